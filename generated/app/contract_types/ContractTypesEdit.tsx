// GENERATED from schema/masterlists/contract_types.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ContractTypesForm } from './ContractTypesForm';
export const ContractTypesEdit = () => (
  <ResourceEdit>
    <ContractTypesForm />

  </ResourceEdit>
);
