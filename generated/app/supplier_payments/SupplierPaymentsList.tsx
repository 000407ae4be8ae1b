// GENERATED from schema/purchases/supplier_payments.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { supplierPaymentsColumns } from './columns';
export const SupplierPaymentsList = () => <DataList>{supplierPaymentsColumns}</DataList>;
