// GENERATED from schema/sales-tools/payments.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { PaymentsForm } from './PaymentsForm';
export const PaymentsEdit = () => (
  <ResourceEdit>
    <PaymentsForm />

  </ResourceEdit>
);
