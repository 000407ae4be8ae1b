// GENERATED from schema/purchases/supplier_bill_lines.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { supplierBillLinesColumns } from './columns';
import { SupplierBillLinesCreate } from './SupplierBillLinesCreate';
import { SupplierBillLinesEdit } from './SupplierBillLinesEdit';
import { SupplierBillLinesForm } from './SupplierBillLinesForm';
import { SupplierBillLinesList } from './SupplierBillLinesList';
import { SupplierBillLinesShow } from './SupplierBillLinesShow';
const views: ResourceViews = {
  list: SupplierBillLinesList,
  create: SupplierBillLinesCreate,
  edit: SupplierBillLinesEdit,
  form: SupplierBillLinesForm,
  show: SupplierBillLinesShow,
  columns: supplierBillLinesColumns,
  recordRepresentation: 'description',
};
export default views;
