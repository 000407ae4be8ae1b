// GENERATED from schema/agreements/contract_renewals.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { contractRenewalsColumns } from './columns';
export const ContractRenewalsList = () => <DataList>{contractRenewalsColumns}</DataList>;
