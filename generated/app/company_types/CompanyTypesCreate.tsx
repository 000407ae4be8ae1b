// GENERATED from schema/masterlists/company_types.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { CompanyTypesForm } from './CompanyTypesForm';
export const CompanyTypesCreate = () => (
  <ResourceCreate>
    <CompanyTypesForm />
  </ResourceCreate>
);
