// GENERATED from schema/masterlists/brands.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { BrandsCreate } from './BrandsCreate';
import { BrandsEdit } from './BrandsEdit';
import { BrandsForm } from './BrandsForm';
import { BrandsList } from './BrandsList';
import { BrandsShow } from './BrandsShow';
import { brandsColumns } from './columns';
const views: ResourceViews = {
  list: BrandsList,
  create: BrandsCreate,
  edit: BrandsEdit,
  form: BrandsForm,
  show: BrandsShow,
  columns: brandsColumns,
  recordRepresentation: 'name',
};
export default views;
