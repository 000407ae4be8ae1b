// GENERATED from schema/masterlists/companies.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { CompaniesForm } from './CompaniesForm';
export const CompaniesCreate = () => (
  <ResourceCreate>
    <CompaniesForm />
  </ResourceCreate>
);
