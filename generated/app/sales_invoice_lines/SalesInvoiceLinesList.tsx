// GENERATED from schema/sales-tools/sales_invoice_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { salesInvoiceLinesColumns } from './columns';
export const SalesInvoiceLinesList = () => <DataList>{salesInvoiceLinesColumns}</DataList>;
