// GENERATED from schema/dev-tools/pdf_designs.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { PdfDesignsForm } from './PdfDesignsForm';
export const PdfDesignsEdit = () => (
  <ResourceEdit>
    <PdfDesignsForm />

  </ResourceEdit>
);
