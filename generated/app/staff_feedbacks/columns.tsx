// GENERATED from schema/feedbacks/staff_feedbacks.yaml by generator/. Do not edit.
import { OptionField, ReferenceCell, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, RichTextField } from 'react-admin';
/** The list columns of staff_feedbacks, shared by its list and any related list that shows it. */
export const staffFeedbacksColumns = [
  <ReferenceCell key="employee_id" source="employee_id" sortable={false} reference="employees" />,
  <ReferenceCell key="joborder_header_id" source="joborder_header_id" sortable={false} reference="joborder_headers" />,
  <UnixDateField key="feedback_date" source="feedback_date" />,
  <OptionField key="category" source="category" sortable={false} />,
  <NumberField key="rating" source="rating" />,
  <RichTextField key="comments" source="comments" sortable={false} stripTags />,
  <StatusField key="status" source="status" />,
];
