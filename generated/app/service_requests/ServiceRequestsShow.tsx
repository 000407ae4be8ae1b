// GENERATED from schema/services-tools/service_requests.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, StatusField, UnixDateField, WorkflowActions, WorkflowStateField } from '../../../src/app/crud';
import { EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
export const ServiceRequestsShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <WorkflowActions />
    <TextField source="request_no" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <TextField source="contact_person" />
    <TextField source="contact_phone" />
    <EmailField source="contact_email" />
    <TextField source="problem_description" />
    <ReferenceField source="job_type_id" reference="job_types" link={false} />
    <OptionField source="priority" />
    <OptionField source="service_location" />
    <NumberField source="latitude" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="longitude" options={{ maximumFractionDigits: 6 }} />
    <TextField source="address" />
    <UnixDateField source="preferred_date" />
    <ReferenceField source="joborder_header_id" reference="joborder_headers" link={false} />
    <WorkflowStateField source="request_status" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
