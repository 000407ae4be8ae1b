// GENERATED from schema/records/documents.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('documents');
export const DocumentsForm = () => (
  <ResourceForm>
    <TextInput source="module" validate={rules.module} />
    <NumberInput source="header_id" validate={rules.header_id} step={1} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="icon" validate={rules.icon} />
    <ReferenceInput source="document_type_id" reference="document_types"><AutocompleteInput validate={rules.document_type_id} /></ReferenceInput>
    <TextInput source="file_type" validate={rules.file_type} />
    <NumberInput source="revision_no" validate={rules.revision_no} />
    <BooleanInput source="to_revise" validate={rules.to_revise} />
    <TextInput source="description" validate={rules.description} />
    <ReferenceInput source="user_id" reference="users"><AutocompleteInput validate={rules.user_id} /></ReferenceInput>
  </ResourceForm>
);
