// GENERATED from schema/agreements/warranties.yaml by generator/. Do not edit.
import { LinkedReferenceInput, OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('warranties');
export const WarrantiesForm = () => (
  <ResourceForm>
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <LinkedReferenceInput source="site_id" reference="company_locations" dependsOn={{ header_id: 'company_id' }} defaultChoice={{ is_default: true }} validate={rules.site_id} />
    <ReferenceInput source="product_id" reference="products"><AutocompleteInput validate={rules.product_id} /></ReferenceInput>
    <TextInput source="serial_no" validate={rules.serial_no} />
    <ReferenceInput source="sales_invoice_id" reference="sales_invoices"><AutocompleteInput validate={rules.sales_invoice_id} /></ReferenceInput>
    <OptionInput source="warranty_type" validate={rules.warranty_type} />
    <UnixDateInput source="start_date" validate={rules.start_date} />
    <UnixDateInput source="end_date" validate={rules.end_date} />
    <RichTextInput source="terms" validate={rules.terms} />
    <RichTextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
