// GENERATED from schema/agreements/contract_renewals.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ContractRenewalsForm } from './ContractRenewalsForm';
export const ContractRenewalsCreate = () => (
  <ResourceCreate>
    <ContractRenewalsForm />
  </ResourceCreate>
);
