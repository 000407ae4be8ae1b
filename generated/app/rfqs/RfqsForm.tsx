// GENERATED from schema/sales-tools/rfqs.yaml by generator/. Do not edit.
import { ChildLines, LinkedReferenceInput, MoneyInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
const rules = fieldRules('rfqs');
const rfqLinesRules = fieldRules('rfq_lines');
export const RfqsForm = () => (
  <ResourceForm>
    <LinkedReferenceInput source="company_id" reference="companies" fills={{ contact_person: 'attn', contact_phone: 'tel', contact_email: 'email' }} validate={rules.company_id} />
    <LinkedReferenceInput source="site_id" reference="company_locations" dependsOn={{ header_id: 'company_id' }} defaultChoice={{ is_default: true }} validate={rules.site_id} />
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="contact_email" validate={rules.contact_email} autoComplete="email" />
    <TextInput source="contact_phone" validate={rules.contact_phone} type="tel" />
    <UnixDateInput source="rfq_date" validate={rules.rfq_date} />
    <UnixDateInput source="reply_by" validate={rules.reply_by} />
    <TextInput source="currency_id" validate={rules.currency_id} />
    <TextInput source="subject" validate={rules.subject} />
    <RichTextInput source="terms" validate={rules.terms} />
    <RichTextInput source="remarks" validate={rules.remarks} />
    <ChildLines source="lines" label="resources.rfqs.fields.lines">
      <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name', uom: 'uom' }} validate={rfqLinesRules.product_id} label="resources.rfq_lines.fields.product_id" />
      <TextInput source="description" validate={rfqLinesRules.description} label="resources.rfq_lines.fields.description" />
      <NumberInput source="qty" validate={rfqLinesRules.qty} label="resources.rfq_lines.fields.qty" />
      <TextInput source="uom" validate={rfqLinesRules.uom} label="resources.rfq_lines.fields.uom" />
      <MoneyInput source="target_price" validate={rfqLinesRules.target_price} label="resources.rfq_lines.fields.target_price" />
    </ChildLines>
  </ResourceForm>
);
