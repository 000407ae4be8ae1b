// GENERATED from schema/sales-tools/quotations.yaml by generator/. Do not edit.
import { ChildLines, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { ChainedDocumentInputs } from '../traits/ChainedDocumentInputs';
import { ChainedLineInputs } from '../traits/ChainedLineInputs';
import { PricedDocumentInputs } from '../traits/PricedDocumentInputs';
import { PricedLineInputs } from '../traits/PricedLineInputs';
const rules = fieldRules('quotations');
const quotationLinesRules = fieldRules('quotation_lines');
export const QuotationsForm = () => (
  <ResourceForm>
    <UnixDateInput source="quotation_date" validate={rules.quotation_date} />
    <UnixDateInput source="valid_until" validate={rules.valid_until} />
    <PricedDocumentInputs rules={rules} />
    <ChainedDocumentInputs rules={rules} />
    <ChildLines source="lines" label="resources.quotations.fields.lines">
      <PricedLineInputs rules={quotationLinesRules} labels="resources.quotation_lines.fields" />
      <ChainedLineInputs rules={quotationLinesRules} labels="resources.quotation_lines.fields" />
    </ChildLines>
  </ResourceForm>
);
