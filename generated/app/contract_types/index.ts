// GENERATED from schema/masterlists/contract_types.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { contractTypesColumns } from './columns';
import { ContractTypesCreate } from './ContractTypesCreate';
import { ContractTypesEdit } from './ContractTypesEdit';
import { ContractTypesForm } from './ContractTypesForm';
import { ContractTypesList } from './ContractTypesList';
import { ContractTypesShow } from './ContractTypesShow';
const views: ResourceViews = {
  list: ContractTypesList,
  create: ContractTypesCreate,
  edit: ContractTypesEdit,
  form: ContractTypesForm,
  show: ContractTypesShow,
  columns: contractTypesColumns,
  recordRepresentation: 'name',
};
export default views;
