// GENERATED from schema/sales-tools/sales_invoices.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { salesInvoicesColumns } from './columns';
export const SalesInvoicesList = () => <DataList>{salesInvoicesColumns}</DataList>;
