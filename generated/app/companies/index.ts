// GENERATED from schema/masterlists/companies.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { companiesColumns } from './columns';
import { CompaniesCreate } from './CompaniesCreate';
import { CompaniesEdit } from './CompaniesEdit';
import { CompaniesForm } from './CompaniesForm';
import { CompaniesList } from './CompaniesList';
import { CompaniesShow } from './CompaniesShow';
const views: ResourceViews = {
  list: CompaniesList,
  create: CompaniesCreate,
  edit: CompaniesEdit,
  form: CompaniesForm,
  show: CompaniesShow,
  columns: companiesColumns,
  recordRepresentation: 'company_name',
};
export default views;
