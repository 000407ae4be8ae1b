// GENERATED from schema/e-commerce/online_orders.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { OnlineOrdersForm } from './OnlineOrdersForm';
export const OnlineOrdersCreate = () => (
  <ResourceCreate>
    <OnlineOrdersForm />
  </ResourceCreate>
);
