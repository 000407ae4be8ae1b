// GENERATED from schema/purchases/supplier_payment_allocations.yaml by generator/. Do not edit.
import { MoneyField, ReferenceCell, StatusField } from '../../../src/app/crud';
/** The list columns of supplier_payment_allocations, shared by its list and any related list that shows it. */
export const supplierPaymentAllocationsColumns = [
  <ReferenceCell key="bill_id" source="bill_id" sortable={false} reference="supplier_bills" />,
  <MoneyField key="amount" source="amount" sortable={false} />,
  <StatusField key="status" source="status" />,
];
