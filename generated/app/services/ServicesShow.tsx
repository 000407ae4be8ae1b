// GENERATED from schema/masterlists/services.yaml by generator/. Do not edit.
import { MoneyField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
export const ServicesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <RichTextField source="description" />
    <MoneyField source="unit_price" />
    <TextField source="uom" />
    <BooleanField source="gst" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
