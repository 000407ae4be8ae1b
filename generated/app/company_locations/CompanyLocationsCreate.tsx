// GENERATED from schema/masterlists/company_locations.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { CompanyLocationsForm } from './CompanyLocationsForm';
export const CompanyLocationsCreate = () => (
  <ResourceCreate>
    <CompanyLocationsForm />
  </ResourceCreate>
);
