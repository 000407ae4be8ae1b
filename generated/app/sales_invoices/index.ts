// GENERATED from schema/sales-tools/sales_invoices.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { salesInvoicesColumns } from './columns';
import { SalesInvoicesCreate } from './SalesInvoicesCreate';
import { SalesInvoicesEdit } from './SalesInvoicesEdit';
import { SalesInvoicesForm } from './SalesInvoicesForm';
import { SalesInvoicesList } from './SalesInvoicesList';
import { SalesInvoicesShow } from './SalesInvoicesShow';
const views: ResourceViews = {
  list: SalesInvoicesList,
  create: SalesInvoicesCreate,
  edit: SalesInvoicesEdit,
  form: SalesInvoicesForm,
  show: SalesInvoicesShow,
  columns: salesInvoicesColumns,
  recordRepresentation: 'invoice_no',
};
export default views;
