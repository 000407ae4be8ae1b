// GENERATED from schema/records/timelines.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
export const TimelinesShow = () => (
  <ResourceShow>
    <ReferenceField source="header" reference="timeline_headers" link={false} />
    <ReferenceField source="user_id" reference="users" link={false} />
    <TextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
