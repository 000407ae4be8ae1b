// GENERATED from schema/agreements/planned_visits.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const PlannedVisitsShow = () => (
  <ResourceShow>
    <ReferenceField source="contract_header_id" reference="contract_headers" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <UnixDateField source="due_date" />
    <NumberField source="visit_no" />
    <NumberField source="visits_per_year" />
    <TextField source="description" />
    <OptionField source="visit_status" />
    <ReferenceField source="joborder_header_id" reference="joborder_headers" link={false} />
    <TextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
