// GENERATED from schema/records/documents.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { DocumentsForm } from './DocumentsForm';
export const DocumentsEdit = () => (
  <ResourceEdit>
    <DocumentsForm />

  </ResourceEdit>
);
