// GENERATED from schema/admin/roles.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { RolesForm } from './RolesForm';
export const RolesEdit = () => (
  <ResourceEdit>
    <RolesForm />

  </ResourceEdit>
);
