// GENERATED from schema/agreements/contract_sites.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ContractSitesForm } from './ContractSitesForm';
export const ContractSitesCreate = () => (
  <ResourceCreate>
    <ContractSitesForm />
  </ResourceCreate>
);
