// GENERATED from schema/admin/audit-log.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
/** The list columns of audit-log, shared by its list and any related list that shows it. */
export const auditLogColumns = [
  <TextField key="model" source="model" />,
  <NumberField key="header_id" source="header_id" />,
  <ReferenceField key="user_id" source="user_id" sortable={false} reference="users" link={false} />,
  <TextField key="action" source="action" />,
  <StatusField key="status" source="status" />,
];
