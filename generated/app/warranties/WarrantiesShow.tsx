// GENERATED from schema/agreements/warranties.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { ReferenceField, TextField } from 'react-admin';
export const WarrantiesShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="warranty_no" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <ReferenceField source="product_id" reference="products" link={false} />
    <TextField source="serial_no" />
    <ReferenceField source="sales_invoice_id" reference="sales_invoices" link={false} />
    <OptionField source="warranty_type" />
    <UnixDateField source="start_date" />
    <UnixDateField source="end_date" />
    <RichTextField source="terms" />
    <RichTextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
