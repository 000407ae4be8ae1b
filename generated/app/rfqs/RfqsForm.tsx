// GENERATED from schema/sales-tools/rfqs.yaml by generator/. Do not edit.
import { ChildLines, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { chainedDocumentInputs } from '../traits/ChainedDocumentInputs';
import { chainedLineInputs } from '../traits/ChainedLineInputs';
import { pricedDocumentInputs } from '../traits/PricedDocumentInputs';
import { pricedLineInputs } from '../traits/PricedLineInputs';
import { TextInput } from 'react-admin';
const rules = fieldRules('rfqs');
const rfqLinesRules = fieldRules('rfq_lines');
export const RfqsForm = () => (
  <ResourceForm>
    <UnixDateInput source="rfq_date" validate={rules.rfq_date} />
    <UnixDateInput source="reply_by" validate={rules.reply_by} />
    <TextInput source="subject" validate={rules.subject} />
    {pricedDocumentInputs(rules)}
    {chainedDocumentInputs(rules)}
    <ChildLines source="lines" label="resources.rfqs.fields.lines">
      {pricedLineInputs(rfqLinesRules, 'resources.rfq_lines.fields')}
      {chainedLineInputs(rfqLinesRules, 'resources.rfq_lines.fields')}
    </ChildLines>
  </ResourceForm>
);
