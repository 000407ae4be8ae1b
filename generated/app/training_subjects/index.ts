// GENERATED from schema/masterlists/training_subjects.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { trainingSubjectsColumns } from './columns';
import { TrainingSubjectsCreate } from './TrainingSubjectsCreate';
import { TrainingSubjectsEdit } from './TrainingSubjectsEdit';
import { TrainingSubjectsForm } from './TrainingSubjectsForm';
import { TrainingSubjectsList } from './TrainingSubjectsList';
import { TrainingSubjectsShow } from './TrainingSubjectsShow';
const views: ResourceViews = {
  list: TrainingSubjectsList,
  create: TrainingSubjectsCreate,
  edit: TrainingSubjectsEdit,
  form: TrainingSubjectsForm,
  show: TrainingSubjectsShow,
  columns: trainingSubjectsColumns,
  recordRepresentation: 'name',
};
export default views;
