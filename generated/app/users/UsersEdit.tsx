// GENERATED from schema/admin/users.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { UsersForm } from './UsersForm';
export const UsersEdit = () => (
  <ResourceEdit>
    <UsersForm />

  </ResourceEdit>
);
