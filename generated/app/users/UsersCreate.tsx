// GENERATED from schema/admin/users.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { UsersForm } from './UsersForm';
export const UsersCreate = () => (
  <ResourceCreate>
    <UsersForm />
  </ResourceCreate>
);
