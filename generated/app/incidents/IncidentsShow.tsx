// GENERATED from schema/feedbacks/incidents.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, ReferenceField, TextField } from 'react-admin';
export const IncidentsShow = () => (
  <ResourceShow>
    <TextField source="incident_no" />
    <UnixDateField source="occurred_at" showTime />
    <OptionField source="incident_type" />
    <OptionField source="severity" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <TextField source="location" />
    <ReferenceField source="joborder_header_id" reference="joborder_headers" link={false} />
    <RichTextField source="description" />
    <ReferenceField source="reported_by_id" reference="employees" link={false} />
    <RichTextField source="actions_taken" />
    <BooleanField source="reported_to_mom" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
