/**
 * Social sign-in across the provider's redirect (api-contract.md, Auth): the provider and the
 * page to return to are kept in sessionStorage (local storage is cleared at every sign-in), the
 * browser goes to the provider, which sends it back to /auth/social/callback?code=..&state=..
 */
import { accountApi } from '../../authProvider/api';

const PROVIDER_KEY = 'social_sign_in.provider';
const NEXT_KEY = 'social_sign_in.next';

export async function startSocialSignIn(provider: string, next: string | null): Promise<void> {
  const url = await accountApi.socialRedirect(provider);
  sessionStorage.setItem(PROVIDER_KEY, provider);
  if (next) sessionStorage.setItem(NEXT_KEY, next);
  else sessionStorage.removeItem(NEXT_KEY);
  window.location.assign(url);
}

/** The provider chosen before the redirect and the page to go back to; read once. */
export function takeSocialSignIn(): { provider: string | null; next: string | null } {
  const out = { provider: sessionStorage.getItem(PROVIDER_KEY), next: sessionStorage.getItem(NEXT_KEY) };
  sessionStorage.removeItem(PROVIDER_KEY);
  sessionStorage.removeItem(NEXT_KEY);
  return out;
}
