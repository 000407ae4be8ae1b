// GENERATED from schema/sales-tools/sales_invoices.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SalesInvoicesForm } from './SalesInvoicesForm';
export const SalesInvoicesCreate = () => (
  <ResourceCreate>
    <SalesInvoicesForm />
  </ResourceCreate>
);
