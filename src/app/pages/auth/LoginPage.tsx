/**
 * /login: username or email and password; "Forgot password?"; "Create account" only when the
 * server has registration on; a button per configured social provider; "Sign in with a passkey"
 * instead of the password (any passkey of the person's, or the account's when a username is typed).
 * A user with an authenticator app or a passkey is then asked for its code (or a recovery code) or
 * the passkey in a second step. After
 * signing in the user goes back to the page they wanted, else to their role's home (the wanted
 * page's code loads while the form is shown).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import { Form, PasswordInput, TextInput, required, useTranslate } from 'react-admin';
import type { MfaChallenge } from '../../../shared/wire';
import { MfaRequired } from '../../authProvider';
import { accountApi, type AuthConfig } from '../../authProvider/api';
import { passkeyApi } from '../../authProvider/passkeys';
import { usePasskeyError } from './passkeyError';
import { AuthShell, FormError, LinkLine, SubmitButton } from './AuthShell';
import { startSocialSignIn } from './social';
import { useAction, useLoaded } from './useAction';
import { preloadWantedPage, useSignIn } from './useSignIn';

/** The page an anonymous user was sent here from (set by the route guard), if any. */
export function useWantedPage(): string | null {
  const state = useLocation().state as { nextPathname?: string; nextSearch?: string } | null;
  return state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : null;
}

const SocialButtons = ({ config, next }: { config: AuthConfig; next: string | null }) => {
  const translate = useTranslate();
  const redirect = useAction((provider: string) => startSocialSignIn(provider, next));
  if (!config.social.length) return null;
  return (
    <>
      <Divider>{translate('app.auth.login.or')}</Divider>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="social-sign-in">
        {config.social.map(({ provider, label }) => (
          <Button
            key={provider}
            variant="outlined"
            disabled={redirect.pending || redirect.done}
            onClick={() => void redirect.run(provider)}
          >
            {translate('app.auth.login.social', { provider: label })}
          </Button>
        ))}
      </Box>
      <FormError message={redirect.error} />
    </>
  );
};

/** Sign in with a passkey: the browser asks for it, the server checks its answer (auth/passkeys.ts). */
function usePasskeySignIn(next: string | null) {
  const signInAndLand = useSignIn();
  const sentence = usePasskeyError();
  return useAction(async (request: { username?: string; mfa_token?: string }) => {
    let response;
    try {
      response = await passkeyApi.assertion(request);
    } catch (e) {
      throw sentence(e);
    }
    await signInAndLand({ passkey: { response } }, next);
  });
}

/** "Sign in with a passkey" under the password form: the account's passkeys when a username is typed, else any of the person's. */
const PasskeyButton = ({ next }: { next: string | null }) => {
  const translate = useTranslate();
  const username = useWatch({ name: 'username' }) as string | undefined;
  const passkey = usePasskeySignIn(next);
  return (
    <>
      <Button variant="outlined" disabled={passkey.pending} onClick={() => void passkey.run(username?.trim() ? { username: username.trim() } : {})} data-testid="passkey-sign-in">
        {translate('app.auth.passkey.sign_in')}
      </Button>
      <FormError message={passkey.error} />
    </>
  );
};

