// GENERATED from schema/agreements/planned_visits.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { plannedVisitsColumns } from './columns';
import { PlannedVisitsCreate } from './PlannedVisitsCreate';
import { PlannedVisitsEdit } from './PlannedVisitsEdit';
import { PlannedVisitsForm } from './PlannedVisitsForm';
import { PlannedVisitsList } from './PlannedVisitsList';
import { PlannedVisitsShow } from './PlannedVisitsShow';
const views: ResourceViews = {
  list: PlannedVisitsList,
  create: PlannedVisitsCreate,
  edit: PlannedVisitsEdit,
  form: PlannedVisitsForm,
  show: PlannedVisitsShow,
  columns: plannedVisitsColumns,
  recordRepresentation: 'description',
};
export default views;
