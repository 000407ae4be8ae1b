// GENERATED from schema/agreements/contract_sites.yaml by generator/. Do not edit.
import { ResourceShow, StatusField, UnixDateField } from '../../../src/app/crud';
import { NumberField, ReferenceField, TextField } from 'react-admin';
export const ContractSitesShow = () => (
  <ResourceShow>
    <ReferenceField source="header_id" reference="contract_headers" link={false} />
    <ReferenceField source="site_id" reference="company_locations" link={false} />
    <NumberField source="visits_per_year" />
    <TextField source="remarks" />
    <StatusField source="status" />
    <UnixDateField source="created_at" showTime />
    <UnixDateField source="updated_at" showTime />
  </ResourceShow>
);
