// GENERATED from schema/agreements/contract_renewals.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of contract_renewals, shared by its list and any related list that shows it. */
export const contractRenewalsColumns = [
  <TextField key="renewal_no" source="renewal_no" />,
  <ReferenceCell key="contract_header_id" source="contract_header_id" sortable={false} reference="contract_headers" />,
  <OptionField key="renewal_status" source="renewal_status" sortable={false} />,
  <UnixDateField key="renew_by" source="renew_by" />,
  <UnixDateField key="new_end_date" source="new_end_date" />,
  <MoneyField key="renewal_amount" source="renewal_amount" />,
  <ReferenceCell key="renewed_contract_id" source="renewed_contract_id" sortable={false} reference="contract_headers" />,
  <StatusField key="status" source="status" />,
];
