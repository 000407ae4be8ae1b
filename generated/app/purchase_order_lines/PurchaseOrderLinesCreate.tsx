// GENERATED from schema/purchases/purchase_order_lines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { PurchaseOrderLinesForm } from './PurchaseOrderLinesForm';
export const PurchaseOrderLinesCreate = () => (
  <ResourceCreate>
    <PurchaseOrderLinesForm />
  </ResourceCreate>
);
