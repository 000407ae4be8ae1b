// GENERATED from schema/services-tools/relocation_job_lines.yaml by generator/. Do not edit.
import { LinkedReferenceInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('relocation_job_lines');
export const RelocationJobLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="relocation_jobs"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <LinkedReferenceInput source="relocation_item_id" reference="relocation_item_masters" picker="relocation_item" validate={rules.relocation_item_id} />
    <TextInput source="description" validate={rules.description} />
    <NumberInput source="qty" validate={rules.qty} />
    <TextInput source="from_location" validate={rules.from_location} helperText="Where the item stands now, e.g. level and room" />
    <TextInput source="to_location" validate={rules.to_location} />
    <TextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
