// GENERATED from schema/masterlists/relocation_item_masters.yaml by generator/. Do not edit.
import { DataList } from '../../../src/app/crud';
import { relocationItemMastersColumns } from './columns';
export const RelocationItemMastersList = () => <DataList>{relocationItemMastersColumns}</DataList>;
