// GENERATED from schema/masterlists/trainings.yaml by generator/. Do not edit.
import { MoneyField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const TrainingsShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="title" />
    <ReferenceField source="subject_id" reference="training_subjects" link={false} />
    <ReferenceField source="partner_id" reference="training_partners" link={false} />
    <ReferenceField source="competency_id" reference="competencies" link={false} />
    <NumberField source="duration_hours" options={{ maximumFractionDigits: 6 }} />
    <MoneyField source="cost" />
    <NumberField source="validity_months" />
    <RichTextField source="description" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
