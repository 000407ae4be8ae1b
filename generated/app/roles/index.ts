// GENERATED from schema/admin/roles.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { rolesColumns } from './columns';
import { RolesCreate } from './RolesCreate';
import { RolesEdit } from './RolesEdit';
import { RolesForm } from './RolesForm';
import { RolesList } from './RolesList';
import { RolesShow } from './RolesShow';
const views: ResourceViews = {
  list: RolesList,
  create: RolesCreate,
  edit: RolesEdit,
  form: RolesForm,
  show: RolesShow,
  columns: rolesColumns,
  recordRepresentation: 'name',
};
export default views;
