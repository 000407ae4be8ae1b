// GENERATED from schema/admin/clockings.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { clockingsColumns } from './columns';
export const ClockingsList = () => <DataList>{clockingsColumns}</DataList>;
