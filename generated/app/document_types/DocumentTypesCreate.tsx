// GENERATED from schema/masterlists/document_types.yaml by generator/. Do not edit.
import { ResourceCreate } from '../../../src/app/crud';
import { DocumentTypesForm } from './DocumentTypesForm';
export const DocumentTypesCreate = () => (
  <ResourceCreate>
    <DocumentTypesForm />
  </ResourceCreate>
);
