// GENERATED from schema/admin/users.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { usersColumns } from './columns';
export const UsersList = () => <DataList>{usersColumns}</DataList>;
