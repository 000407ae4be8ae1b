// GENERATED from schema/admin/system_pages.yaml by generator/. Do not edit.
import { ResourceForm, RichTextInput, fieldRules } from '../../../src/app/crud';
import { BooleanInput, TextInput } from 'react-admin';
const rules = fieldRules('system_pages');
export const SystemPagesForm = () => (
  <ResourceForm>
    <TextInput source="title" validate={rules.title} />
    <TextInput source="slug" validate={rules.slug} helperText="The page's address, e.g. privacypolicy" />
    <RichTextInput source="content" validate={rules.content} />
    <TextInput source="meta_description" validate={rules.meta_description} helperText="Shown by search engines" />
    <BooleanInput source="published" validate={rules.published} />
  </ResourceForm>
);
