// GENERATED from schema/masterlists/employee_groups.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { employeeGroupsColumns } from './columns';
import { EmployeeGroupsCreate } from './EmployeeGroupsCreate';
import { EmployeeGroupsEdit } from './EmployeeGroupsEdit';
import { EmployeeGroupsForm } from './EmployeeGroupsForm';
import { EmployeeGroupsList } from './EmployeeGroupsList';
import { EmployeeGroupsShow } from './EmployeeGroupsShow';
const views: ResourceViews = {
  list: EmployeeGroupsList,
  create: EmployeeGroupsCreate,
  edit: EmployeeGroupsEdit,
  form: EmployeeGroupsForm,
  show: EmployeeGroupsShow,
  columns: employeeGroupsColumns,
  recordRepresentation: 'name',
};
export default views;
