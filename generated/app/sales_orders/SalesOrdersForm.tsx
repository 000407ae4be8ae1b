// GENERATED from schema/sales-tools/sales_orders.yaml by generator/. Do not edit.
import { ChildLines, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { chainedDocumentInputs } from '../traits/ChainedDocumentInputs';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { pricedDocumentInputs } from '../traits/PricedDocumentInputs';
import { pricedLineInputs } from '../traits/PricedLineInputs';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('sales_orders');
const salesOrderLinesRules = fieldRules('sales_order_lines');
export const SalesOrdersForm = () => (
  <ResourceForm>
    <ReferenceInput source="quotation_id" reference="quotations"><AutocompleteInput validate={rules.quotation_id} /></ReferenceInput>
    <TextInput source="customer_po_no" validate={rules.customer_po_no} />
    <UnixDateInput source="order_date" validate={rules.order_date} />
    <UnixDateInput source="delivery_date" validate={rules.delivery_date} />
    {pricedDocumentInputs(rules)}
    {chainedDocumentInputs(rules)}
    <ChildLines source="lines" label="resources.sales_orders.fields.lines">
      {pricedLineInputs(salesOrderLinesRules, 'resources.sales_order_lines.fields')}
      {chainedLineInputs(salesOrderLinesRules, 'resources.sales_order_lines.fields')}
    </ChildLines>
  </ResourceForm>
);
