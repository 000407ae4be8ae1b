// GENERATED from schema/masterlists/company_locations.yaml by generator/. Do not edit.
import { AddressMapInput, CodeReferenceInput, OptionInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('company_locations');
export const CompanyLocationsForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="companies"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <TextInput source="site_id" validate={rules.site_id} />
    <TextInput source="site_name" validate={rules.site_name} />
    <TextInput source="attn" validate={rules.attn} />
    <TextInput source="tel" validate={rules.tel} type="tel" />
    <TextInput source="fax" validate={rules.fax} type="tel" />
    <TextInput source="email" validate={rules.email} autoComplete="email" />
    <TextInput source="addr1" validate={rules.addr1} />
    <TextInput source="addr2" validate={rules.addr2} />
    <CodeReferenceInput source="country" validate={rules.country} reference="countries" codeField="name" />
    <TextInput source="postal" validate={rules.postal} />
    <NumberInput source="latitude" validate={rules.latitude} />
    <NumberInput source="longitude" validate={rules.longitude} />
    <BooleanInput source="is_default" validate={rules.is_default} />
    <OptionInput source="co_type" validate={rules.co_type} />
    <OptionInput source="company_status" validate={rules.company_status} />
    <BooleanInput source="gst" validate={rules.gst} />
    <NumberInput source="gst_percent" validate={rules.gst_percent} />
    <CodeReferenceInput source="currency_id" validate={rules.currency_id} reference="currencies" codeField="code" />
    <AddressMapInput name="addr1" postal="postal" country="country" />
  </ResourceForm>
);
