// GENERATED from schema/masterlists/trainings.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { trainingsColumns } from './columns';
import { TrainingsCreate } from './TrainingsCreate';
import { TrainingsEdit } from './TrainingsEdit';
import { TrainingsForm } from './TrainingsForm';
import { TrainingsList } from './TrainingsList';
import { TrainingsShow } from './TrainingsShow';
const views: ResourceViews = {
  list: TrainingsList,
  create: TrainingsCreate,
  edit: TrainingsEdit,
  form: TrainingsForm,
  show: TrainingsShow,
  columns: trainingsColumns,
  recordRepresentation: 'title',
};
export default views;
