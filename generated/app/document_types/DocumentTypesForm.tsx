// GENERATED from schema/masterlists/document_types.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('document_types');
export const DocumentTypesForm = () => (
  <ResourceForm>
    <TextInput source="name" validate={rules.name} />
    <TextInput source="file_type" validate={rules.file_type} helperText="MIME type, e.g. application/pdf" />
    <TextInput source="extension" validate={rules.extension} helperText="Accepted extensions, comma-separated, e.g. .pdf or .jpg,.png; empty for any" />
    <TextInput source="icon" validate={rules.icon} helperText="An icon name, e.g. PictureAsPdf" />
  </ResourceForm>
);
