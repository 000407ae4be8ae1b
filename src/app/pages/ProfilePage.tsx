/**
 * /profile (subject Auth: every signed-in user): who they are, their authenticator app
 * (AuthenticatorCard), their signed-in sessions (SessionsCard), and changing their own password with the current one (POST /auth/me/password). The server ends their other sessions; this one
 * goes on. The form is emptied after a change, so the passwords do not stay on screen.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Form, PasswordInput, required, Title, useTranslate } from 'react-admin';
import { accountApi } from '../authProvider/api';
import { AuthenticatorCard } from './AuthenticatorCard';
import { PasskeysCard } from './PasskeysCard';
import { SessionsCard } from './SessionsCard';
import { session } from '../authProvider/session';
import { FormError, SubmitButton } from './auth/AuthShell';
import { confirmPasswordRules, newPasswordRules } from '../authProvider/passwordRules';
import { useAction } from './auth/useAction';

const currentPasswordRules = [required()];

export const ProfilePage = () => {
  const translate = useTranslate();
  const user = session.read()?.user;
  const change = useAction((current: string, password: string) => accountApi.changeOwnPassword(current, password));
  // A new key empties the form after a change.
  const [formKey, setFormKey] = useState(0);
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.username || '';

  const submit = async (values: Record<string, unknown>) => {
    if (await change.run(String(values.current_password), String(values.password))) setFormKey((k) => k + 1);
  };

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 560 }}>
      <Title title={translate('app.profile.title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" data-testid="profile-name">
            {name}
          </Typography>
          <Typography color="text.secondary">
            {translate('app.profile.who', { username: user?.username ?? '', role: user?.role ?? '' })}
          </Typography>
          {user?.email ? <Typography color="text.secondary">{user.email}</Typography> : null}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.profile.password.title')}
          </Typography>
          <Form key={formKey} onSubmit={(values: Record<string, unknown>) => void submit(values)}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <PasswordInput source="current_password" label="app.profile.password.current" validate={currentPasswordRules} autoComplete="current-password" fullWidth />
              <PasswordInput source="password" label="app.account.password.new" validate={newPasswordRules} autoComplete="new-password" fullWidth />
              <PasswordInput source="confirm_password" label="app.account.password.confirm" validate={confirmPasswordRules} autoComplete="new-password" fullWidth />
              <FormError message={change.error} />
              {change.done ? (
                <Alert severity="success" role="status" data-testid="password-changed">
                  {translate('app.profile.password.done')}
                </Alert>
              ) : null}
              <Box>
                <SubmitButton pending={change.pending} label={translate('app.profile.password.submit')} />
              </Box>
            </Box>
          </Form>
        </CardContent>
      </Card>
      <AuthenticatorCard />
      <PasskeysCard />
      {/* Read again after a password change, which signs the other sessions out. */}
      <SessionsCard key={formKey} />
    </Box>
  );
};
