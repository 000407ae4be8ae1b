// GENERATED from schema/admin/user_availabilities.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { UserAvailabilitiesForm } from './UserAvailabilitiesForm';
export const UserAvailabilitiesCreate = () => (
  <ResourceCreate>
    <UserAvailabilitiesForm />
  </ResourceCreate>
);
