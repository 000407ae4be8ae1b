// GENERATED from schema/agreements/contract_headers.yaml by generator/. Do not edit.
import { OptionField, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of contract_headers, shared by its list and any related list that shows it. */
export const contractHeadersColumns = [
  <TextField key="refnum" source="refnum" />,
  <TextField key="company_name" source="company_name" />,
  <TextField key="contract_type" source="contract_type" />,
  <OptionField key="contract_status" source="contract_status" sortable={false} />,
  <UnixDateField key="start_date" source="start_date" />,
  <UnixDateField key="end_date" source="end_date" />,
  <StatusField key="status" source="status" />,
];
