// GENERATED from schema/masterlists/company_types.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of company_types, shared by its list and any related list that shows it. */
export const companyTypesColumns = [
  <TextField key="code" source="code" />,
  <TextField key="name" source="name" />,
  <TextField key="description" source="description" sortable={false} />,
  <StatusField key="status" source="status" />,
];
