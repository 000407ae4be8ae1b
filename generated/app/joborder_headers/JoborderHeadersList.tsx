// GENERATED from schema/services-tools/joborder_headers.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { joborderHeadersColumns } from './columns';
export const JoborderHeadersList = () => <DataList>{joborderHeadersColumns}</DataList>;
