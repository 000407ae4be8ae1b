// GENERATED from schema/sales-tools/quotation_lines.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { pricedLineInputs } from '../traits/PricedLineInputs';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('quotation_lines');
export const QuotationLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="quotations"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    {pricedLineInputs(rules)}
    {chainedLineInputs(rules)}
  </ResourceForm>
);
