// GENERATED from schema/e-commerce/promos.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { promosColumns } from './columns';
import { PromosCreate } from './PromosCreate';
import { PromosEdit } from './PromosEdit';
import { PromosForm } from './PromosForm';
import { PromosList } from './PromosList';
import { PromosShow } from './PromosShow';
const views: ResourceViews = {
  list: PromosList,
  create: PromosCreate,
  edit: PromosEdit,
  form: PromosForm,
  show: PromosShow,
  columns: promosColumns,
  recordRepresentation: 'code',
};
export default views;
