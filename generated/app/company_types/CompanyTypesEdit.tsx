// GENERATED from schema/masterlists/company_types.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { CompanyTypesForm } from './CompanyTypesForm';
export const CompanyTypesEdit = () => (
  <ResourceEdit>
    <CompanyTypesForm />

  </ResourceEdit>
);
