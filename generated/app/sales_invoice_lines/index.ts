// GENERATED from schema/sales-tools/sales_invoice_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { salesInvoiceLinesColumns } from './columns';
import { SalesInvoiceLinesCreate } from './SalesInvoiceLinesCreate';
import { SalesInvoiceLinesEdit } from './SalesInvoiceLinesEdit';
import { SalesInvoiceLinesForm } from './SalesInvoiceLinesForm';
import { SalesInvoiceLinesList } from './SalesInvoiceLinesList';
import { SalesInvoiceLinesShow } from './SalesInvoiceLinesShow';
const views: ResourceViews = {
  list: SalesInvoiceLinesList,
  create: SalesInvoiceLinesCreate,
  edit: SalesInvoiceLinesEdit,
  form: SalesInvoiceLinesForm,
  show: SalesInvoiceLinesShow,
  columns: salesInvoiceLinesColumns,
  recordRepresentation: 'description',
};
export default views;
