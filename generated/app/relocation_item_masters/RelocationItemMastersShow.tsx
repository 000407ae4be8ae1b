// GENERATED from schema/masterlists/relocation_item_masters.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const RelocationItemMastersShow = () => (
  <ResourceShow>
    <TextField source="item_code" />
    <TextField source="description" />
    <ReferenceField source="category_id" reference="relocation_categories" link={false} />
    <TextField source="uom" />
    <NumberField source="length_cm" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="width_cm" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="height_cm" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="volume_cbm" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="weight_kg" options={{ maximumFractionDigits: 6 }} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
