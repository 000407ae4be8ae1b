// GENERATED from schema/catalogues/products.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ProductsForm } from './ProductsForm';
export const ProductsEdit = () => (
  <ResourceEdit>
    <ProductsForm />

  </ResourceEdit>
);
