// GENERATED from schema/sales-tools/gst_periods.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { gstPeriodsColumns } from './columns';
import { GstPeriodsCreate } from './GstPeriodsCreate';
import { GstPeriodsEdit } from './GstPeriodsEdit';
import { GstPeriodsForm } from './GstPeriodsForm';
import { GstPeriodsList } from './GstPeriodsList';
import { GstPeriodsShow } from './GstPeriodsShow';
const views: ResourceViews = {
  list: GstPeriodsList,
  create: GstPeriodsCreate,
  edit: GstPeriodsEdit,
  form: GstPeriodsForm,
  show: GstPeriodsShow,
  columns: gstPeriodsColumns,
  recordRepresentation: 'from',
};
export default views;
