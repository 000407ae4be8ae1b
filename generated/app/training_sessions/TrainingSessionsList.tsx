// GENERATED from schema/masterlists/training_sessions.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { trainingSessionsColumns } from './columns';
export const TrainingSessionsList = () => <DataList>{trainingSessionsColumns}</DataList>;
