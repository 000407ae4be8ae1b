// GENERATED from schema/sales-tools/stock_movements.yaml by generator/. Do not edit.
import { ChildLines, LinkedReferenceInput, OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('stock_movements');
const stockMovementLinesRules = fieldRules('stock_movement_lines');
export const StockMovementsForm = () => (
  <ResourceForm>
    <OptionInput source="movement_type" validate={rules.movement_type} />
    <OptionInput source="reason" validate={rules.reason} />
    <UnixDateInput source="movement_date" validate={rules.movement_date} />
    <ReferenceInput source="warehouse_id" reference="warehouses"><AutocompleteInput validate={rules.warehouse_id} /></ReferenceInput>
    <TextInput source="reference_no" validate={rules.reference_no} helperText="The document behind the movement, e.g. a delivery order or purchase order number" />
    <RichTextInput source="remarks" validate={rules.remarks} />
    <ChildLines source="lines" label="resources.stock_movements.fields.lines">
      <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name', uom: 'uom' }} validate={stockMovementLinesRules.product_id} label="resources.stock_movement_lines.fields.product_id" />
      <TextInput source="description" validate={stockMovementLinesRules.description} label="resources.stock_movement_lines.fields.description" />
      <NumberInput source="qty" validate={stockMovementLinesRules.qty} label="resources.stock_movement_lines.fields.qty" />
      <TextInput source="uom" validate={stockMovementLinesRules.uom} label="resources.stock_movement_lines.fields.uom" />
      <TextInput source="serial_no" validate={stockMovementLinesRules.serial_no} label="resources.stock_movement_lines.fields.serial_no" />
      <TextInput source="remarks" validate={stockMovementLinesRules.remarks} label="resources.stock_movement_lines.fields.remarks" />
    </ChildLines>
  </ResourceForm>
);
