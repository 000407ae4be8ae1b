// GENERATED from schema/masterlists/relocation_item_masters.yaml by generator/. Do not edit.
import { StatusField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
/** The list columns of relocation_item_masters, shared by its list and any related list that shows it. */
export const relocationItemMastersColumns = [
  <TextField key="item_code" source="item_code" />,
  <TextField key="description" source="description" />,
  <ReferenceField key="category_id" source="category_id" sortable={false} reference="relocation_categories" link={false} />,
  <TextField key="uom" source="uom" sortable={false} />,
  <NumberField key="volume_cbm" source="volume_cbm" />,
  <StatusField key="status" source="status" />,
];
