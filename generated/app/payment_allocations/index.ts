// GENERATED from schema/sales-tools/payment_allocations.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { paymentAllocationsColumns } from './columns';
import { PaymentAllocationsCreate } from './PaymentAllocationsCreate';
import { PaymentAllocationsEdit } from './PaymentAllocationsEdit';
import { PaymentAllocationsForm } from './PaymentAllocationsForm';
import { PaymentAllocationsList } from './PaymentAllocationsList';
import { PaymentAllocationsShow } from './PaymentAllocationsShow';
const views: ResourceViews = {
  list: PaymentAllocationsList,
  create: PaymentAllocationsCreate,
  edit: PaymentAllocationsEdit,
  form: PaymentAllocationsForm,
  show: PaymentAllocationsShow,
  columns: paymentAllocationsColumns,
  recordRepresentation: 'invoice_id',
};
export default views;
