// GENERATED from schema/masterlists/training_sessions.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { trainingSessionsColumns } from './columns';
import { TrainingSessionsCreate } from './TrainingSessionsCreate';
import { TrainingSessionsEdit } from './TrainingSessionsEdit';
import { TrainingSessionsForm } from './TrainingSessionsForm';
import { TrainingSessionsList } from './TrainingSessionsList';
import { TrainingSessionsShow } from './TrainingSessionsShow';
const views: ResourceViews = {
  list: TrainingSessionsList,
  create: TrainingSessionsCreate,
  edit: TrainingSessionsEdit,
  form: TrainingSessionsForm,
  show: TrainingSessionsShow,
  columns: trainingSessionsColumns,
  recordRepresentation: 'title',
};
export default views;
