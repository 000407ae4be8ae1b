// GENERATED from schema/e-commerce/promos.yaml by generator/. Do not edit.
import { MoneyInput, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
const rules = fieldRules('promos');
export const PromosForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
    <OptionInput source="discount_type" validate={rules.discount_type} />
    <NumberInput source="discount_value" validate={rules.discount_value} helperText="A percentage or an amount in SGD, as the discount type says" />
    <MoneyInput source="min_order_amount" validate={rules.min_order_amount} />
    <UnixDateInput source="start_date" validate={rules.start_date} />
    <UnixDateInput source="end_date" validate={rules.end_date} />
    <NumberInput source="usage_limit" validate={rules.usage_limit} helperText="How many orders may use the code; empty for no limit" step={1} />
  </ResourceForm>
);
