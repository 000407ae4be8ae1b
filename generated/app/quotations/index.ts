// GENERATED from schema/sales-tools/quotations.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { quotationsColumns } from './columns';
import { QuotationsCreate } from './QuotationsCreate';
import { QuotationsEdit } from './QuotationsEdit';
import { QuotationsForm } from './QuotationsForm';
import { QuotationsList } from './QuotationsList';
import { QuotationsShow } from './QuotationsShow';
const views: ResourceViews = {
  list: QuotationsList,
  create: QuotationsCreate,
  edit: QuotationsEdit,
  form: QuotationsForm,
  show: QuotationsShow,
  columns: quotationsColumns,
  recordRepresentation: 'quotation_no',
};
export default views;
