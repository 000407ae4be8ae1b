// GENERATED from schema/sales-tools/sales_invoices.yaml by generator/. Do not edit.
import { ChildLines, MoneyInput, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('sales_invoices');
const salesInvoiceLinesRules = fieldRules('sales_invoice_lines');
export const SalesInvoicesForm = () => (
  <ResourceForm>
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <ReferenceInput source="site_id" reference="company_locations"><AutocompleteInput validate={rules.site_id} /></ReferenceInput>
    <ReferenceInput source="sales_order_id" reference="sales_orders"><AutocompleteInput validate={rules.sales_order_id} /></ReferenceInput>
    <TextInput source="customer_po_no" validate={rules.customer_po_no} />
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="contact_email" validate={rules.contact_email} autoComplete="email" />
    <TextInput source="contact_phone" validate={rules.contact_phone} type="tel" />
    <UnixDateInput source="invoice_date" validate={rules.invoice_date} />
    <OptionInput source="payment_terms" validate={rules.payment_terms} />
    <UnixDateInput source="due_date" validate={rules.due_date} />
    <OptionInput source="payment_status" validate={rules.payment_status} />
    <TextInput source="currency_id" validate={rules.currency_id} />
    <NumberInput source="exchange_rate" validate={rules.exchange_rate} />
    <NumberInput source="gst_percent" validate={rules.gst_percent} />
    <TextInput source="terms" validate={rules.terms} multiline minRows={3} />
    <TextInput source="remarks" validate={rules.remarks} multiline minRows={3} />
    <ChildLines source="lines" label="resources.sales_invoices.fields.lines">
      <ReferenceInput source="product_id" reference="products"><AutocompleteInput validate={salesInvoiceLinesRules.product_id} label="resources.sales_invoice_lines.fields.product_id" /></ReferenceInput>
      <TextInput source="description" validate={salesInvoiceLinesRules.description} label="resources.sales_invoice_lines.fields.description" />
      <NumberInput source="qty" validate={salesInvoiceLinesRules.qty} label="resources.sales_invoice_lines.fields.qty" />
      <TextInput source="uom" validate={salesInvoiceLinesRules.uom} label="resources.sales_invoice_lines.fields.uom" />
      <MoneyInput source="unit_price" validate={salesInvoiceLinesRules.unit_price} label="resources.sales_invoice_lines.fields.unit_price" />
      <NumberInput source="discount" validate={salesInvoiceLinesRules.discount} label="resources.sales_invoice_lines.fields.discount" />
    </ChildLines>
  </ResourceForm>
);
