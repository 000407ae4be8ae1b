// GENERATED from schema/sales-tools/quotations.yaml by generator/. Do not edit.
import { ChildLines, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { chainedDocumentInputs } from '../traits/ChainedDocumentInputs';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { pricedDocumentInputs } from '../traits/PricedDocumentInputs';
import { pricedLineInputs } from '../traits/PricedLineInputs';
const rules = fieldRules('quotations');
const quotationLinesRules = fieldRules('quotation_lines');
export const QuotationsForm = () => (
  <ResourceForm>
    <UnixDateInput source="quotation_date" validate={rules.quotation_date} />
    <UnixDateInput source="valid_until" validate={rules.valid_until} />
    {pricedDocumentInputs(rules)}
    {chainedDocumentInputs(rules)}
    <ChildLines source="lines" label="resources.quotations.fields.lines">
      {pricedLineInputs(quotationLinesRules, 'resources.quotation_lines.fields')}
      {chainedLineInputs(quotationLinesRules, 'resources.quotation_lines.fields')}
    </ChildLines>
  </ResourceForm>
);
