// GENERATED from schema/masterlists/warehouses.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, TextField } from 'react-admin';
export const WarehousesShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="addr1" />
    <TextField source="addr2" />
    <TextField source="postal" />
    <TextField source="country" />
    <TextField source="contact_person" />
    <TextField source="tel" />
    <BooleanField source="is_default" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
