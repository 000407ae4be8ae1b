// GENERATED from schema/dev-tools/numbering_series.yaml by generator/. Do not edit.
import { ResourceForm, fieldRules } from '../../../src/app/crud';
import { NumberInput, TextInput } from 'react-admin';
const rules = fieldRules('numbering_series');
export const NumberingSeriesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} helperText="The name a numbered field refers to, e.g. quotation" />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="prefix" validate={rules.prefix} helperText="Text before the number, e.g. QUO-" />
    <NumberInput source="next_number" validate={rules.next_number} step={1} />
    <NumberInput source="padding" validate={rules.padding} helperText="Digits, zero-padded: 5 gives 00042" step={1} />
  </ResourceForm>
);
