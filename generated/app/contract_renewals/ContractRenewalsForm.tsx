// GENERATED from schema/agreements/contract_renewals.yaml by generator/. Do not edit.
import { MoneyInput, OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('contract_renewals');
export const ContractRenewalsForm = () => (
  <ResourceForm>
    <ReferenceInput source="contract_header_id" reference="contract_headers"><AutocompleteInput validate={rules.contract_header_id} /></ReferenceInput>
    <OptionInput source="renewal_status" validate={rules.renewal_status} />
    <UnixDateInput source="renew_by" validate={rules.renew_by} helperText="The end date of the current contract" />
    <UnixDateInput source="new_start_date" validate={rules.new_start_date} />
    <UnixDateInput source="new_end_date" validate={rules.new_end_date} />
    <MoneyInput source="renewal_amount" validate={rules.renewal_amount} />
    <UnixDateInput source="reminder_date" validate={rules.reminder_date} />
    <ReferenceInput source="quotation_id" reference="quotations"><AutocompleteInput validate={rules.quotation_id} /></ReferenceInput>
    <RichTextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
