// GENERATED from schema/services-tools/service_requests.yaml by generator/. Do not edit.
import { OptionField, ReferenceCell, StatusField, UnixDateField, WorkflowStateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of service_requests, shared by its list and any related list that shows it. */
export const serviceRequestsColumns = [
  <TextField key="request_no" source="request_no" />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <TextField key="problem_description" source="problem_description" sortable={false} />,
  <OptionField key="priority" source="priority" />,
  <UnixDateField key="preferred_date" source="preferred_date" />,
  <ReferenceCell key="joborder_header_id" source="joborder_header_id" sortable={false} reference="joborder_headers" />,
  <WorkflowStateField key="request_status" source="request_status" />,
  <StatusField key="status" source="status" />,
];
