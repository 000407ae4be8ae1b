// GENERATED from schema/e-commerce/promos.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, TextField } from 'react-admin';
export const PromosShow = () => (
  <ResourceShow>
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="description" />
    <OptionField source="discount_type" />
    <NumberField source="discount_value" options={{ maximumFractionDigits: 6 }} />
    <MoneyField source="min_order_amount" />
    <UnixDateField source="start_date" />
    <UnixDateField source="end_date" />
    <NumberField source="usage_limit" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
