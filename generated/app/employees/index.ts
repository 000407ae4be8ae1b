// GENERATED from schema/masterlists/employees.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { employeesColumns } from './columns';
import { EmployeesCreate } from './EmployeesCreate';
import { EmployeesEdit } from './EmployeesEdit';
import { EmployeesForm } from './EmployeesForm';
import { EmployeesList } from './EmployeesList';
import { EmployeesShow } from './EmployeesShow';
const views: ResourceViews = {
  list: EmployeesList,
  create: EmployeesCreate,
  edit: EmployeesEdit,
  form: EmployeesForm,
  show: EmployeesShow,
  columns: employeesColumns,
  recordRepresentation: 'display_name',
};
export default views;
