// GENERATED from schema/sales-tools/sales_invoice_lines.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { pricedLineInputs } from '../traits/PricedLineInputs';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('sales_invoice_lines');
export const SalesInvoiceLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="sales_invoices"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    {pricedLineInputs(rules)}
    {chainedLineInputs(rules)}
  </ResourceForm>
);
