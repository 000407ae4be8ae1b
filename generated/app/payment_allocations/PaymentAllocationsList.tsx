// GENERATED from schema/sales-tools/payment_allocations.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { paymentAllocationsColumns } from './columns';
export const PaymentAllocationsList = () => <DataList>{paymentAllocationsColumns}</DataList>;
