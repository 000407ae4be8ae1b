// GENERATED from schema/sales-tools/delivery_orders.yaml by generator/. Do not edit.
import { ChildLines, CodeReferenceInput, LinkedReferenceInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { chainedDocumentInputs } from '../traits/ChainedDocumentInputs';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('delivery_orders');
const deliveryOrderLinesRules = fieldRules('delivery_order_lines');
export const DeliveryOrdersForm = () => (
  <ResourceForm>
    <ReferenceInput source="sales_order_id" reference="sales_orders"><AutocompleteInput validate={rules.sales_order_id} /></ReferenceInput>
    <LinkedReferenceInput source="company_id" reference="companies" choices={{ co_type: 'Customer' }} fills={{ contact_person: 'attn', contact_phone: 'tel', contact_email: 'email' }} picker="company" validate={rules.company_id} />
    <LinkedReferenceInput source="site_id" reference="company_locations" dependsOn={{ header_id: 'company_id' }} defaultChoice={{ is_default: true }} picker="company_site" validate={rules.site_id} />
    <UnixDateInput source="delivery_date" validate={rules.delivery_date} />
    <ReferenceInput source="warehouse_id" reference="warehouses"><AutocompleteInput validate={rules.warehouse_id} helperText="Where the goods leave from; the default warehouse when empty" /></ReferenceInput>
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="contact_phone" validate={rules.contact_phone} type="tel" />
    <TextInput source="contact_email" validate={rules.contact_email} autoComplete="email" />
    <TextInput source="vehicle_no" validate={rules.vehicle_no} />
    <TextInput source="driver_name" validate={rules.driver_name} />
    <TextInput source="received_by" validate={rules.received_by} />
    <UnixDateInput source="received_at" validate={rules.received_at} showTime />
    <RichTextInput source="remarks" validate={rules.remarks} />
    {chainedDocumentInputs(rules)}
    <ChildLines source="lines" label="resources.delivery_orders.fields.lines">
      <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name', uom: 'uom' }} validate={deliveryOrderLinesRules.product_id} label="resources.delivery_order_lines.fields.product_id" />
      <TextInput source="description" validate={deliveryOrderLinesRules.description} label="resources.delivery_order_lines.fields.description" />
      <CodeReferenceInput source="uom" validate={deliveryOrderLinesRules.uom} label="resources.delivery_order_lines.fields.uom" reference="uom" codeField="code" />
      <NumberInput source="qty_ordered" validate={deliveryOrderLinesRules.qty_ordered} label="resources.delivery_order_lines.fields.qty_ordered" />
      <NumberInput source="qty_delivered" validate={deliveryOrderLinesRules.qty_delivered} label="resources.delivery_order_lines.fields.qty_delivered" />
      <TextInput source="serial_no" validate={deliveryOrderLinesRules.serial_no} label="resources.delivery_order_lines.fields.serial_no" />
      <TextInput source="remarks" validate={deliveryOrderLinesRules.remarks} label="resources.delivery_order_lines.fields.remarks" />
      {chainedLineInputs(deliveryOrderLinesRules, 'resources.delivery_order_lines.fields')}
    </ChildLines>
  </ResourceForm>
);
