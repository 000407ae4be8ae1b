// GENERATED from schema/admin/ticket_monitorings.yaml by generator/. Do not edit.
import { MoneyInput, OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('ticket_monitorings');
export const TicketMonitoringsForm = () => (
  <ResourceForm>
    <OptionInput source="kind" validate={rules.kind} />
    <TextInput source="subject" validate={rules.subject} />
    <ReferenceInput source="joborder_header_id" reference="joborder_headers"><AutocompleteInput validate={rules.joborder_header_id} /></ReferenceInput>
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <OptionInput source="priority" validate={rules.priority} />
    <UnixDateInput source="sla_due_at" validate={rules.sla_due_at} showTime />
    <OptionInput source="escalation_level" validate={rules.escalation_level} />
    <ReferenceInput source="assigned_to_id" reference="employees"><AutocompleteInput validate={rules.assigned_to_id} /></ReferenceInput>
    <MoneyInput source="estimated_value" validate={rules.estimated_value} helperText="Potential tickets only" />
    <UnixDateInput source="follow_up_date" validate={rules.follow_up_date} />
    <RichTextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
