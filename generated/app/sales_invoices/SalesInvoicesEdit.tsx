// GENERATED from schema/sales-tools/sales_invoices.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SalesInvoicesForm } from './SalesInvoicesForm';
export const SalesInvoicesEdit = () => (
  <ResourceEdit>
    <SalesInvoicesForm />

  </ResourceEdit>
);
