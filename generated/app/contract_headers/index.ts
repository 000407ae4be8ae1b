// GENERATED from schema/agreements/contract_headers.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { contractHeadersColumns } from './columns';
import { ContractHeadersCreate } from './ContractHeadersCreate';
import { ContractHeadersEdit } from './ContractHeadersEdit';
import { ContractHeadersForm } from './ContractHeadersForm';
import { ContractHeadersList } from './ContractHeadersList';
import { ContractHeadersShow } from './ContractHeadersShow';
const views: ResourceViews = {
  list: ContractHeadersList,
  create: ContractHeadersCreate,
  edit: ContractHeadersEdit,
  form: ContractHeadersForm,
  show: ContractHeadersShow,
  columns: contractHeadersColumns,
  recordRepresentation: 'refnum',
};
export default views;
