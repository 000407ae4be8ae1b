// GENERATED from schema/sales-tools/rfq_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { rfqLinesColumns } from './columns';
import { RfqLinesCreate } from './RfqLinesCreate';
import { RfqLinesEdit } from './RfqLinesEdit';
import { RfqLinesForm } from './RfqLinesForm';
import { RfqLinesList } from './RfqLinesList';
import { RfqLinesShow } from './RfqLinesShow';
const views: ResourceViews = {
  list: RfqLinesList,
  create: RfqLinesCreate,
  edit: RfqLinesEdit,
  form: RfqLinesForm,
  show: RfqLinesShow,
  columns: rfqLinesColumns,
  recordRepresentation: 'description',
};
export default views;
