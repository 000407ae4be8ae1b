// GENERATED from schema/masterlists/gst_rates.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { gstRatesColumns } from './columns';
import { GstRatesCreate } from './GstRatesCreate';
import { GstRatesEdit } from './GstRatesEdit';
import { GstRatesForm } from './GstRatesForm';
import { GstRatesList } from './GstRatesList';
import { GstRatesShow } from './GstRatesShow';
const views: ResourceViews = {
  list: GstRatesList,
  create: GstRatesCreate,
  edit: GstRatesEdit,
  form: GstRatesForm,
  show: GstRatesShow,
  columns: gstRatesColumns,
  recordRepresentation: 'code',
};
export default views;
