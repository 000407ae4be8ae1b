// GENERATED from schema/masterlists/company_locations.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { companyLocationsColumns } from './columns';
import { CompanyLocationsCreate } from './CompanyLocationsCreate';
import { CompanyLocationsEdit } from './CompanyLocationsEdit';
import { CompanyLocationsForm } from './CompanyLocationsForm';
import { CompanyLocationsList } from './CompanyLocationsList';
import { CompanyLocationsShow } from './CompanyLocationsShow';
const views: ResourceViews = {
  list: CompanyLocationsList,
  create: CompanyLocationsCreate,
  edit: CompanyLocationsEdit,
  form: CompanyLocationsForm,
  show: CompanyLocationsShow,
  columns: companyLocationsColumns,
  recordRepresentation: 'site_name',
};
export default views;
