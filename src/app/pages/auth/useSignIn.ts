/**
 * Signing in (password or a social provider's callback) and landing: on the page the user was
 * sent to sign in from, else on their role's home (spec section 2).
 *
 * react-admin's useLogin goes to `/` the moment the token arrives. The page then mounts before
 * what it needs is there: its code may still be loading (a loading fallback, after which React
 * holds the page back for up to 300 ms), react-admin's auth check and permissions are still
 * queries to run, so the list renders, renders again when they answer, and only then asks for its
 * rows, and the user's language is applied after the page has rendered in another. Here all of
 * that is ready before leaving the sign-in page, so the page renders once and asks for its rows
 * at once.
 */
import { useAuthProvider, useAuthState, useNotificationContext, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PasskeySignIn, PasswordCredentials, SecondFactorCode, SocialCallback } from '../../authProvider';
import { session } from '../../authProvider/session';
import { currentHomePath } from '../../guard';
import { preloadPageCode } from '../../guard/pageCode';
import { loadProfilePreferences, useApplyProfilePreferences } from '../../layout/preferences';

/** Load the code of the page an anonymous user was sent here from, while they sign in. */
export const preloadWantedPage = (next: string | null): void => {
  // A failed load is tried again when the page opens; it does not concern the sign-in page.
  if (next) preloadPageCode(next).catch(() => undefined);
};

export function useSignIn(): (credentials: PasswordCredentials | SocialCallback | SecondFactorCode | PasskeySignIn, next: string | null) => Promise<void> {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  const applyPreferences = useApplyProfilePreferences();
  // The same queries the signed-in pages read (disabled here: only run on demand), answered
  // before they mount.
  const { refetch: checkAuth } = useAuthState(undefined, false, { enabled: false });
  const { refetch: loadPermissions } = usePermissions(undefined, { enabled: false });

  return async (credentials, next) => {
    if (!authProvider) throw new Error('No auth provider');
    await authProvider.login(credentials);
    const landing = next ?? currentHomePath();
    await Promise.all([
      checkAuth(),
      loadPermissions(),
      preloadPageCode(landing).catch(() => undefined),
      loadProfilePreferences(session.read()?.user),
    ]);
    // The user's skin and language, before the first signed-in page renders.
    applyPreferences();
    resetNotifications();
    navigate(landing);
  };
}
