// GENERATED from schema/masterlists/trainings.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { trainingsColumns } from './columns';
export const TrainingsList = () => <DataList>{trainingsColumns}</DataList>;
