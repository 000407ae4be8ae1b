/**
 * The user form. Adding a user: with a password the account is ready; without one the server
 * emails an invitation to choose it, so an email address is then required. Editing: the
 * details only; the password is reset from the account panel.
 */
import { AutocompleteInput, PasswordInput, ReferenceInput, TextInput, type Validator } from 'react-admin';
import { fieldRules, ResourceForm } from '../../crud';
import { RoleInput } from './RoleInput';

const rules = fieldRules('users');

/** Without a password the invitation needs somewhere to go. */
const emailForInvitation: Validator = (value: unknown, values: Record<string, unknown>) =>
  !values.password && (typeof value !== 'string' || value.trim() === '') ? 'app.users.email_for_invitation' : undefined;

export const UsersForm = ({ mode }: { mode: 'create' | 'edit' }) => (
  <ResourceForm>
    <TextInput source="username" validate={rules.username} autoComplete="off" />
    <TextInput source="email" type="email" validate={mode === 'create' ? [...(rules.email ?? []), emailForInvitation] : rules.email} autoComplete="off" />
    <TextInput source="first_name" validate={rules.first_name} />
    <TextInput source="last_name" validate={rules.last_name} />
    <RoleInput validate={rules.role} />
    <ReferenceInput source="company_id" reference="companies">
      <AutocompleteInput validate={rules.company_id} />
    </ReferenceInput>
    {mode === 'create' ? <PasswordInput source="password" validate={rules.password} autoComplete="new-password" helperText="app.users.password_or_invite" /> : null}
  </ResourceForm>
);
