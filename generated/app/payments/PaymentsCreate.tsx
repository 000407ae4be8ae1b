// GENERATED from schema/sales-tools/payments.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { PaymentsForm } from './PaymentsForm';
export const PaymentsCreate = () => (
  <ResourceCreate>
    <PaymentsForm />
  </ResourceCreate>
);
