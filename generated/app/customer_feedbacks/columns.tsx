// GENERATED from schema/feedbacks/customer_feedbacks.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, NumberField, RichTextField, TextField } from 'react-admin';
/** The list columns of customer_feedbacks, shared by its list and any related list that shows it. */
export const customerFeedbacksColumns = [
  <ReferenceCell key="company_id" source="company_id" sortable={false} reference="companies" />,
  <TextField key="contact_name" source="contact_name" />,
  <ReferenceCell key="joborder_header_id" source="joborder_header_id" sortable={false} reference="joborder_headers" />,
  <UnixDateField key="feedback_date" source="feedback_date" />,
  <NumberField key="rating" source="rating" />,
  <RichTextField key="comments" source="comments" sortable={false} stripTags />,
  <BooleanField key="follow_up_required" source="follow_up_required" sortable={false} />,
  <StatusField key="status" source="status" />,
];
