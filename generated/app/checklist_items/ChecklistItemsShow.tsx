// GENERATED from schema/dev-tools/checklist_items.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, NumberField, ReferenceField, TextField } from 'react-admin';
export const ChecklistItemsShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="checklists" link={false} />
    <NumberField source="sort_order" />
    <TextField source="question" />
    <OptionField source="answer_type" />
    <BooleanField source="required" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
