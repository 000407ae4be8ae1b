// GENERATED from schema/admin/news.yaml by generator/. Do not edit.
import { ImageInput, ResourceForm, RichTextInput, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { BooleanInput, TextInput } from 'react-admin';
const rules = fieldRules('news');
export const NewsForm = () => (
  <ResourceForm>
    <TextInput source="title" validate={rules.title} />
    <TextInput source="summary" validate={rules.summary} />
    <RichTextInput source="content" validate={rules.content} />
    <ImageInput source="image" />
    <TextInput source="source" validate={rules.source} />
    <TextInput source="source_url" validate={rules.source_url} />
    <BooleanInput source="published" validate={rules.published} />
    <UnixDateInput source="published_at" validate={rules.published_at} showTime />
  </ResourceForm>
);
