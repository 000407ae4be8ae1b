// GENERATED from schema/agreements/contract_sites.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { contractSitesColumns } from './columns';
import { ContractSitesCreate } from './ContractSitesCreate';
import { ContractSitesEdit } from './ContractSitesEdit';
import { ContractSitesForm } from './ContractSitesForm';
import { ContractSitesList } from './ContractSitesList';
import { ContractSitesShow } from './ContractSitesShow';
const views: ResourceViews = {
  list: ContractSitesList,
  create: ContractSitesCreate,
  edit: ContractSitesEdit,
  form: ContractSitesForm,
  show: ContractSitesShow,
  columns: contractSitesColumns,
  recordRepresentation: 'remarks',
};
export default views;
