// GENERATED from schema/records/documents.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { DocumentsForm } from './DocumentsForm';
export const DocumentsCreate = () => (
  <ResourceCreate>
    <DocumentsForm />
  </ResourceCreate>
);
