// GENERATED from schema/dev-tools/pdf_designs.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { PdfDesignsForm } from './PdfDesignsForm';
export const PdfDesignsCreate = () => (
  <ResourceCreate>
    <PdfDesignsForm />
  </ResourceCreate>
);
