/** Ask for a sign-in link: the server answers 202 whatever the address, and so does this page. */
import { useState, type FormEvent } from 'react';
import { portalApi } from '../api';
import { useT } from '../i18n';
import { navigate } from '../router';
import { ErrorNote } from '../ui';

export default function SignIn({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError(t('signIn.email_invalid'));
      return;
    }
    setState('sending');
    try {
      await portalApi.askForLink(email.trim());
      setState('sent');
    } catch (e) {
      setError((e as Error).message);
      setState('idle');
    }
  };
  return (
    <div className="center">
      <h1>{t('signIn.title')}</h1>
      {signedIn && (
        <p className="note ok">
          {t('signIn.already')}{' '}
          <a
            href="/portal"
            onClick={(e) => {
              e.preventDefault();
              navigate('/portal');
            }}
          >
            {t('nav.home')}
          </a>
        </p>
      )}
      {state === 'sent' ? (
        <div className="note ok" role="status" data-testid="link-sent">
          {t('signIn.sent', { email: email.trim() })}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="card">
          <p className="muted">{t('signIn.intro')}</p>
          <label className="field">
            {t('signIn.email')}
            <input type="email" name="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </label>
          {error && <ErrorNote error={error} />}
          <button type="submit" className="button block" disabled={state === 'sending'}>
            {state === 'sending' ? t('signIn.sending') : t('signIn.send')}
          </button>
        </form>
      )}
      {state === 'sent' && (
        <button type="button" className="button secondary block" onClick={() => setState('idle')}>
          {t('signIn.another')}
        </button>
      )}
    </div>
  );
}
