// GENERATED from schema/masterlists/training_partners.yaml by generator/. Do not edit.
import { CodeReferenceInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { TextInput } from 'react-admin';
const rules = fieldRules('training_partners');
export const TrainingPartnersForm = () => (
  <ResourceForm>
    <TextInput source="name" validate={rules.name} />
    <TextInput source="uen" validate={rules.uen} helperText="Singapore Unique Entity Number" />
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="email" validate={rules.email} autoComplete="email" />
    <TextInput source="tel" validate={rules.tel} type="tel" />
    <TextInput source="website" validate={rules.website} />
    <TextInput source="addr1" validate={rules.addr1} />
    <TextInput source="addr2" validate={rules.addr2} />
    <TextInput source="postal" validate={rules.postal} />
    <CodeReferenceInput source="country" validate={rules.country} reference="countries" codeField="name" />
  </ResourceForm>
);
