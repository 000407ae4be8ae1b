// GENERATED from schema/records/timelines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { timelinesColumns } from './columns';
export const TimelinesList = () => <DataList>{timelinesColumns}</DataList>;
