// GENERATED from schema/catalogues/categories.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { CategoriesForm } from './CategoriesForm';
export const CategoriesEdit = () => (
  <ResourceEdit>
    <CategoriesForm />

  </ResourceEdit>
);
