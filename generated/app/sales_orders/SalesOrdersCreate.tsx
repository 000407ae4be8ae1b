// GENERATED from schema/sales-tools/sales_orders.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { SalesOrdersForm } from './SalesOrdersForm';
export const SalesOrdersCreate = () => (
  <ResourceCreate>
    <SalesOrdersForm />
  </ResourceCreate>
);
