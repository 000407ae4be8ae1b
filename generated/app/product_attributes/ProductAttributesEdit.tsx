// GENERATED from schema/catalogues/product_attributes.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { ProductAttributesForm } from './ProductAttributesForm';
export const ProductAttributesEdit = () => (
  <ResourceEdit>
    <ProductAttributesForm />

  </ResourceEdit>
);
