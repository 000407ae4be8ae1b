// GENERATED from schema/banners/banners.yaml by generator/. Do not edit.
import { ImageInput, OptionInput, ResourceForm, UnixDateInput, fieldRules } from '../../../src/app/crud';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
const rules = fieldRules('banners');
export const BannersForm = () => (
  <ResourceForm>
    <OptionInput source="placement" validate={rules.placement} />
    <TextInput source="title" validate={rules.title} />
    <TextInput source="subtitle" validate={rules.subtitle} />
    <ImageInput source="image" />
    <TextInput source="link" validate={rules.link} helperText="Where a click goes: an address or an app path such as /pages/e-commerce/promos" />
    <TextInput source="section" validate={rules.section} helperText="Section banners: the page section that shows it, e.g. home-featured" />
    <NumberInput source="position" validate={rules.position} helperText="Display order, lowest first" step={1} />
    <UnixDateInput source="start_date" validate={rules.start_date} />
    <UnixDateInput source="end_date" validate={rules.end_date} />
    <BooleanInput source="active" validate={rules.active} />
  </ResourceForm>
);
