// GENERATED from schema/purchases/supplier_payment_allocations.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { supplierPaymentAllocationsColumns } from './columns';
export const SupplierPaymentAllocationsList = () => <DataList>{supplierPaymentAllocationsColumns}</DataList>;
