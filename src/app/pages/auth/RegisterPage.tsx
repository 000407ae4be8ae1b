/**
 * /register: a new account (when the server has registration on). The server sends a link to
 * verify the email address; the page says so. With registration off it says who to ask instead.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Form, PasswordInput, TextInput, email, maxLength, required, useTranslate } from 'react-admin';
import { accountApi, type Registration } from '../../authProvider/api';
import { AuthShell, FormError, LinkLine, Outcome, SubmitButton } from './AuthShell';
import { confirmPasswordRules, newPasswordRules } from '../../authProvider/passwordRules';
import { useAction, useLoaded } from './useAction';

type RegisterValues = Registration & { confirm_password: string };

export const RegisterPage = () => {
  const translate = useTranslate();
  const config = useLoaded(accountApi.config);
  const register = useAction(async ({ confirm_password: _confirm, ...values }: RegisterValues) => {
    await accountApi.register({
      ...values,
      username: values.username.trim(),
      email: values.email.trim(),
      ...(values.first_name ? { first_name: values.first_name.trim() } : {}),
      ...(values.last_name ? { last_name: values.last_name.trim() } : {}),
    });
  });
  const back = <LinkLine text={translate('app.auth.register.have_account')} to="/login" label={translate('app.auth.register.sign_in')} />;

  if (config.pending) {
    return (
      <AuthShell title={translate('app.auth.register.title')}>
        <Skeleton height={200} />
      </AuthShell>
    );
  }
  if (!config.data?.registration) {
    return (
      <AuthShell title={translate('app.auth.register.title')}>
        <Outcome severity="info" message={config.error ?? translate('app.auth.register.closed')} to="/login" action={translate('app.auth.register.sign_in')} />
      </AuthShell>
    );
  }
  if (register.done) {
    return (
      <AuthShell title={translate('app.auth.register.done_title')}>
        <Outcome message={translate('app.auth.register.done')} to="/login" action={translate('app.auth.register.sign_in')} />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={translate('app.auth.register.title')} subtitle={translate('app.auth.register.subtitle')}>
      <Form onSubmit={(values: Record<string, any>) => void register.run(values as RegisterValues)}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextInput source="first_name" label="app.auth.register.first_name" validate={maxLength(100)} autoComplete="given-name" />
          <TextInput source="last_name" label="app.auth.register.last_name" validate={maxLength(100)} autoComplete="family-name" />
        </Box>
        <TextInput source="username" label="app.auth.register.username" validate={[required(), maxLength(60)]} autoComplete="username" fullWidth />
        <TextInput source="email" type="email" label="app.auth.register.email" validate={[required(), email(), maxLength(254)]} autoComplete="email" fullWidth />
        <PasswordInput source="password" label="app.account.password.new" validate={newPasswordRules} autoComplete="new-password" fullWidth />
        <PasswordInput source="confirm_password" label="app.account.password.confirm" validate={confirmPasswordRules} autoComplete="new-password" fullWidth />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
          <LinkLine text={translate('app.auth.register.consent')} to="/privacypolicy" label={translate('app.account.privacy.link')} />
          <FormError message={register.error} />
          <SubmitButton pending={register.pending} label={translate('app.auth.register.submit')} />
          {back}
        </Box>
      </Form>
    </AuthShell>
  );
};
