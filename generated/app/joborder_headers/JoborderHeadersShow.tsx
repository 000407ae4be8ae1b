// GENERATED from schema/services-tools/joborder_headers.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, StatusField, UnixDateField, WorkflowActions, WorkflowStateField } from '../../../src/app/crud';
import { BooleanField, EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
export const JoborderHeadersShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <WorkflowActions />
    <TextField source="ticket_no" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <ReferenceField source="contract_id" reference="contract_headers" link={false} />
    <TextField source="company_name" />
    <ReferenceField source="job_type_id" reference="job_types" link={false} />
    <TextField source="problem_description" />
    <TextField source="contact_person" />
    <TextField source="contact_phone" />
    <EmailField source="contact_email" />
    <WorkflowStateField source="job_status" />
    <OptionField source="service_location" />
    <UnixDateField source="job_eta" showTime />
    <UnixDateField source="scheduled_start" showTime />
    <UnixDateField source="scheduled_end" showTime />
    <BooleanField source="fixed_time" />
    <UnixDateField source="due_by" showTime />
    <OptionField source="sla_state" />
    <NumberField source="latitude" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="longitude" options={{ maximumFractionDigits: 6 }} />
    <TextField source="address" />
    <TextField source="marker" />
    <ReferenceField source="joborder_employee_one" reference="employees" link={false} />
    <ReferenceField source="joborder_employee_two" reference="employees" link={false} />
    <ReferenceField source="service_request_id" reference="service_requests" link={false} />
    <ReferenceField source="parent_id" reference="joborder_headers" link={false} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
