// GENERATED from schema/agreements/contract_equipment.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of contract_equipment, shared by its list and any related list that shows it. */
export const contractEquipmentColumns = [
  <ReferenceCell key="product_id" source="product_id" sortable={false} reference="products" />,
  <TextField key="description" source="description" sortable={false} />,
  <TextField key="model" source="model" sortable={false} />,
  <TextField key="serial_no" source="serial_no" sortable={false} />,
  <NumberField key="qty" source="qty" sortable={false} />,
  <StatusField key="status" source="status" />,
];
