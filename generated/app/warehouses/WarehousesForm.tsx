// GENERATED from schema/masterlists/warehouses.yaml by generator/. Do not edit.
import { CodeReferenceInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { BooleanInput, TextInput } from 'react-admin';
const rules = fieldRules('warehouses');
export const WarehousesForm = () => (
  <ResourceForm>
    <TextInput source="code" validate={rules.code} />
    <TextInput source="name" validate={rules.name} />
    <TextInput source="addr1" validate={rules.addr1} />
    <TextInput source="addr2" validate={rules.addr2} />
    <TextInput source="postal" validate={rules.postal} />
    <CodeReferenceInput source="country" validate={rules.country} reference="countries" codeField="name" />
    <TextInput source="contact_person" validate={rules.contact_person} />
    <TextInput source="tel" validate={rules.tel} type="tel" />
    <BooleanInput source="is_default" validate={rules.is_default} />
  </ResourceForm>
);
