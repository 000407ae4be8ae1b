// GENERATED from schema/feedbacks/incidents.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { incidentsColumns } from './columns';
import { IncidentsCreate } from './IncidentsCreate';
import { IncidentsEdit } from './IncidentsEdit';
import { IncidentsForm } from './IncidentsForm';
import { IncidentsList } from './IncidentsList';
import { IncidentsShow } from './IncidentsShow';
const views: ResourceViews = {
  list: IncidentsList,
  create: IncidentsCreate,
  edit: IncidentsEdit,
  form: IncidentsForm,
  show: IncidentsShow,
  columns: incidentsColumns,
  recordRepresentation: 'incident_no',
};
export default views;
