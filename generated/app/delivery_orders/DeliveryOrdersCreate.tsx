// GENERATED from schema/sales-tools/delivery_orders.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { DeliveryOrdersForm } from './DeliveryOrdersForm';
export const DeliveryOrdersCreate = () => (
  <ResourceCreate>
    <DeliveryOrdersForm />
  </ResourceCreate>
);
