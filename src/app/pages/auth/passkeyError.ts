/** Passkey refusals as sentences: shared by the sign-in page and the passkeys card, without loading the card with the sign-in. */
import { useTranslate } from 'react-admin';
import { PasskeyBrowserError } from '../../authProvider/passkeys';

/** A browser's refusal as its sentence; any other error as it came (the server's sentence). */
export function usePasskeyError(): (e: unknown) => unknown {
  const translate = useTranslate();
  return (e) => (e instanceof PasskeyBrowserError ? new Error(translate(`app.auth.passkey.${e.refusal}`)) : e);
}
