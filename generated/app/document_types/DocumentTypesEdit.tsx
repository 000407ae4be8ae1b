// GENERATED from schema/masterlists/document_types.yaml by generator/. Do not edit.
import { ResourceEdit } from '../../../src/app/crud';
import { DocumentTypesForm } from './DocumentTypesForm';
export const DocumentTypesEdit = () => (
  <ResourceEdit>
    <DocumentTypesForm />

  </ResourceEdit>
);
