// GENERATED from schema/agreements/contract_equipment.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const ContractEquipmentShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="contract_headers" link={false} />
    <ReferenceField source="product_id" reference="products" link={false} />
    <TextField source="description" />
    <TextField source="brand" />
    <TextField source="model" />
    <TextField source="serial_no" />
    <NumberField source="qty" />
    <TextField source="location" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
