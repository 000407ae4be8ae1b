// GENERATED from schema/masterlists/companies.yaml by generator/. Do not edit.
import { OptionField, StatusField } from '../../../src/app/crud';
import { EmailField, TextField } from 'react-admin';
/** The list columns of companies, shared by its list and any related list that shows it. */
export const companiesColumns = [
  <TextField key="company_id" source="company_id" />,
  <TextField key="company_name" source="company_name" />,
  <OptionField key="co_type" source="co_type" sortable={false} />,
  <OptionField key="company_status" source="company_status" sortable={false} />,
  <EmailField key="email" source="email" sortable={false} />,
  <TextField key="tel" source="tel" sortable={false} />,
  <StatusField key="status" source="status" />,
];
