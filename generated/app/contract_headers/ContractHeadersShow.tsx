// GENERATED from schema/agreements/contract_headers.yaml by generator/. Do not edit.
import { ChildLinesField, OptionField, ResourceShow, RichTextField, StatusField, UnixDateField } from '../../../src/app/crud';
import { contractEquipmentColumns } from '../contract_equipment/columns';
import { contractSitesColumns } from '../contract_sites/columns';
import { BooleanField, EmailField, NumberField, ReferenceField, TextField } from 'react-admin';
export const ContractHeadersShow = () => (
  <ResourceShow panels={["notes", "documents", "logs", "comments"]}>
    <TextField source="refnum" />
    <ReferenceField source="company_id" reference="companies" link={false} />
    <TextField source="company_name" />
    <TextField source="contract_type" />
    <OptionField source="contract_status" />
    <TextField source="chargeable_type" />
    <BooleanField source="contract_eligible" />
    <TextField source="description" />
    <RichTextField source="details" />
    <UnixDateField source="start_date" />
    <UnixDateField source="end_date" />
    <BooleanField source="gst" />
    <NumberField source="gst_percent" options={{ maximumFractionDigits: 6 }} />
    <TextField source="currency_id" />
    <NumberField source="exchange_rate" options={{ maximumFractionDigits: 6 }} />
    <TextField source="poc" />
    <TextField source="designation" />
    <EmailField source="email" />
    <TextField source="tel" />
    <TextField source="mobile" />
    <TextField source="fax" />
    <TextField source="addr1" />
    <TextField source="addr2" />
    <TextField source="country" />
    <TextField source="postal" />
    <ChildLinesField source="sites" reference="contract_sites" label="resources.contract_headers.fields.sites" columns={contractSitesColumns} />
    <ChildLinesField source="equipment" reference="contract_equipment" label="resources.contract_headers.fields.equipment" columns={contractEquipmentColumns} />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
