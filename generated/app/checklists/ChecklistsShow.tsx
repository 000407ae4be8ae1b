// GENERATED from schema/dev-tools/checklists.yaml by generator/. Do not edit.
import { ChildLinesField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { checklistItemsColumns } from '../checklist_items/columns';
import { ReferenceField, TextField } from 'react-admin';
export const ChecklistsShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <ReferenceField source="job_type_id" reference="job_types" link={false} />
    <RichTextField source="description" />
    <ChildLinesField source="items" reference="checklist_items" label="resources.checklists.fields.items" columns={checklistItemsColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
