// GENERATED from schema/records/documents.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { documentsColumns } from './columns';
import { DocumentsCreate } from './DocumentsCreate';
import { DocumentsEdit } from './DocumentsEdit';
import { DocumentsForm } from './DocumentsForm';
import { DocumentsList } from './DocumentsList';
import { DocumentsShow } from './DocumentsShow';
const views: ResourceViews = {
  list: DocumentsList,
  create: DocumentsCreate,
  edit: DocumentsEdit,
  form: DocumentsForm,
  show: DocumentsShow,
  columns: documentsColumns,
  recordRepresentation: 'name',
};
export default views;
