// GENERATED from schema/sales-tools/quotations.yaml by generator/. Do not edit.
import { ChildLines, MoneyInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('quotations');
const quotationLinesRules = fieldRules('quotation_lines');
export const QuotationsForm = () => (
  <ResourceForm>
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <ReferenceInput source="site_id" reference="company_locations"><AutocompleteInput validate={rules.site_id} /></ReferenceInput>
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="contact_email" validate={rules.contact_email} autoComplete="email" />
    <TextInput source="contact_phone" validate={rules.contact_phone} type="tel" />
    <UnixDateInput source="quotation_date" validate={rules.quotation_date} />
    <UnixDateInput source="valid_until" validate={rules.valid_until} />
    <TextInput source="currency_id" validate={rules.currency_id} />
    <NumberInput source="exchange_rate" validate={rules.exchange_rate} />
    <NumberInput source="gst_percent" validate={rules.gst_percent} />
    <TextInput source="terms" validate={rules.terms} multiline minRows={3} />
    <TextInput source="remarks" validate={rules.remarks} multiline minRows={3} />
    <ChildLines source="lines" label="resources.quotations.fields.lines">
      <ReferenceInput source="product_id" reference="products"><AutocompleteInput validate={quotationLinesRules.product_id} label="resources.quotation_lines.fields.product_id" /></ReferenceInput>
      <TextInput source="description" validate={quotationLinesRules.description} label="resources.quotation_lines.fields.description" />
      <NumberInput source="qty" validate={quotationLinesRules.qty} label="resources.quotation_lines.fields.qty" />
      <TextInput source="uom" validate={quotationLinesRules.uom} label="resources.quotation_lines.fields.uom" />
      <MoneyInput source="unit_price" validate={quotationLinesRules.unit_price} label="resources.quotation_lines.fields.unit_price" />
      <NumberInput source="discount" validate={quotationLinesRules.discount} label="resources.quotation_lines.fields.discount" />
    </ChildLines>
  </ResourceForm>
);
