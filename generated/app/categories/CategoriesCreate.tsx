// GENERATED from schema/catalogues/categories.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { CategoriesForm } from './CategoriesForm';
export const CategoriesCreate = () => (
  <ResourceCreate>
    <CategoriesForm />
  </ResourceCreate>
);
