// GENERATED from schema/catalogues/product_attributes.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { ProductAttributesForm } from './ProductAttributesForm';
export const ProductAttributesCreate = () => (
  <ResourceCreate>
    <ProductAttributesForm />
  </ResourceCreate>
);
