// GENERATED from schema/records/timeline_headers.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { timelineHeadersColumns } from './columns';
export const TimelineHeadersList = () => <DataList>{timelineHeadersColumns}</DataList>;
