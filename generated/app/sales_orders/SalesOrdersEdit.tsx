// GENERATED from schema/sales-tools/sales_orders.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { SalesOrdersForm } from './SalesOrdersForm';
export const SalesOrdersEdit = () => (
  <ResourceEdit>
    <SalesOrdersForm />

  </ResourceEdit>
);
