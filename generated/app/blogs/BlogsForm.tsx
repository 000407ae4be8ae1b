// GENERATED from schema/admin/blogs.yaml by generator/. Do not edit.
import { ImageInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput } from 'react-admin';
const rules = fieldRules('blogs');
export const BlogsForm = () => (
  <ResourceForm>
    <TextInput source="title" validate={rules.title} />
    <TextInput source="slug" validate={rules.slug} helperText="The last part of the post's address, e.g. aircon-servicing-tips" />
    <TextInput source="summary" validate={rules.summary} />
    <RichTextInput source="content" validate={rules.content} />
    <ImageInput source="cover_image" />
    <TextInput source="category" validate={rules.category} />
    <TextInput source="tags" validate={rules.tags} />
    <ReferenceInput source="author_id" reference="users"><AutocompleteInput validate={rules.author_id} /></ReferenceInput>
    <BooleanInput source="published" validate={rules.published} />
    <UnixDateInput source="published_at" validate={rules.published_at} showTime />
  </ResourceForm>
);
