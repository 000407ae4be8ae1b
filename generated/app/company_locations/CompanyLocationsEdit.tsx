// GENERATED from schema/masterlists/company_locations.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { CompanyLocationsForm } from './CompanyLocationsForm';
export const CompanyLocationsEdit = () => (
  <ResourceEdit>
    <CompanyLocationsForm />

  </ResourceEdit>
);
