// GENERATED from schema/feedbacks/staff_feedbacks.yaml by generator/. Do not edit.
import { OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('staff_feedbacks');
export const StaffFeedbacksForm = () => (
  <ResourceForm>
    <ReferenceInput source="employee_id" reference="employees"><AutocompleteInput validate={rules.employee_id} /></ReferenceInput>
    <ReferenceInput source="joborder_header_id" reference="joborder_headers"><AutocompleteInput validate={rules.joborder_header_id} /></ReferenceInput>
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <UnixDateInput source="feedback_date" validate={rules.feedback_date} />
    <OptionInput source="category" validate={rules.category} />
    <NumberInput source="rating" validate={rules.rating} helperText="1 (poor) to 5 (excellent)" step={1} />
    <RichTextInput source="comments" validate={rules.comments} />
    <BooleanInput source="follow_up_required" validate={rules.follow_up_required} />
  </ResourceForm>
);