/** The second step: the authenticator app's six digits, or one of the recovery codes (also after a provider's sign-in with OIDC_REQUIRE_MFA). */
export const CodeStep = ({ challenge, next, onBack }: { challenge: MfaChallenge; next: string | null; onBack: () => void }) => {
  const translate = useTranslate();
  const signInAndLand = useSignIn();
  const [recovery, setRecovery] = useState(false);
  const finish = useAction((code: string) => signInAndLand({ mfa: { mfa_token: challenge.mfa_token, code: code.trim() } }, next));
  // A passkey finishes it too (methods has 'webauthn'); a user with passkeys only has no code to type.
  const passkey = usePasskeySignIn(next);
  const passkeyButton = challenge.methods.includes('webauthn') ? (
    <>
      <Button variant={challenge.methods.includes('totp') ? 'outlined' : 'contained'} disabled={passkey.pending} onClick={() => void passkey.run({ mfa_token: challenge.mfa_token })} data-testid="mfa-passkey">
        {translate('app.auth.passkey.use')}
      </Button>
      <FormError message={passkey.error} />
    </>
  ) : null;
  if (!challenge.methods.includes('totp')) {
    return (
      <AuthShell title={translate('app.auth.passkey.title')} subtitle={translate('app.auth.passkey.subtitle')}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="mfa-step">
          {passkeyButton}
          <Button size="small" onClick={onBack}>
            {translate('app.auth.mfa.back')}
          </Button>
        </Box>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={translate('app.auth.mfa.title')} subtitle={translate(recovery ? 'app.auth.mfa.recovery_subtitle' : 'app.auth.mfa.subtitle')}>
      <Form key={recovery ? 'recovery' : 'totp'} onSubmit={(values: Record<string, any>) => void finish.run(String(values.code ?? ''))}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="mfa-step">
          <TextInput
            source="code"
            label={recovery ? 'app.auth.mfa.recovery_code' : 'app.auth.mfa.code'}
            validate={required()}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: recovery ? { autoCapitalize: 'off', spellCheck: false } : { inputMode: 'numeric', maxLength: 7 } }}
            autoFocus
            fullWidth
            helperText={false}
          />
          <FormError message={finish.error} />
          <SubmitButton pending={finish.pending} label={translate('app.auth.mfa.submit')} />
          {passkeyButton}
          {challenge.methods.includes('recovery_code') ? (
            <Button size="small" onClick={() => setRecovery((r) => !r)} data-testid="mfa-toggle">
              {translate(recovery ? 'app.auth.mfa.use_app' : 'app.auth.mfa.use_recovery')}
            </Button>
          ) : null}
          <Button size="small" onClick={onBack}>
            {translate('app.auth.mfa.back')}
          </Button>
        </Box>
      </Form>
    </AuthShell>
  );
};

export const LoginPage = () => {
  const translate = useTranslate();
  const signInAndLand = useSignIn();
  const next = useWantedPage();
  const config = useLoaded(accountApi.config);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  useEffect(() => preloadWantedPage(next), [next]);
  const signIn = useAction(async (values: { username: string; password: string }) => {
    try {
      await signInAndLand({ username: values.username.trim(), password: values.password }, next);
    } catch (e) {
      if (e instanceof MfaRequired) setChallenge(e.challenge);
      else throw e;
    }
  });
  if (challenge) return <CodeStep challenge={challenge} next={next} onBack={() => setChallenge(null)} />;
  return (
    <AuthShell title={translate('app.auth.login.title')} subtitle={translate(next ? 'app.auth.login.wanted' : 'app.auth.login.subtitle')}>
      <Form onSubmit={(values: Record<string, any>) => void signIn.run(values as { username: string; password: string })}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <TextInput source="username" label="app.auth.login.username" validate={required()} autoComplete="username" autoFocus fullWidth helperText={false} />
          <PasswordInput source="password" label="app.auth.login.password" validate={required()} autoComplete="current-password" fullWidth helperText={false} />
          <LinkLine to="/forgot-password" label={translate('app.auth.login.forgot')} align="right" />
          <FormError message={signIn.error} />
          <SubmitButton pending={signIn.pending} label={translate('app.auth.login.submit')} />
          <PasskeyButton next={next} />
        </Box>
      </Form>
      {config.pending ? <Skeleton height={32} /> : null}
      {config.data ? <SocialButtons config={config.data} next={next} /> : null}
      {config.data?.registration ? <LinkLine text={translate('app.auth.login.new_here')} to="/register" label={translate('app.auth.login.create_account')} /> : null}
    </AuthShell>
  );
};
