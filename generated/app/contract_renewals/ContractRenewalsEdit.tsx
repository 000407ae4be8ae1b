// GENERATED from schema/agreements/contract_renewals.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ContractRenewalsForm } from './ContractRenewalsForm';
export const ContractRenewalsEdit = () => (
  <ResourceEdit>
    <ContractRenewalsForm />

  </ResourceEdit>
);
