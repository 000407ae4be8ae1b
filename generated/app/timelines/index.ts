// GENERATED from schema/records/timelines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { timelinesColumns } from './columns';
import { TimelinesCreate } from './TimelinesCreate';
import { TimelinesEdit } from './TimelinesEdit';
import { TimelinesForm } from './TimelinesForm';
import { TimelinesList } from './TimelinesList';
import { TimelinesShow } from './TimelinesShow';
const views: ResourceViews = {
  list: TimelinesList,
  create: TimelinesCreate,
  edit: TimelinesEdit,
  form: TimelinesForm,
  show: TimelinesShow,
  columns: timelinesColumns,
  recordRepresentation: 'remarks',
};
export default views;
