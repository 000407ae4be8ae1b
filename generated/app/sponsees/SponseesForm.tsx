// GENERATED from schema/admin/sponsees.yaml by generator/. Do not edit.
import { CodeReferenceInput, MoneyInput, OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('sponsees');
export const SponseesForm = () => (
  <ResourceForm>
    <TextInput source="name" validate={rules.name} />
    <OptionInput source="sponsee_type" validate={rules.sponsee_type} />
    <TextInput source="email" validate={rules.email} autoComplete="email" />
    <TextInput source="mobile" validate={rules.mobile} type="tel" />
    <TextInput source="programme" validate={rules.programme} />
    <OptionInput source="sponsorship_type" validate={rules.sponsorship_type} />
    <MoneyInput source="amount" validate={rules.amount} />
    <CodeReferenceInput source="currency_id" validate={rules.currency_id} reference="currencies" codeField="code" />
    <UnixDateInput source="start_date" validate={rules.start_date} />
    <UnixDateInput source="end_date" validate={rules.end_date} />
    <ReferenceInput source="coordinator_id" reference="employees"><AutocompleteInput validate={rules.coordinator_id} /></ReferenceInput>
    <RichTextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
