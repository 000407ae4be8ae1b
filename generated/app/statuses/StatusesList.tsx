// GENERATED from schema/masterlists/statuses.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { statusesColumns } from './columns';
export const StatusesList = () => <DataList>{statusesColumns}</DataList>;
