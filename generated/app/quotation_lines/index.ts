// GENERATED from schema/sales-tools/quotation_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { quotationLinesColumns } from './columns';
import { QuotationLinesCreate } from './QuotationLinesCreate';
import { QuotationLinesEdit } from './QuotationLinesEdit';
import { QuotationLinesForm } from './QuotationLinesForm';
import { QuotationLinesList } from './QuotationLinesList';
import { QuotationLinesShow } from './QuotationLinesShow';
const views: ResourceViews = {
  list: QuotationLinesList,
  create: QuotationLinesCreate,
  edit: QuotationLinesEdit,
  form: QuotationLinesForm,
  show: QuotationLinesShow,
  columns: quotationLinesColumns,
  recordRepresentation: 'description',
};
export default views;
