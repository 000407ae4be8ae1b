// GENERATED from schema/admin/roles.yaml by generator/. Do not edit.
import { JsonInput, ResourceForm, fieldRules } from '../../../src/app/crud';
import { BooleanInput, TextInput } from 'react-admin';
const rules = fieldRules('roles');
export const RolesForm = () => (
  <ResourceForm>
    <TextInput source="name" validate={rules.name} />
    <TextInput source="description" validate={rules.description} />
    <JsonInput source="ability" validate={rules.ability} helperText={'CASL rules, e.g. [{"action": "read", "subject": "uom"}]'} />
    <TextInput source="home" validate={rules.home} helperText="Where a signed-in user of this role lands, an app path such as /dashboard" />
    <BooleanInput source="require_mfa" validate={rules.require_mfa} helperText="Its users must set up a second factor (an authenticator app or a passkey) before anything else" />
  </ResourceForm>
);
