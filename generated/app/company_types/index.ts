// GENERATED from schema/masterlists/company_types.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { companyTypesColumns } from './columns';
import { CompanyTypesCreate } from './CompanyTypesCreate';
import { CompanyTypesEdit } from './CompanyTypesEdit';
import { CompanyTypesForm } from './CompanyTypesForm';
import { CompanyTypesList } from './CompanyTypesList';
import { CompanyTypesShow } from './CompanyTypesShow';
const views: ResourceViews = {
  list: CompanyTypesList,
  create: CompanyTypesCreate,
  edit: CompanyTypesEdit,
  form: CompanyTypesForm,
  show: CompanyTypesShow,
  columns: companyTypesColumns,
  recordRepresentation: 'name',
};
export default views;
