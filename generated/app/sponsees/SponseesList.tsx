// GENERATED from schema/admin/sponsees.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { sponseesColumns } from './columns';
export const SponseesList = () => <DataList>{sponseesColumns}</DataList>;
