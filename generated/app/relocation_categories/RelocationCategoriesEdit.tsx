// GENERATED from schema/masterlists/relocation_categories.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { RelocationCategoriesForm } from './RelocationCategoriesForm';
export const RelocationCategoriesEdit = () => (
  <ResourceEdit>
    <RelocationCategoriesForm />

  </ResourceEdit>
);
