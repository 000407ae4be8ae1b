// GENERATED from schema/masterlists/training_sessions.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceArrayField, ReferenceField, TextField } from 'react-admin';
export const TrainingSessionsShow = () => (
  <ResourceShow>
    <TextField source="title" />
    <ReferenceField source="training_id" reference="trainings" link={false} />
    <UnixDateField source="start_date" />
    <UnixDateField source="end_date" />
    <TextField source="venue" />
    <ReferenceField source="trainer_id" reference="employees" link={false} />
    <TextField source="trainer_name" />
    <ReferenceArrayField source="attendees" reference="employees" />
    <OptionField source="session_status" />
    <RichTextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
