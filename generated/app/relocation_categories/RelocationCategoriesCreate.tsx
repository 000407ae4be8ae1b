// GENERATED from schema/masterlists/relocation_categories.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { RelocationCategoriesForm } from './RelocationCategoriesForm';
export const RelocationCategoriesCreate = () => (
  <ResourceCreate>
    <RelocationCategoriesForm />
  </ResourceCreate>
);
