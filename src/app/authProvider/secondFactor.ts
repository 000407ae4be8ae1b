/**
 * A user whose role requires a second factor they have not set up (the server's auth/factors.ts):
 * the stored user says so (`mfa_setup_required`), the guard opens only the set-up page for them,
 * and a 403 MFA_SETUP_REQUIRED from any call (the role's requirement turned on meanwhile) marks
 * the stored user and goes to that page instead of showing an error.
 */
import type { SessionUser } from '../../shared/wire';
import { session } from './session';

/** The set-up page: the authenticator app (and passkeys), nothing else. */
export const SECOND_FACTOR_PATH = '/auth/second-factor';

/** The error code of a call refused until a factor is set up. */
export const MFA_SETUP_REQUIRED = 'MFA_SETUP_REQUIRED';

/** Whether an answer is the refusal of a user who must set up a factor first. */
export const isMfaSetupRequired = (status: number, json: unknown): boolean =>
  status === 403 && (json as { errors?: Array<{ code?: string }> } | null)?.errors?.[0]?.code === MFA_SETUP_REQUIRED;

/** Mark the stored user as having to set up a factor, and open the set-up page (a full load: every screen state goes). */
export function goSetUpFactor(): void {
  const s = session.read();
  if (s?.user && !s.user.mfa_setup_required) session.save({ token: s.token, refreshToken: s.refreshToken, user: { ...s.user, mfa_setup_required: true } });
  if (typeof window !== 'undefined' && window.location.pathname !== SECOND_FACTOR_PATH) window.location.assign(SECOND_FACTOR_PATH);
}

/** Keep the user GET /auth/me answered (after a factor is set up, it no longer says mfa_setup_required). */
export function keepSessionUser(user: SessionUser): void {
  const s = session.read();
  if (s) session.save({ token: s.token, refreshToken: s.refreshToken, user });
}
