// GENERATED from schema/sales-tools/sales_invoice_lines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SalesInvoiceLinesForm } from './SalesInvoiceLinesForm';
export const SalesInvoiceLinesCreate = () => (
  <ResourceCreate>
    <SalesInvoiceLinesForm />
  </ResourceCreate>
);
