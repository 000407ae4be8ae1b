// GENERATED from schema/feedbacks/customer_feedbacks.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
export const CustomerFeedbacksShow = () => (
  <ResourceShow>
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <TextField source="contact_name" />
    <EmailField source="contact_email" />
    <ReferenceField source="joborder_header_id" reference="joborder_headers" link={false} />
    <UnixDateField source="feedback_date" />
    <OptionField source="channel" />
    <NumberField source="rating" />
    <RichTextField source="comments" />
    <BooleanField source="follow_up_required" />
    <RichTextField source="response" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
