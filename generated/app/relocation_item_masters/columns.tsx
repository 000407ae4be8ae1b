// GENERATED from schema/masterlists/relocation_item_masters.yaml by generator/. Do not edit.
import { ReferenceCell, StatusField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
/** The list columns of relocation_item_masters, shared by its list and any related list that shows it. */
export const relocationItemMastersColumns = [
  <TextField key="item_code" source="item_code" />,
  <TextField key="description" source="description" />,
  <ReferenceCell key="category_id" source="category_id" sortable={false} reference="relocation_categories" />,
  <TextField key="uom" source="uom" sortable={false} />,
  <NumberField key="volume_cbm" source="volume_cbm" options={{ maximumFractionDigits: 6 }} />,
  <StatusField key="status" source="status" />,
];
