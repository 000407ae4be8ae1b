// GENERATED from schema/masterlists/relocation_item_masters.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { RelocationItemMastersForm } from './RelocationItemMastersForm';
export const RelocationItemMastersEdit = () => (
  <ResourceEdit>
    <RelocationItemMastersForm />

  </ResourceEdit>
);
