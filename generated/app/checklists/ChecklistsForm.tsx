// GENERATED from schema/dev-tools/checklists.yaml by generator/. Do not edit.
import { ChildLines, OptionInput, ResourceForm, RichTextInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('checklists');
const checklistItemsRules = fieldRules('checklist_items');
export const ChecklistsForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <ReferenceInput source="job_type_id" reference="job_types"><AutocompleteInput validate={rules.job_type_id} helperText="The job type it is used for; empty for every job" /></ReferenceInput>
    <RichTextInput source="description" validate={rules.description} />
    <ChildLines source="items" label="resources.checklists.fields.items">
      <NumberInput source="sort_order" validate={checklistItemsRules.sort_order} label="resources.checklist_items.fields.sort_order" step={1} />
      <TextInput source="question" validate={checklistItemsRules.question} label="resources.checklist_items.fields.question" />
      <OptionInput source="answer_type" validate={checklistItemsRules.answer_type} label="resources.checklist_items.fields.answer_type" />
      <BooleanInput source="required" validate={checklistItemsRules.required} label="resources.checklist_items.fields.required" />
    </ChildLines>
  </ResourceForm>
);
