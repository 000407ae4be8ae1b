// GENERATED from schema/sales-tools/sales_invoice_lines.yaml by generator/. Do not edit.
import { MoneyInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('sales_invoice_lines');
export const SalesInvoiceLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="sales_invoices"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <ReferenceInput source="product_id" reference="products"><AutocompleteInput validate={rules.product_id} /></ReferenceInput>
    <TextInput source="description" validate={rules.description} />
    <NumberInput source="qty" validate={rules.qty} />
    <TextInput source="uom" validate={rules.uom} />
    <MoneyInput source="unit_price" validate={rules.unit_price} />
    <NumberInput source="discount" validate={rules.discount} />
  </ResourceForm>
);
