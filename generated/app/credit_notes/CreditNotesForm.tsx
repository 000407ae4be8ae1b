// GENERATED from schema/sales-tools/credit_notes.yaml by generator/. Do not edit.
import { ChildLines, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { chainedDocumentInputs } from '../traits/ChainedDocumentInputs';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { einvoicedDocumentInputs } from '../traits/EinvoicedDocumentInputs';
import { pricedDocumentInputs } from '../traits/PricedDocumentInputs';
import { pricedLineInputs } from '../traits/PricedLineInputs';
import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('credit_notes');
const creditNoteLinesRules = fieldRules('credit_note_lines');
export const CreditNotesForm = () => (
  <ResourceForm>
    <ReferenceInput source="invoice_id" reference="sales_invoices"><AutocompleteInput validate={rules.invoice_id} /></ReferenceInput>
    <UnixDateInput source="credit_note_date" validate={rules.credit_note_date} />
    <TextInput source="reason" validate={rules.reason} />
    <BooleanInput source="return_stock" validate={rules.return_stock} helperText="Put the goods credited back into the warehouse when confirmed" />
    <ReferenceInput source="warehouse_id" reference="warehouses"><AutocompleteInput validate={rules.warehouse_id} helperText="Where returned goods go; the default warehouse when left empty" /></ReferenceInput>
    {pricedDocumentInputs(rules)}
    {chainedDocumentInputs(rules)}
    {einvoicedDocumentInputs(rules)}
    <ChildLines source="lines" label="resources.credit_notes.fields.lines">
      {pricedLineInputs(creditNoteLinesRules, 'resources.credit_note_lines.fields')}
      {chainedLineInputs(creditNoteLinesRules, 'resources.credit_note_lines.fields')}
    </ChildLines>
  </ResourceForm>
);
