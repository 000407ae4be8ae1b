// GENERATED from schema/e-commerce/online_order_lines.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { OnlineOrderLinesForm } from './OnlineOrderLinesForm';
export const OnlineOrderLinesEdit = () => (
  <ResourceEdit>
    <OnlineOrderLinesForm />

  </ResourceEdit>
);
