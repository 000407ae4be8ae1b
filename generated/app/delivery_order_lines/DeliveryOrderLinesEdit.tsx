// GENERATED from schema/sales-tools/delivery_order_lines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { DeliveryOrderLinesForm } from './DeliveryOrderLinesForm';
export const DeliveryOrderLinesEdit = () => (
  <ResourceEdit>
    <DeliveryOrderLinesForm />

  </ResourceEdit>
);
