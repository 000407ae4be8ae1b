// GENERATED from schema/sales-tools/delivery_orders.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { DeliveryOrdersForm } from './DeliveryOrdersForm';
export const DeliveryOrdersEdit = () => (
  <ResourceEdit>
    <DeliveryOrdersForm />

  </ResourceEdit>
);
