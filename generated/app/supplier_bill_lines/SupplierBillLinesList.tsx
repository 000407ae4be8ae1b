// GENERATED from schema/purchases/supplier_bill_lines.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { supplierBillLinesColumns } from './columns';
export const SupplierBillLinesList = () => <DataList>{supplierBillLinesColumns}</DataList>;
