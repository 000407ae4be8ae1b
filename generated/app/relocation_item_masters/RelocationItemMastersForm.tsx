// GENERATED from schema/masterlists/relocation_item_masters.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('relocation_item_masters');
export const RelocationItemMastersForm = () => (
  <ResourceForm>
    <TextInput source="item_code" validate={rules.item_code} />
    <TextInput source="description" validate={rules.description} />
    <ReferenceInput source="category_id" reference="relocation_categories"><AutocompleteInput validate={rules.category_id} /></ReferenceInput>
    <TextInput source="uom" validate={rules.uom} />
    <NumberInput source="length_cm" validate={rules.length_cm} />
    <NumberInput source="width_cm" validate={rules.width_cm} />
    <NumberInput source="height_cm" validate={rules.height_cm} />
    <NumberInput source="volume_cbm" validate={rules.volume_cbm} />
    <NumberInput source="weight_kg" validate={rules.weight_kg} />
  </ResourceForm>
);
