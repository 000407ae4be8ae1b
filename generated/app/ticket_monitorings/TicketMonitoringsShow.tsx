// GENERATED from schema/admin/ticket_monitorings.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
export const TicketMonitoringsShow = () => (
  <ResourceShow>
    <OptionField source="kind" />
    <TextField source="subject" />
    <ReferenceField source="joborder_header_id" reference="joborder_headers" link={false} />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <OptionField source="priority" />
    <UnixDateField source="sla_due_at" showTime />
    <OptionField source="escalation_level" />
    <ReferenceField source="assigned_to_id" reference="employees" link={false} />
    <MoneyField source="estimated_value" />
    <UnixDateField source="follow_up_date" />
    <RichTextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
