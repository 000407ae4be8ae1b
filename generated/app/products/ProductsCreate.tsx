// GENERATED from schema/catalogues/products.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ProductsForm } from './ProductsForm';
export const ProductsCreate = () => (
  <ResourceCreate>
    <ProductsForm />
  </ResourceCreate>
);
