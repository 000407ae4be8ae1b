// GENERATED from schema/sales-tools/credit_note_lines.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { pricedLineInputs } from '../traits/PricedLineInputs';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('credit_note_lines');
export const CreditNoteLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="credit_notes"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    {pricedLineInputs(rules)}
    {chainedLineInputs(rules)}
  </ResourceForm>
);
