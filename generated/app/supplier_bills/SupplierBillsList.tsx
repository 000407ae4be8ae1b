// GENERATED from schema/purchases/supplier_bills.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { supplierBillsColumns } from './columns';
export const SupplierBillsList = () => <DataList>{supplierBillsColumns}</DataList>;
