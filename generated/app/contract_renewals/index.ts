// GENERATED from schema/agreements/contract_renewals.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { contractRenewalsColumns } from './columns';
import { ContractRenewalsCreate } from './ContractRenewalsCreate';
import { ContractRenewalsEdit } from './ContractRenewalsEdit';
import { ContractRenewalsForm } from './ContractRenewalsForm';
import { ContractRenewalsList } from './ContractRenewalsList';
import { ContractRenewalsShow } from './ContractRenewalsShow';
const views: ResourceViews = {
  list: ContractRenewalsList,
  create: ContractRenewalsCreate,
  edit: ContractRenewalsEdit,
  form: ContractRenewalsForm,
  show: ContractRenewalsShow,
  columns: contractRenewalsColumns,
  recordRepresentation: 'renewal_no',
};
export default views;
