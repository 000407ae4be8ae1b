// GENERATED from schema/sales-tools/quotation_lines.yaml by generator/. Do not edit.
import { MoneyInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('quotation_lines');
export const QuotationLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="quotations"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <ReferenceInput source="product_id" reference="products"><AutocompleteInput validate={rules.product_id} /></ReferenceInput>
    <TextInput source="description" validate={rules.description} />
    <NumberInput source="qty" validate={rules.qty} />
    <TextInput source="uom" validate={rules.uom} />
    <MoneyInput source="unit_price" validate={rules.unit_price} />
    <NumberInput source="discount" validate={rules.discount} />
  </ResourceForm>
);
