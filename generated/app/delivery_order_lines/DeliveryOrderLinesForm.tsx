// GENERATED from schema/sales-tools/delivery_order_lines.yaml by generator/. Do not edit.
import { CodeReferenceInput, LinkedReferenceInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('delivery_order_lines');
export const DeliveryOrderLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="delivery_orders"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name', uom: 'uom' }} validate={rules.product_id} />
    <TextInput source="description" validate={rules.description} />
    <CodeReferenceInput source="uom" validate={rules.uom} reference="uom" codeField="code" />
    <NumberInput source="qty_ordered" validate={rules.qty_ordered} />
    <NumberInput source="qty_delivered" validate={rules.qty_delivered} />
    <TextInput source="serial_no" validate={rules.serial_no} />
    <TextInput source="remarks" validate={rules.remarks} />
    {chainedLineInputs(rules)}
  </ResourceForm>
);
