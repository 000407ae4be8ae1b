// GENERATED from schema/agreements/contract_sites.yaml by generator/. Do not edit.
import { LinkedReferenceInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('contract_sites');
export const ContractSitesForm = () => (
  <ResourceForm>
    <ReferenceInput source="header_id" reference="contract_headers"><AutocompleteInput validate={rules.header_id} /></ReferenceInput>
    <LinkedReferenceInput source="site_id" reference="company_locations" dependsOn={{ header_id: 'header.company_id' }} picker="company_site" validate={rules.site_id} />
    <NumberInput source="visits_per_year" validate={rules.visits_per_year} helperText="Preventive maintenance visits included each year" step={1} />
    <TextInput source="remarks" validate={rules.remarks} />
  </ResourceForm>
);
