/**
 * /auth/social/{provider}/callback?code=..&state=.. (the server's redirect URI; also
 * /auth/social/callback, the provider then taken from before the redirect): where the OpenID
 * provider sends the browser back. Posts the provider's answer to /auth/social/callback, signs
 * in with the result, then goes to the page the user wanted before the redirect, or home.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MfaChallenge } from '../../../shared/wire';
import { MfaRequired } from '../../authProvider';
import { CodeStep } from './LoginPage';
import { AuthShell, Outcome } from './AuthShell';
import { takeSocialSignIn } from './social';
import { useAction, useRunOnOpen } from './useAction';
import { useSignIn } from './useSignIn';

export const SocialCallbackPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const fromPath = useParams().provider;
  const signInAndLand = useSignIn();
  const navigate = useNavigate();
  // OIDC_REQUIRE_MFA: the provider's sign-in is followed by the authenticator's code.
  const [challenge, setChallenge] = useState<{ challenge: MfaChallenge; next: string | null } | null>(null);
  const signIn = useAction(async () => {
    const started = takeSocialSignIn();
    const provider = fromPath ?? started.provider;
    const next = started.next;
    // The provider reports a refusal (the user cancelled) as ?error=..&error_description=..
    const refused = params.get('error_description') ?? params.get('error');
    if (refused) throw new Error(translate('app.auth.social.refused', { reason: refused }));
    const code = params.get('code');
    const state = params.get('state');
    if (!provider || !code || !state) throw new Error(translate('app.auth.social.incomplete'));
    try {
      await signInAndLand({ social: { provider, code, state } }, next);
    } catch (e) {
      if (e instanceof MfaRequired) setChallenge({ challenge: e.challenge, next });
      else throw e;
    }
  });
  useRunOnOpen(signIn);
  if (challenge) return <CodeStep challenge={challenge.challenge} next={challenge.next} onBack={() => navigate('/login')} />;
  return (
    <AuthShell title={translate('app.auth.social.title')}>
      {signIn.error ? (
        <Outcome severity="error" message={signIn.error} to="/login" action={translate('app.auth.back_to_login')} />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
          <CircularProgress size={24} />
          <Typography>{translate('app.auth.social.pending')}</Typography>
        </Box>
      )}
    </AuthShell>
  );
};
