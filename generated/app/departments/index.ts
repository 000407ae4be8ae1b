// GENERATED from schema/masterlists/departments.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { departmentsColumns } from './columns';
import { DepartmentsCreate } from './DepartmentsCreate';
import { DepartmentsEdit } from './DepartmentsEdit';
import { DepartmentsForm } from './DepartmentsForm';
import { DepartmentsList } from './DepartmentsList';
import { DepartmentsShow } from './DepartmentsShow';
const views: ResourceViews = {
  list: DepartmentsList,
  create: DepartmentsCreate,
  edit: DepartmentsEdit,
  form: DepartmentsForm,
  show: DepartmentsShow,
  columns: departmentsColumns,
  recordRepresentation: 'name',
};
export default views;
