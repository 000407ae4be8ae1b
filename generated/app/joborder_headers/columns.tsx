// GENERATED from schema/services-tools/joborder_headers.yaml by generator/. Do not edit.
import { OptionField, ReferenceCell, StatusField, UnixDateField, WorkflowStateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of joborder_headers, shared by its list and any related list that shows it. */
export const joborderHeadersColumns = [
  <TextField key="ticket_no" source="ticket_no" />,
  <TextField key="company_name" source="company_name" />,
  <ReferenceCell key="job_type_id" source="job_type_id" sortable={false} reference="job_types" />,
  <WorkflowStateField key="job_status" source="job_status" />,
  <OptionField key="service_location" source="service_location" sortable={false} />,
  <UnixDateField key="job_eta" source="job_eta" showTime />,
  <UnixDateField key="due_by" source="due_by" showTime />,
  <OptionField key="sla_state" source="sla_state" />,
  <StatusField key="status" source="status" />,
];
