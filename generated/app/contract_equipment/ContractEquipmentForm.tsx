// GENERATED from schema/agreements/contract_equipment.yaml by generator/. Do not edit.
import { LinkedReferenceInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('contract_equipment');
export const ContractEquipmentForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="contract_headers"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name', model: 'model' }} validate={rules.product_id} />
    <TextInput source="description" validate={rules.description} />
    <TextInput source="brand" validate={rules.brand} />
    <TextInput source="model" validate={rules.model} />
    <TextInput source="serial_no" validate={rules.serial_no} />
    <NumberInput source="qty" validate={rules.qty} step={1} />
    <TextInput source="location" validate={rules.location} helperText="Where the equipment stands at the site, e.g. level and room" />
  </ResourceForm>
);
