// GENERATED from schema/e-commerce/online_orders.yaml by generator/. Do not edit.
import { ChildLines, CodeReferenceInput, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { pricedDocumentInputs } from '../traits/PricedDocumentInputs';
import { pricedLineInputs } from '../traits/PricedLineInputs';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('online_orders');
const onlineOrderLinesRules = fieldRules('online_order_lines');
export const OnlineOrdersForm = () => (
  <ResourceForm>
    <UnixDateInput source="order_date" validate={rules.order_date} showTime />
    <TextInput source="customer_name" validate={rules.customer_name} />
    <TextInput source="customer_email" validate={rules.customer_email} autoComplete="email" />
    <TextInput source="customer_phone" validate={rules.customer_phone} type="tel" />
    <TextInput source="addr1" validate={rules.addr1} />
    <TextInput source="addr2" validate={rules.addr2} />
    <CodeReferenceInput source="country" validate={rules.country} reference="countries" codeField="name" />
    <TextInput source="postal" validate={rules.postal} />
    <OptionInput source="payment_method" validate={rules.payment_method} />
    <OptionInput source="payment_status" validate={rules.payment_status} />
    <OptionInput source="fulfilment_status" validate={rules.fulfilment_status} />
    <ReferenceInput source="promo_id" reference="promos"><AutocompleteInput validate={rules.promo_id} /></ReferenceInput>
    {pricedDocumentInputs(rules)}
    <ChildLines source="lines" label="resources.online_orders.fields.lines">
      {pricedLineInputs(onlineOrderLinesRules, 'resources.online_order_lines.fields')}
    </ChildLines>
  </ResourceForm>
);
