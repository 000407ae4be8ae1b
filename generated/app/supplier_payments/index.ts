// GENERATED from schema/purchases/supplier_payments.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { supplierPaymentsColumns } from './columns';
import { SupplierPaymentsCreate } from './SupplierPaymentsCreate';
import { SupplierPaymentsEdit } from './SupplierPaymentsEdit';
import { SupplierPaymentsForm } from './SupplierPaymentsForm';
import { SupplierPaymentsList } from './SupplierPaymentsList';
import { SupplierPaymentsShow } from './SupplierPaymentsShow';
const views: ResourceViews = {
  list: SupplierPaymentsList,
  create: SupplierPaymentsCreate,
  edit: SupplierPaymentsEdit,
  form: SupplierPaymentsForm,
  show: SupplierPaymentsShow,
  columns: supplierPaymentsColumns,
  recordRepresentation: 'payment_no',
};
export default views;
