// GENERATED from schema/purchases/purchase_orders.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { PurchaseOrdersForm } from './PurchaseOrdersForm';
export const PurchaseOrdersCreate = () => (
  <ResourceCreate>
    <PurchaseOrdersForm />
  </ResourceCreate>
);
