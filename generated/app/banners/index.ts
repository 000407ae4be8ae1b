// GENERATED from schema/banners/banners.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { BannersCreate } from './BannersCreate';
import { BannersEdit } from './BannersEdit';
import { BannersForm } from './BannersForm';
import { BannersList } from './BannersList';
import { BannersShow } from './BannersShow';
import { bannersColumns } from './columns';
const views: ResourceViews = {
  list: BannersList,
  create: BannersCreate,
  edit: BannersEdit,
  form: BannersForm,
  show: BannersShow,
  columns: bannersColumns,
  recordRepresentation: 'title',
};
export default views;
