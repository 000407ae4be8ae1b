// GENERATED from schema/sales-tools/rfqs.yaml by generator/. Do not edit.
import { ChildLines, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { ChainedDocumentInputs } from '../traits/ChainedDocumentInputs';
import { ChainedLineInputs } from '../traits/ChainedLineInputs';
import { PricedDocumentInputs } from '../traits/PricedDocumentInputs';
import { PricedLineInputs } from '../traits/PricedLineInputs';
import { TextInput } from 'react-admin';
const rules = fieldRules('rfqs');
const rfqLinesRules = fieldRules('rfq_lines');
export const RfqsForm = () => (
  <ResourceForm>
    <UnixDateInput source="rfq_date" validate={rules.rfq_date} />
    <UnixDateInput source="reply_by" validate={rules.reply_by} />
    <TextInput source="subject" validate={rules.subject} />
    <PricedDocumentInputs rules={rules} />
    <ChainedDocumentInputs rules={rules} />
    <ChildLines source="lines" label="resources.rfqs.fields.lines">
      <PricedLineInputs rules={rfqLinesRules} labels="resources.rfq_lines.fields" />
      <ChainedLineInputs rules={rfqLinesRules} labels="resources.rfq_lines.fields" />
    </ChildLines>
  </ResourceForm>
);
