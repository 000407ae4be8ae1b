// GENERATED from schema/e-commerce/online_order_lines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { OnlineOrderLinesForm } from './OnlineOrderLinesForm';
export const OnlineOrderLinesCreate = () => (
  <ResourceCreate>
    <OnlineOrderLinesForm />
  </ResourceCreate>
);
