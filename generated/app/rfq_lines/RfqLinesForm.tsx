// GENERATED from schema/sales-tools/rfq_lines.yaml by generator/. Do not edit.
import { LinkedReferenceInput, MoneyInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('rfq_lines');
export const RfqLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="rfqs"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name', uom: 'uom' }} validate={rules.product_id} />
    <TextInput source="description" validate={rules.description} />
    <NumberInput source="qty" validate={rules.qty} />
    <TextInput source="uom" validate={rules.uom} />
    <MoneyInput source="target_price" validate={rules.target_price} />
  </ResourceForm>
);
