// GENERATED from schema/masterlists/job_types.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { jobTypesColumns } from './columns';
export const JobTypesList = () => <DataList>{jobTypesColumns}</DataList>;
