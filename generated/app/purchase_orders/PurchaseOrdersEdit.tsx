// GENERATED from schema/purchases/purchase_orders.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { PurchaseOrdersForm } from './PurchaseOrdersForm';
export const PurchaseOrdersEdit = () => (
  <ResourceEdit>
    <PurchaseOrdersForm />

  </ResourceEdit>
);
