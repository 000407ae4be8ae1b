// GENERATED from schema/sales-tools/payment_allocations.yaml by generator/. Do not edit.
import { MoneyField, ReferenceCell, StatusField } from '../../../src/app/crud';
/** The list columns of payment_allocations, shared by its list and any related list that shows it. */
export const paymentAllocationsColumns = [
  <ReferenceCell key="invoice_id" source="invoice_id" sortable={false} reference="sales_invoices" />,
  <MoneyField key="amount" source="amount" sortable={false} />,
  <StatusField key="status" source="status" />,
];
