// GENERATED from schema/admin/users.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { usersColumns } from './columns';
import { UsersCreate } from './UsersCreate';
import { UsersEdit } from './UsersEdit';
import { UsersForm } from './UsersForm';
import { UsersList } from './UsersList';
import { UsersShow } from './UsersShow';
const views: ResourceViews = {
  list: UsersList,
  create: UsersCreate,
  edit: UsersEdit,
  form: UsersForm,
  show: UsersShow,
  columns: usersColumns,
  recordRepresentation: 'username',
};
export default views;
