// GENERATED from schema/e-commerce/online_orders.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { OnlineOrdersForm } from './OnlineOrdersForm';
export const OnlineOrdersEdit = () => (
  <ResourceEdit>
    <OnlineOrdersForm />

  </ResourceEdit>
);
