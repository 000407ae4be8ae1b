/**
 * /forgot-password: asks for the account's email and has a reset link sent. The answer is the
 * same whether or not an account uses the address, so the page never tells who has one.
 */
import Box from '@mui/material/Box';
import { Form, TextInput, email, required, useTranslate } from 'react-admin';
import { accountApi } from '../../authProvider/api';
import { AuthShell, FormError, LinkLine, Outcome, SubmitButton } from './AuthShell';
import { useAction } from './useAction';

export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const send = useAction((address: string) => accountApi.forgotPassword(address.trim()));
  return (
    <AuthShell title={translate('app.auth.forgot.title')} subtitle={send.done ? undefined : translate('app.auth.forgot.subtitle')}>
      {send.done ? (
        <Outcome message={translate('app.auth.forgot.sent')} />
      ) : (
        <Form onSubmit={(values: Record<string, any>) => void send.run(String(values.email ?? ''))}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
            <TextInput source="email" type="email" label="app.auth.forgot.email" validate={[required(), email()]} autoComplete="email" autoFocus fullWidth />
            <FormError message={send.error} />
            <SubmitButton pending={send.pending} label={translate('app.auth.forgot.submit')} />
          </Box>
        </Form>
      )}
      <LinkLine to="/login" label={translate('app.auth.back_to_login')} />
    </AuthShell>
  );
};
