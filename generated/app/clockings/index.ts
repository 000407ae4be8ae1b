// GENERATED from schema/admin/clockings.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { ClockingsCreate } from './ClockingsCreate';
import { ClockingsEdit } from './ClockingsEdit';
import { ClockingsForm } from './ClockingsForm';
import { ClockingsList } from './ClockingsList';
import { ClockingsShow } from './ClockingsShow';
import { clockingsColumns } from './columns';
const views: ResourceViews = {
  list: ClockingsList,
  create: ClockingsCreate,
  edit: ClockingsEdit,
  form: ClockingsForm,
  show: ClockingsShow,
  columns: clockingsColumns,
  recordRepresentation: 'id',
};
export default views;
