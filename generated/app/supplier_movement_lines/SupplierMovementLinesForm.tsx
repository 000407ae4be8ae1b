// GENERATED from schema/sales-tools/supplier_movement_lines.yaml by generator/. Do not edit.
import { LinkedReferenceInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('supplier_movement_lines');
export const SupplierMovementLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="supplier_movements"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name', uom: 'uom' }} validate={rules.product_id} />
    <TextInput source="description" validate={rules.description} />
    <NumberInput source="qty" validate={rules.qty} />
    <TextInput source="uom" validate={rules.uom} />
    <TextInput source="serial_no" validate={rules.serial_no} />
    <TextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
