// GENERATED from schema/purchases/purchase_orders.yaml by generator/. Do not edit.
import { RelatedList, ResourceEdit } from '../../../src/app/crud';
import { supplierMovementsColumns } from '../supplier_movements/columns';
import { SupplierMovementsForm } from '../supplier_movements/SupplierMovementsForm';
import { PurchaseOrdersForm } from './PurchaseOrdersForm';
export const PurchaseOrdersEdit = () => (
  <ResourceEdit>
    <PurchaseOrdersForm />
    <RelatedList reference="supplier_movements" target="purchase_order_id" columns={supplierMovementsColumns} form={<SupplierMovementsForm />} />
  </ResourceEdit>
);
