// GENERATED from schema/masterlists/company_groups.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { CompanyGroupsForm } from './CompanyGroupsForm';
export const CompanyGroupsCreate = () => (
  <ResourceCreate>
    <CompanyGroupsForm />
  </ResourceCreate>
);
