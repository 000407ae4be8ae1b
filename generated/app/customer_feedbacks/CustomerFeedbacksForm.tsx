// GENERATED from schema/feedbacks/customer_feedbacks.yaml by generator/. Do not edit.
import { LinkedReferenceInput, OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('customer_feedbacks');
export const CustomerFeedbacksForm = () => (
  <ResourceForm>
    <LinkedReferenceInput source="company_id" reference="companies" fills={{ contact_name: 'attn', contact_email: 'email' }} validate={rules.company_id} />
    <LinkedReferenceInput source="site_id" reference="company_locations" dependsOn={{ header_id: 'company_id' }} defaultChoice={{ is_default: true }} validate={rules.site_id} />
    <TextInput source="contact_name" validate={rules.contact_name} />
    <TextInput source="contact_email" validate={rules.contact_email} autoComplete="email" />
    <ReferenceInput source="joborder_header_id" reference="joborder_headers"><AutocompleteInput validate={rules.joborder_header_id} /></ReferenceInput>
    <UnixDateInput source="feedback_date" validate={rules.feedback_date} />
    <OptionInput source="channel" validate={rules.channel} />
    <NumberInput source="rating" validate={rules.rating} helperText="1 (poor) to 5 (excellent)" step={1} />
    <RichTextInput source="comments" validate={rules.comments} />
    <BooleanInput source="follow_up_required" validate={rules.follow_up_required} />
    <RichTextInput source="response" validate={rules.response} />
  </ResourceForm>
);
