// GENERATED from schema/agreements/contract_headers.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ContractHeadersForm } from './ContractHeadersForm';
export const ContractHeadersCreate = () => (
  <ResourceCreate>
    <ContractHeadersForm />
  </ResourceCreate>
);
