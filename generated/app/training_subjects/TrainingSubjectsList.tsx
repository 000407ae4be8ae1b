// GENERATED from schema/masterlists/training_subjects.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { trainingSubjectsColumns } from './columns';
export const TrainingSubjectsList = () => <DataList>{trainingSubjectsColumns}</DataList>;
