// GENERATED from schema/feedbacks/staff_feedbacks.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, NumberField, ReferenceField } from 'react-admin';
export const StaffFeedbacksShow = () => (
  <ResourceShow>
    <ReferenceField source="employee_id" reference="employees" link={false} />
    <ReferenceField source="joborder_header_id" reference="joborder_headers" link={false} />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <UnixDateField source="feedback_date" />
    <OptionField source="category" />
    <NumberField source="rating" />
    <RichTextField source="comments" />
    <BooleanField source="follow_up_required" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
