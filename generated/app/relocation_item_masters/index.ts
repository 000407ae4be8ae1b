// GENERATED from schema/masterlists/relocation_item_masters.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { relocationItemMastersColumns } from './columns';
import { RelocationItemMastersCreate } from './RelocationItemMastersCreate';
import { RelocationItemMastersEdit } from './RelocationItemMastersEdit';
import { RelocationItemMastersForm } from './RelocationItemMastersForm';
import { RelocationItemMastersList } from './RelocationItemMastersList';
import { RelocationItemMastersShow } from './RelocationItemMastersShow';
const views: ResourceViews = {
  list: RelocationItemMastersList,
  create: RelocationItemMastersCreate,
  edit: RelocationItemMastersEdit,
  form: RelocationItemMastersForm,
  show: RelocationItemMastersShow,
  columns: relocationItemMastersColumns,
  recordRepresentation: 'description',
};
export default views;
