// GENERATED from schema/masterlists/job_types.yaml by generator/. Do not edit.
import { MoneyField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const JobTypesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <RichTextField source="description" />
    <NumberField source="default_duration" />
    <MoneyField source="default_price" />
    <ReferenceField source="competency_id" reference="competencies" link={false} />
    <NumberField source="response_hours" options={{ maximumFractionDigits: 6 }} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
