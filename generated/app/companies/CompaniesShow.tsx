// GENERATED from schema/masterlists/companies.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
export const CompaniesShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="company_id" />
    <TextField source="company_name" />
    <OptionField source="co_type" />
    <ReferenceField source="segment_id" reference="company_types" link={false} />
    <OptionField source="company_status" />
    <TextField source="uen" />
    <TextField source="peppol_id" />
    <TextField source="attn" />
    <EmailField source="email" />
    <TextField source="tel" />
    <TextField source="fax" />
    <TextField source="addr1" />
    <TextField source="addr2" />
    <TextField source="country" />
    <TextField source="postal" />
    <BooleanField source="gst" />
    <BooleanField source="no_payment_reminders" />
    <NumberField source="gst_percent" options={{ maximumFractionDigits: 6 }} />
    <TextField source="currency_id" />
    <TextField source="type" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
