// GENERATED from schema/admin/roles.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
/** The list columns of roles, shared by its list and any related list that shows it. */
export const rolesColumns = [
  <TextField key="name" source="name" />,
  <TextField key="description" source="description" sortable={false} />,
  <TextField key="home" source="home" sortable={false} />,
  <BooleanField key="require_mfa" source="require_mfa" sortable={false} />,
  <StatusField key="status" source="status" />,
];
