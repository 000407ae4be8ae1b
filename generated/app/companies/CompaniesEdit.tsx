// GENERATED from schema/masterlists/companies.yaml by generator/. Do not edit.
import { RelatedList, ResourceEdit } from '../../../src/app/crud';
import { companyLocationsColumns } from '../company_locations/columns';
import { CompanyLocationsForm } from '../company_locations/CompanyLocationsForm';
import { CompaniesForm } from './CompaniesForm';
export const CompaniesEdit = () => (
  <ResourceEdit>
    <CompaniesForm />
    <RelatedList reference="company_locations" target="header_id" columns={companyLocationsColumns} form={<CompanyLocationsForm />} />
  </ResourceEdit>
);
