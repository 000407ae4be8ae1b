// GENERATED from schema/catalogues/downloadable_catalogues.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { downloadableCataloguesColumns } from './columns';
import { DownloadableCataloguesCreate } from './DownloadableCataloguesCreate';
import { DownloadableCataloguesEdit } from './DownloadableCataloguesEdit';
import { DownloadableCataloguesForm } from './DownloadableCataloguesForm';
import { DownloadableCataloguesList } from './DownloadableCataloguesList';
import { DownloadableCataloguesShow } from './DownloadableCataloguesShow';
const views: ResourceViews = {
  list: DownloadableCataloguesList,
  create: DownloadableCataloguesCreate,
  edit: DownloadableCataloguesEdit,
  form: DownloadableCataloguesForm,
  show: DownloadableCataloguesShow,
  columns: downloadableCataloguesColumns,
  recordRepresentation: 'title',
};
export default views;
