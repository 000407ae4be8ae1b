// GENERATED from schema/purchases/purchase_order_lines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { PurchaseOrderLinesForm } from './PurchaseOrderLinesForm';
export const PurchaseOrderLinesEdit = () => (
  <ResourceEdit>
    <PurchaseOrderLinesForm />

  </ResourceEdit>
);
