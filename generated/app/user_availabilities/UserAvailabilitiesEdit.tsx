// GENERATED from schema/admin/user_availabilities.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { UserAvailabilitiesForm } from './UserAvailabilitiesForm';
export const UserAvailabilitiesEdit = () => (
  <ResourceEdit>
    <UserAvailabilitiesForm />

  </ResourceEdit>
);
