// GENERATED from schema/agreements/contract_renewals.yaml by generator/. Do not edit.
import { MoneyField, OptionField, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
/** The list columns of contract_renewals, shared by its list and any related list that shows it. */
export const contractRenewalsColumns = [
  <TextField key="renewal_no" source="renewal_no" />,
  <ReferenceField key="contract_header_id" source="contract_header_id" sortable={false} reference="contract_headers" link={false} />,
  <OptionField key="renewal_status" source="renewal_status" sortable={false} />,
  <UnixDateField key="renew_by" source="renew_by" />,
  <UnixDateField key="new_end_date" source="new_end_date" />,
  <MoneyField key="renewal_amount" source="renewal_amount" />,
  <StatusField key="status" source="status" />,
];
