// GENERATED from schema/services-tools/relocation_jobs.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { relocationJobsColumns } from './columns';
export const RelocationJobsList = () => <DataList>{relocationJobsColumns}</DataList>;
