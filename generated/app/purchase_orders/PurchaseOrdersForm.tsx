// GENERATED from schema/purchases/purchase_orders.yaml by generator/. Do not edit.
import { ChildLines, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { chainedDocumentInputs } from '../traits/ChainedDocumentInputs';
import { purchaseDocumentInputs } from '../traits/PurchaseDocumentInputs';
import { purchaseLineInputs } from '../traits/PurchaseLineInputs';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('purchase_orders');
const purchaseOrderLinesRules = fieldRules('purchase_order_lines');
export const PurchaseOrdersForm = () => (
  <ResourceForm>
    <UnixDateInput source="order_date" validate={rules.order_date} />
    <UnixDateInput source="expected_date" validate={rules.expected_date} />
    <ReferenceInput source="warehouse_id" reference="warehouses"><AutocompleteInput validate={rules.warehouse_id} helperText="Where the goods are to be received" /></ReferenceInput>
    <RichTextInput source="terms" validate={rules.terms} />
    {purchaseDocumentInputs(rules)}
    {chainedDocumentInputs(rules)}
    <ChildLines source="lines" label="resources.purchase_orders.fields.lines">
      {purchaseLineInputs(purchaseOrderLinesRules, 'resources.purchase_order_lines.fields')}
    </ChildLines>
  </ResourceForm>
);
