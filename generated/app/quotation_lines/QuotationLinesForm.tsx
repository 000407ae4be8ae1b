// GENERATED from schema/sales-tools/quotation_lines.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { ChainedLineInputs } from '../traits/ChainedLineInputs';
import { PricedLineInputs } from '../traits/PricedLineInputs';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('quotation_lines');
export const QuotationLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="quotations"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <PricedLineInputs rules={rules} />
    <ChainedLineInputs rules={rules} />
  </ResourceForm>
);
