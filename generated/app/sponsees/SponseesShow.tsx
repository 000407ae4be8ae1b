// GENERATED from schema/admin/sponsees.yaml by generator/. Do not edit.
import { MoneyField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { EmailField, ReferenceField, TextField } from 'react-admin';
export const SponseesShow = () => (
  <ResourceShow>
    <TextField source="name" />
    <OptionField source="sponsee_type" />
    <EmailField source="email" />
    <TextField source="mobile" />
    <TextField source="programme" />
    <OptionField source="sponsorship_type" />
    <MoneyField source="amount" />
    <TextField source="currency_id" />
    <UnixDateField source="start_date" />
    <UnixDateField source="end_date" />
    <ReferenceField source="coordinator_id" reference="employees" link={false} />
    <RichTextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
