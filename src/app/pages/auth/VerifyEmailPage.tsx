/** /auth/verify-email?token=: confirms the address with the emailed single-use token as the page opens. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { accountApi } from '../../authProvider/api';
import { AuthShell, Outcome } from './AuthShell';
import { useAction, useRunOnOpen } from './useAction';

export const VerifyEmailPage = () => {
  const translate = useTranslate();
  const token = useSearchParams()[0].get('token') ?? '';
  const verify = useAction(async () => {
    if (!token) throw new Error(translate('app.auth.verify_email.no_token'));
    await accountApi.verifyEmail(token);
  });
  useRunOnOpen(verify);
  const finished = verify.done || verify.error;
  return (
    <AuthShell title={translate('app.auth.verify_email.title')}>
      {!finished ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
          <CircularProgress size={24} />
          <Typography>{translate('app.auth.verify_email.pending')}</Typography>
        </Box>
      ) : verify.done ? (
        <Outcome message={translate('app.auth.verify_email.done')} to="/login" action={translate('app.auth.sign_in')} />
      ) : (
        <Outcome severity="error" message={verify.error ?? ''} to="/login" action={translate('app.auth.back_to_login')} />
      )}
    </AuthShell>
  );
};
