// GENERATED from schema/masterlists/contract_types.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ContractTypesForm } from './ContractTypesForm';
export const ContractTypesCreate = () => (
  <ResourceCreate>
    <ContractTypesForm />
  </ResourceCreate>
);
