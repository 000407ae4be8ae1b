// GENERATED from schema/admin/roles.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { rolesColumns } from './columns';
export const RolesList = () => <DataList>{rolesColumns}</DataList>;
