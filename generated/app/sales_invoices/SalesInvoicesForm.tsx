// GENERATED from schema/sales-tools/sales_invoices.yaml by generator/. Do not edit.
import { ChildLines, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { chainedDocumentInputs } from '../traits/ChainedDocumentInputs';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { einvoicedDocumentInputs } from '../traits/EinvoicedDocumentInputs';
import { pricedDocumentInputs } from '../traits/PricedDocumentInputs';
import { pricedLineInputs } from '../traits/PricedLineInputs';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('sales_invoices');
const salesInvoiceLinesRules = fieldRules('sales_invoice_lines');
export const SalesInvoicesForm = () => (
  <ResourceForm>
    <ReferenceInput source="sales_order_id" reference="sales_orders"><AutocompleteInput validate={rules.sales_order_id} /></ReferenceInput>
    <TextInput source="customer_po_no" validate={rules.customer_po_no} />
    <UnixDateInput source="invoice_date" validate={rules.invoice_date} />
    <OptionInput source="payment_terms" validate={rules.payment_terms} />
    {pricedDocumentInputs(rules)}
    {chainedDocumentInputs(rules)}
    {einvoicedDocumentInputs(rules)}
    <ChildLines source="lines" label="resources.sales_invoices.fields.lines">
      {pricedLineInputs(salesInvoiceLinesRules, 'resources.sales_invoice_lines.fields')}
      {chainedLineInputs(salesInvoiceLinesRules, 'resources.sales_invoice_lines.fields')}
    </ChildLines>
  </ResourceForm>
);
