// GENERATED from schema/services-tools/relocation_job_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { relocationJobLinesColumns } from './columns';
export const RelocationJobLinesList = () => <DataList>{relocationJobLinesColumns}</DataList>;
