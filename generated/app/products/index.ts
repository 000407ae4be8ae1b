// GENERATED from schema/catalogues/products.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { productsColumns } from './columns';
import { ProductsCreate } from './ProductsCreate';
import { ProductsEdit } from './ProductsEdit';
import { ProductsForm } from './ProductsForm';
import { ProductsList } from './ProductsList';
import { ProductsShow } from './ProductsShow';
const views: ResourceViews = {
  list: ProductsList,
  create: ProductsCreate,
  edit: ProductsEdit,
  form: ProductsForm,
  show: ProductsShow,
  columns: productsColumns,
  recordRepresentation: 'name',
};
export default views;
