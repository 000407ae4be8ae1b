// GENERATED from schema/catalogues/product_attributes.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { productAttributesColumns } from './columns';
import { ProductAttributesCreate } from './ProductAttributesCreate';
import { ProductAttributesEdit } from './ProductAttributesEdit';
import { ProductAttributesForm } from './ProductAttributesForm';
import { ProductAttributesList } from './ProductAttributesList';
import { ProductAttributesShow } from './ProductAttributesShow';
const views: ResourceViews = {
  list: ProductAttributesList,
  create: ProductAttributesCreate,
  edit: ProductAttributesEdit,
  form: ProductAttributesForm,
  show: ProductAttributesShow,
  columns: productAttributesColumns,
  recordRepresentation: 'name',
};
export default views;
