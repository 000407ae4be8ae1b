// GENERATED from schema/masterlists/company_groups.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { CompanyGroupsForm } from './CompanyGroupsForm';
export const CompanyGroupsEdit = () => (
  <ResourceEdit>
    <CompanyGroupsForm />

  </ResourceEdit>
);
