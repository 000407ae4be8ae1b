// GENERATED from schema/masterlists/document_types.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { documentTypesColumns } from './columns';
import { DocumentTypesCreate } from './DocumentTypesCreate';
import { DocumentTypesEdit } from './DocumentTypesEdit';
import { DocumentTypesForm } from './DocumentTypesForm';
import { DocumentTypesList } from './DocumentTypesList';
import { DocumentTypesShow } from './DocumentTypesShow';
const views: ResourceViews = {
  list: DocumentTypesList,
  create: DocumentTypesCreate,
  edit: DocumentTypesEdit,
  form: DocumentTypesForm,
  show: DocumentTypesShow,
  columns: documentTypesColumns,
  recordRepresentation: 'name',
};
export default views;
