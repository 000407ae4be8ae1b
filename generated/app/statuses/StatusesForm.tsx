// GENERATED from schema/masterlists/statuses.yaml by generator/. Do not edit.
import { OptionInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
const rules = fieldRules('statuses');
export const StatusesForm = () => (
  <ResourceForm>
    <TextInput source="module" validate={rules.module} helperText="The module code it applies to, e.g. joborder; empty for every module" />
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <OptionInput source="colour" validate={rules.colour} />
    <NumberInput source="sort_order" validate={rules.sort_order} step={1} />
  </ResourceForm>
);
