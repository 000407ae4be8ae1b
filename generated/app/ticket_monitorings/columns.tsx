// GENERATED from schema/admin/ticket_monitorings.yaml by generator/. Do not edit.
import { OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { TextField } from 'react-admin';
/** The list columns of ticket_monitorings, shared by its list and any related list that shows it. */
export const ticketMonitoringsColumns = [
  <TextField key="subject" source="subject" />,
  <ReferenceCell key="joborder_header_id" source="joborder_header_id" sortable={false} reference="joborder_headers" />,
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <OptionField key="priority" source="priority" sortable={false} />,
  <UnixDateField key="sla_due_at" source="sla_due_at" showTime />,
  <OptionField key="escalation_level" source="escalation_level" />,
  <StatusField key="status" source="status" />,
];
