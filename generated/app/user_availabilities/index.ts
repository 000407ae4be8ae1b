// GENERATED from schema/admin/user_availabilities.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { userAvailabilitiesColumns } from './columns';
import { UserAvailabilitiesCreate } from './UserAvailabilitiesCreate';
import { UserAvailabilitiesEdit } from './UserAvailabilitiesEdit';
import { UserAvailabilitiesForm } from './UserAvailabilitiesForm';
import { UserAvailabilitiesList } from './UserAvailabilitiesList';
import { UserAvailabilitiesShow } from './UserAvailabilitiesShow';
const views: ResourceViews = {
  list: UserAvailabilitiesList,
  create: UserAvailabilitiesCreate,
  edit: UserAvailabilitiesEdit,
  form: UserAvailabilitiesForm,
  show: UserAvailabilitiesShow,
  columns: userAvailabilitiesColumns,
  recordRepresentation: 'reason',
};
export default views;
