// GENERATED from schema/sales-tools/sales_invoice_lines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SalesInvoiceLinesForm } from './SalesInvoiceLinesForm';
export const SalesInvoiceLinesEdit = () => (
  <ResourceEdit>
    <SalesInvoiceLinesForm />

  </ResourceEdit>
);
