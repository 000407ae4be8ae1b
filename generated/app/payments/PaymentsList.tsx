// GENERATED from schema/sales-tools/payments.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { paymentsColumns } from './columns';
export const PaymentsList = () => <DataList>{paymentsColumns}</DataList>;
