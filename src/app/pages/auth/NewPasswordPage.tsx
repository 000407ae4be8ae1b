/**
 * /auth/reset-password?token= (a forgotten password) and /auth/set-password?token= (an invited
 * user's first password): choose a password with the single-use token from the email. A bad or
 * expired token is reported with the server's reason and a way to get a new link.
 */
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import { accountApi } from '../../authProvider/api';
import { AuthShell, FormError, LinkLine, Outcome, SubmitButton } from './AuthShell';
import { confirmPasswordRules, newPasswordRules, usePasswordMinLength } from '../../authProvider/passwordRules';
import { useAction } from './useAction';

type Kind = 'reset' | 'set';

const SAVE: Record<Kind, (token: string, password: string) => Promise<unknown>> = {
  reset: accountApi.resetPassword,
  set: accountApi.setPassword,
};

const NewPasswordPage = ({ kind }: { kind: Kind }) => {
  const translate = useTranslate();
  const minLength = usePasswordMinLength();
  const token = useSearchParams()[0].get('token') ?? '';
  const save = useAction((password: string) => SAVE[kind](token, password));
  const keys = `app.auth.${kind}_password`;
  // Where to get a new link: a reset asks again; an invitation comes from an administrator.
  const again = kind === 'reset' ? <LinkLine to="/forgot-password" label={translate('app.auth.reset_password.again')} /> : null;

  if (!token) {
    return (
      <AuthShell title={translate(`${keys}.title`)}>
        <Outcome severity="error" message={translate(`${keys}.no_token`)} />
        {again ?? <LinkLine to="/login" label={translate('app.auth.back_to_login')} />}
      </AuthShell>
    );
  }
  if (save.done) {
    return (
      <AuthShell title={translate(`${keys}.title`)}>
        <Outcome message={translate(`${keys}.done`)} to="/login" action={translate('app.auth.sign_in')} />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={translate(`${keys}.title`)} subtitle={translate(`${keys}.subtitle`, { min: minLength })}>
      <Form onSubmit={(values: Record<string, any>) => void save.run(String(values.password))}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
          <PasswordInput source="password" label="app.account.password.new" validate={newPasswordRules} autoComplete="new-password" autoFocus fullWidth />
          <PasswordInput source="confirm_password" label="app.account.password.confirm" validate={confirmPasswordRules} autoComplete="new-password" fullWidth />
          <FormError message={save.error} />
          <SubmitButton pending={save.pending} label={translate(`${keys}.submit`)} />
        </Box>
      </Form>
      {save.error ? again : null}
      <LinkLine to="/login" label={translate('app.auth.back_to_login')} />
    </AuthShell>
  );
};

export const ResetPasswordPage = () => <NewPasswordPage kind="reset" />;
export const SetPasswordPage = () => <NewPasswordPage kind="set" />;
