// GENERATED from schema/dev-tools/pdf_designs.yaml by generator/. Do not edit.
import type { ResourceViews } from '../../../src/app/crud';
import { pdfDesignsColumns } from './columns';
import { PdfDesignsCreate } from './PdfDesignsCreate';
import { PdfDesignsEdit } from './PdfDesignsEdit';
import { PdfDesignsForm } from './PdfDesignsForm';
import { PdfDesignsList } from './PdfDesignsList';
import { PdfDesignsShow } from './PdfDesignsShow';
const views: ResourceViews = {
  list: PdfDesignsList,
  create: PdfDesignsCreate,
  edit: PdfDesignsEdit,
  form: PdfDesignsForm,
  show: PdfDesignsShow,
  columns: pdfDesignsColumns,
  recordRepresentation: 'name',
};
export default views;
