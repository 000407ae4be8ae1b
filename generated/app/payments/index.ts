// GENERATED from schema/sales-tools/payments.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { paymentsColumns } from './columns';
import { PaymentsCreate } from './PaymentsCreate';
import { PaymentsEdit } from './PaymentsEdit';
import { PaymentsForm } from './PaymentsForm';
import { PaymentsList } from './PaymentsList';
import { PaymentsShow } from './PaymentsShow';
const views: ResourceViews = {
  list: PaymentsList,
  create: PaymentsCreate,
  edit: PaymentsEdit,
  form: PaymentsForm,
  show: PaymentsShow,
  columns: paymentsColumns,
  recordRepresentation: 'payment_no',
};
export default views;
