// GENERATED from schema/e-commerce/online_order_lines.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { pricedLineInputs } from '../traits/PricedLineInputs';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
const rules = fieldRules('online_order_lines');
export const OnlineOrderLinesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="online_orders"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    {pricedLineInputs(rules)}
  </ResourceForm>
);
