// GENERATED from schema/sales-tools/delivery_order_lines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { DeliveryOrderLinesForm } from './DeliveryOrderLinesForm';
export const DeliveryOrderLinesCreate = () => (
  <ResourceCreate>
    <DeliveryOrderLinesForm />
  </ResourceCreate>
);
