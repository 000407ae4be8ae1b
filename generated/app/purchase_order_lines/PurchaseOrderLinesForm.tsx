// GENERATED from schema/purchases/purchase_order_lines.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { purchaseLineInputs } from '../traits/PurchaseLineInputs';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('purchase_order_lines');
export const PurchaseOrderLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="purchase_orders"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    {purchaseLineInputs(rules)}
  </ResourceForm>
);
