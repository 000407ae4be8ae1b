// GENERATED from schema/agreements/contract_renewals.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
export const ContractRenewalsShow = () => (
  <ResourceShow>
    <TextField source="renewal_no" />
    <ReferenceField source="contract_header_id" reference="contract_headers" link={false} />
    <OptionField source="renewal_status" />
    <UnixDateField source="renew_by" />
    <UnixDateField source="new_start_date" />
    <UnixDateField source="new_end_date" />
    <MoneyField source="renewal_amount" />
    <UnixDateField source="reminder_date" />
    <ReferenceField source="quotation_id" reference="quotations" link={false} />
    <ReferenceField source="renewed_contract_id" reference="contract_headers" link={false} />
    <RichTextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
