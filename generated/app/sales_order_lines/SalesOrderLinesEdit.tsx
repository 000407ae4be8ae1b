// GENERATED from schema/sales-tools/sales_order_lines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SalesOrderLinesForm } from './SalesOrderLinesForm';
export const SalesOrderLinesEdit = () => (
  <ResourceEdit>
    <SalesOrderLinesForm />

  </ResourceEdit>
);
