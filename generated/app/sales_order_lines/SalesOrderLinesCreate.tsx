// GENERATED from schema/sales-tools/sales_order_lines.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SalesOrderLinesForm } from './SalesOrderLinesForm';
export const SalesOrderLinesCreate = () => (
  <ResourceCreate>
    <SalesOrderLinesForm />
  </ResourceCreate>
);
