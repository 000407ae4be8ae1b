// GENERATED from schema/sales-tools/supplier_movements.yaml by generator/. Do not edit.
import { ChildLines, LinkedReferenceInput, OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('supplier_movements');
const supplierMovementLinesRules = fieldRules('supplier_movement_lines');
export const SupplierMovementsForm = () => (
  <ResourceForm>
    <OptionInput source="movement_type" validate={rules.movement_type} />
    <OptionInput source="reason" validate={rules.reason} />
    <ReferenceInput source="company_id" reference="companies"><AutocompleteInput validate={rules.company_id} /></ReferenceInput>
    <LinkedReferenceInput source="site_id" reference="company_locations" dependsOn={{ header_id: 'company_id' }} defaultChoice={{ is_default: true }} validate={rules.site_id} />
    <ReferenceInput source="warehouse_id" reference="warehouses"><AutocompleteInput validate={rules.warehouse_id} /></ReferenceInput>
    <UnixDateInput source="movement_date" validate={rules.movement_date} />
    <TextInput source="supplier_ref_no" validate={rules.supplier_ref_no} />
    <UnixDateInput source="expected_return_date" validate={rules.expected_return_date} />
    <RichTextInput source="remarks" validate={rules.remarks} />
    <ChildLines source="lines" label="resources.supplier_movements.fields.lines">
      <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name', uom: 'uom' }} validate={supplierMovementLinesRules.product_id} label="resources.supplier_movement_lines.fields.product_id" />
      <TextInput source="description" validate={supplierMovementLinesRules.description} label="resources.supplier_movement_lines.fields.description" />
      <NumberInput source="qty" validate={supplierMovementLinesRules.qty} label="resources.supplier_movement_lines.fields.qty" />
      <TextInput source="uom" validate={supplierMovementLinesRules.uom} label="resources.supplier_movement_lines.fields.uom" />
      <TextInput source="serial_no" validate={supplierMovementLinesRules.serial_no} label="resources.supplier_movement_lines.fields.serial_no" />
      <TextInput source="remarks" validate={supplierMovementLinesRules.remarks} label="resources.supplier_movement_lines.fields.remarks" />
    </ChildLines>
  </ResourceForm>
);
