// GENERATED from schema/admin/user_availabilities.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { userAvailabilitiesColumns } from './columns';
export const UserAvailabilitiesList = () => <DataList>{userAvailabilitiesColumns}</DataList>;
