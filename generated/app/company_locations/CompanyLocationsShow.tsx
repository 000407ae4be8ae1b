// GENERATED from schema/masterlists/company_locations.yaml by generator/. Do not edit.
import { OptionField, ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { BooleanField, EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
export const CompanyLocationsShow = () => (
  <ResourceShow panels={["notes", "documents", "logs"]}>
    <ReferenceField source="header_id" reference="companies" link={false} />
    <TextField source="site_id" />
    <TextField source="site_name" />
    <TextField source="attn" />
    <TextField source="tel" />
    <TextField source="fax" />
    <EmailField source="email" />
    <TextField source="addr1" />
    <TextField source="addr2" />
    <TextField source="country" />
    <TextField source="postal" />
    <NumberField source="latitude" options={{ maximumFractionDigits: 6 }} />
    <NumberField source="longitude" options={{ maximumFractionDigits: 6 }} />
    <BooleanField source="is_default" />
    <OptionField source="co_type" />
    <OptionField source="company_status" />
    <BooleanField source="gst" />
    <NumberField source="gst_percent" options={{ maximumFractionDigits: 6 }} />
    <TextField source="currency_id" />
    <TextField source="type" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
