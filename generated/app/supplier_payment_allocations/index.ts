// GENERATED from schema/purchases/supplier_payment_allocations.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { supplierPaymentAllocationsColumns } from './columns';
import { SupplierPaymentAllocationsCreate } from './SupplierPaymentAllocationsCreate';
import { SupplierPaymentAllocationsEdit } from './SupplierPaymentAllocationsEdit';
import { SupplierPaymentAllocationsForm } from './SupplierPaymentAllocationsForm';
import { SupplierPaymentAllocationsList } from './SupplierPaymentAllocationsList';
import { SupplierPaymentAllocationsShow } from './SupplierPaymentAllocationsShow';
const views: ResourceViews = {
  list: SupplierPaymentAllocationsList,
  create: SupplierPaymentAllocationsCreate,
  edit: SupplierPaymentAllocationsEdit,
  form: SupplierPaymentAllocationsForm,
  show: SupplierPaymentAllocationsShow,
  columns: supplierPaymentAllocationsColumns,
  recordRepresentation: 'bill_id',
};
export default views;
