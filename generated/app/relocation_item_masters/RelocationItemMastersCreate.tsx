// GENERATED from schema/masterlists/relocation_item_masters.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { RelocationItemMastersForm } from './RelocationItemMastersForm';
export const RelocationItemMastersCreate = () => (
  <ResourceCreate>
    <RelocationItemMastersForm />
  </ResourceCreate>
);
