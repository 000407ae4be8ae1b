// GENERATED from schema/agreements/contract_sites.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ContractSitesForm } from './ContractSitesForm';
export const ContractSitesEdit = () => (
  <ResourceEdit>
    <ContractSitesForm />

  </ResourceEdit>
);
