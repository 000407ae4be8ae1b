// GENERATED from schema/dev-tools/numbering_series.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { numberingSeriesColumns } from './columns';
import { NumberingSeriesCreate } from './NumberingSeriesCreate';
import { NumberingSeriesEdit } from './NumberingSeriesEdit';
import { NumberingSeriesForm } from './NumberingSeriesForm';
import { NumberingSeriesList } from './NumberingSeriesList';
import { NumberingSeriesShow } from './NumberingSeriesShow';
const views: ResourceViews = {
  list: NumberingSeriesList,
  create: NumberingSeriesCreate,
  edit: NumberingSeriesEdit,
  form: NumberingSeriesForm,
  show: NumberingSeriesShow,
  columns: numberingSeriesColumns,
  recordRepresentation: 'code',
};
export default views;
