// GENERATED from schema/admin/roles.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { RolesForm } from './RolesForm';
export const RolesCreate = () => (
  <ResourceCreate>
    <RolesForm />
  </ResourceCreate>
);
