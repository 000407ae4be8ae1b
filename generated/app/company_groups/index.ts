// GENERATED from schema/masterlists/company_groups.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { companyGroupsColumns } from './columns';
import { CompanyGroupsCreate } from './CompanyGroupsCreate';
import { CompanyGroupsEdit } from './CompanyGroupsEdit';
import { CompanyGroupsForm } from './CompanyGroupsForm';
import { CompanyGroupsList } from './CompanyGroupsList';
import { CompanyGroupsShow } from './CompanyGroupsShow';
const views: ResourceViews = {
  list: CompanyGroupsList,
  create: CompanyGroupsCreate,
  edit: CompanyGroupsEdit,
  form: CompanyGroupsForm,
  show: CompanyGroupsShow,
  columns: companyGroupsColumns,
  recordRepresentation: 'name',
};
export default views;
