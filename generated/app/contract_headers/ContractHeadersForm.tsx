// GENERATED from schema/agreements/contract_headers.yaml by generator/. Do not edit.
import { ChildLines, CodeReferenceInput, LinkedReferenceInput, OptionInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
const rules = fieldRules('contract_headers');
const contractSitesRules = fieldRules('contract_sites');
const contractEquipmentRules = fieldRules('contract_equipment');
export const ContractHeadersForm = () => (
  <ResourceForm>
    <LinkedReferenceInput source="company_id" reference="companies" choices={{ co_type: 'Customer' }} fills={{ company_name: 'company_name', poc: 'attn', email: 'email', tel: 'tel', fax: 'fax', addr1: 'addr1', addr2: 'addr2', country: 'country', postal: 'postal' }} picker="company" validate={rules.company_id} />
    <TextInput source="company_name" validate={rules.company_name} />
    <TextInput source="contract_type" validate={rules.contract_type} />
    <OptionInput source="contract_status" validate={rules.contract_status} />
    <TextInput source="chargeable_type" validate={rules.chargeable_type} />
    <BooleanInput source="contract_eligible" validate={rules.contract_eligible} />
    <TextInput source="description" validate={rules.description} />
    <RichTextInput source="details" validate={rules.details} />
    <UnixDateInput source="start_date" validate={rules.start_date} />
    <UnixDateInput source="end_date" validate={rules.end_date} />
    <BooleanInput source="gst" validate={rules.gst} />
    <NumberInput source="gst_percent" validate={rules.gst_percent} />
    <CodeReferenceInput source="currency_id" validate={rules.currency_id} reference="currencies" codeField="code" />
    <NumberInput source="exchange_rate" validate={rules.exchange_rate} />
    <TextInput source="poc" validate={rules.poc} />
    <TextInput source="designation" validate={rules.designation} />
    <TextInput source="email" validate={rules.email} autoComplete="email" />
    <TextInput source="tel" validate={rules.tel} type="tel" />
    <TextInput source="mobile" validate={rules.mobile} type="tel" />
    <TextInput source="fax" validate={rules.fax} type="tel" />
    <TextInput source="addr1" validate={rules.addr1} />
    <TextInput source="addr2" validate={rules.addr2} />
    <CodeReferenceInput source="country" validate={rules.country} reference="countries" codeField="name" />
    <TextInput source="postal" validate={rules.postal} />
    <ChildLines source="sites" label="resources.contract_headers.fields.sites">
      <LinkedReferenceInput source="site_id" reference="company_locations" dependsOn={{ header_id: 'header.company_id' }} picker="company_site" validate={contractSitesRules.site_id} label="resources.contract_sites.fields.site_id" />
      <NumberInput source="visits_per_year" validate={contractSitesRules.visits_per_year} helperText="Preventive maintenance visits included each year" label="resources.contract_sites.fields.visits_per_year" step={1} />
      <TextInput source="remarks" validate={contractSitesRules.remarks} label="resources.contract_sites.fields.remarks" />
    </ChildLines>
    <ChildLines source="equipment" label="resources.contract_headers.fields.equipment">
      <LinkedReferenceInput source="product_id" reference="products" fills={{ description: 'name', model: 'model' }} validate={contractEquipmentRules.product_id} label="resources.contract_equipment.fields.product_id" />
      <TextInput source="description" validate={contractEquipmentRules.description} label="resources.contract_equipment.fields.description" />
      <TextInput source="brand" validate={contractEquipmentRules.brand} label="resources.contract_equipment.fields.brand" />
      <TextInput source="model" validate={contractEquipmentRules.model} label="resources.contract_equipment.fields.model" />
      <TextInput source="serial_no" validate={contractEquipmentRules.serial_no} label="resources.contract_equipment.fields.serial_no" />
      <NumberInput source="qty" validate={contractEquipmentRules.qty} label="resources.contract_equipment.fields.qty" step={1} />
      <TextInput source="location" validate={contractEquipmentRules.location} helperText="Where the equipment stands at the site, e.g. level and room" label="resources.contract_equipment.fields.location" />
    </ChildLines>
  </ResourceForm>
);
