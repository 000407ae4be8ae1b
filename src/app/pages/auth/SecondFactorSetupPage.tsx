/**
 * /auth/second-factor: where a user whose role requires a second factor they have not set up
 * lands, and the only page that opens for them (guard/decide.ts; the server answers every other
 * call 403 MFA_SETUP_REQUIRED). It says why, offers the authenticator app and passkeys, and once
 * a factor is on, reads the user again and opens their home.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '../../../shared/wire';
import { API_URL, httpClient } from '../../authProvider/api';
import { keepSessionUser } from '../../authProvider/secondFactor';
import { session } from '../../authProvider/session';
import { currentHomePath } from '../../guard';
import { AuthenticatorCard } from '../AuthenticatorCard';
import { PasskeysCard } from '../PasskeysCard';
import { AuthShell, FormError } from './AuthShell';
import { useAction } from './useAction';

export const SecondFactorSetupPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const role = session.read()?.user?.role ?? '';
  const finish = useAction(async () => {
    keepSessionUser((await httpClient<{ data: SessionUser }>(`${API_URL}/auth/me`)).json.data);
    navigate(currentHomePath(), { replace: true });
  });
  return (
    <AuthShell title={translate('app.second_factor.title')} width={560}>
      <Alert severity="info" data-testid="second-factor-why">
        {translate('app.second_factor.why', { role })}
      </Alert>
      <AuthenticatorCard onEnabled={() => void finish.run()} />
      <PasskeysCard onAdded={() => void finish.run()} />
      <FormError message={finish.error} />
      <Button onClick={() => void logout()} sx={{ alignSelf: 'flex-start' }} data-testid="second-factor-sign-out">
        {translate('app.second_factor.sign_out')}
      </Button>
    </AuthShell>
  );
};
