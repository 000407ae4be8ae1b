// GENERATED from schema/agreements/contract_headers.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ContractHeadersForm } from './ContractHeadersForm';
export const ContractHeadersEdit = () => (
  <ResourceEdit>
    <ContractHeadersForm />

  </ResourceEdit>
);
