// GENERATED from schema/purchases/supplier_bills.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { supplierBillsColumns } from './columns';
import { SupplierBillsCreate } from './SupplierBillsCreate';
import { SupplierBillsEdit } from './SupplierBillsEdit';
import { SupplierBillsForm } from './SupplierBillsForm';
import { SupplierBillsList } from './SupplierBillsList';
import { SupplierBillsShow } from './SupplierBillsShow';
const views: ResourceViews = {
  list: SupplierBillsList,
  create: SupplierBillsCreate,
  edit: SupplierBillsEdit,
  form: SupplierBillsForm,
  show: SupplierBillsShow,
  columns: supplierBillsColumns,
  recordRepresentation: 'bill_no',
};
export default views;
