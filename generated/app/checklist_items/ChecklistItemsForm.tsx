// GENERATED from schema/dev-tools/checklist_items.yaml by generator/. Do not edit.
import { OptionInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('checklist_items');
export const ChecklistItemsForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="checklists"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <NumberInput source="sort_order" validate={rules.sort_order} step={1} />
    <TextInput source="question" validate={rules.question} />
    <OptionInput source="answer_type" validate={rules.answer_type} />
    <BooleanInput source="required" validate={rules.required} />
  </ResourceForm>
);
