/**
 * A user's second factors as one thing (api-contract.md, "Second factor and sessions"): whether
 * they have one, and removing them all. Every kind of factor answers here, so the role's
 * requirement (`require_mfa`), the administrator's reset and the command-line reset ask one place:
 * the authenticator app (user_totp, confirmed) with its recovery codes, and passkeys
 * (webauthn_credentials, auth/passkeys.ts). A new kind of factor adds its table to FACTOR_TABLES,
 * its test to `factorExists` and its rows to `removeFactors`.
 *
 * The requirement: a user whose role has `require_mfa`, with no factor, and signed in without one
 * (an OpenID provider's sign-in counts as the provider's factor unless OIDC_REQUIRE_MFA), may call
 * nothing but what sets a factor up (MFA_SETUP_PATHS) while MFA_ENFORCE is on: every other call
 * answers 403 MFA_SETUP_REQUIRED. The session lookup (auth/sessions.ts) reads whether the user has
 * a factor in its one query, and keeps its answer until one of FACTOR_TABLES changes, so the gate
 * costs no query of its own.
 */
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { HttpError } from '../errors';

/** The tables that say whether a user has a factor (the session lookup is read again when one changes). */
export const FACTOR_TABLES = ['user_totp', 'webauthn_credentials'];

/** How a session was signed in beyond the password: an OpenID provider's sign-in is its factor. */
export const PROVIDER_FACTOR = 'openid';

/** SQL: whether the user whose id is the column `userIdColumn` has a factor (a confirmed authenticator app, a passkey). */
export function factorExists(eb: ExpressionBuilder<any, any>, userIdColumn: string) {
  return eb.or([
    eb.exists(eb.selectFrom('user_totp as factor_totp').select('factor_totp.user_id').whereRef('factor_totp.user_id', '=', userIdColumn as any).where('factor_totp.confirmed_at', 'is not', null)),
    eb.exists(eb.selectFrom('webauthn_credentials as factor_passkey').select('factor_passkey.user_id').whereRef('factor_passkey.user_id', '=', userIdColumn as any)),
  ]);
}

/** Whether a user has a second factor. */
export async function hasFactor(db: Kysely<any>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as factor_user')
    .select((eb) => factorExists(eb, 'factor_user.id').as('has_factor'))
    .where('factor_user.id', '=', userId)
    .executeTakeFirst();
  return truthy(row?.has_factor);
}

/** Whether a user has a passkey (which is also a second step after the password). */
export async function hasPasskey(db: Kysely<any>, userId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('webauthn_credentials').select('id').where('user_id', '=', userId).executeTakeFirst());
}

/** A boolean as either database gives it (SQLite 0/1, PostgreSQL true/false). */
export const truthy = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't' || value === 'true';

/** Remove every second factor of a user (and the sign-ins waiting for one); whether there was one. */
export async function removeFactors(trx: Kysely<any> | Transaction<any>, userId: number): Promise<boolean> {
  const totp = await trx.deleteFrom('user_totp').where('user_id', '=', userId).where('confirmed_at', 'is not', null).executeTakeFirst();
  await trx.deleteFrom('user_totp').where('user_id', '=', userId).execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const passkeys = await trx.deleteFrom('webauthn_credentials').where('user_id', '=', userId).executeTakeFirst();
  await trx.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mfa_tokens').where('user_id', '=', userId).execute();
  return Number(totp.numDeletedRows) + Number(passkeys.numDeletedRows) > 0;
}

/** Whether a user must set up a factor before anything else, from what the session lookup read. */
export function mustSetUpFactor(enforce: boolean, facts: { requireMfa: unknown; hasFactor: unknown; sessionFactor: unknown }): boolean {
  return enforce && truthy(facts.requireMfa) && !truthy(facts.hasFactor) && facts.sessionFactor !== PROVIDER_FACTOR;
}

/**
 * The API paths such a user may still call: who they are, signing out, and setting up a factor
 * (the authenticator app, passkeys), and their own view preferences (the set-up page's theme and
 * language). Refreshing a token and the app's settings need no sign-in at all.
 */
const MFA_SETUP_PATHS = [/^\/api\/v1\/auth\/me$/, /^\/api\/v1\/auth\/me\/preferences$/, /^\/api\/v1\/auth\/logout$/, /^\/api\/v1\/auth\/me\/totp(\/|$)/, /^\/api\/v1\/auth\/me\/webauthn(\/|$)/];

/** Whether a route (its pattern, e.g. /api/v1/auth/me/totp/confirm) stays open to a user who must set up a factor. */
export const opensBeforeFactor = (url: string): boolean => MFA_SETUP_PATHS.some((p) => p.test(url.replace(/\/+$/, '')));

/** Refuse a principal who must set up a factor first (for the routes that authenticate themselves: the event stream, file links). */
export function refuseBeforeFactor(principal: { mustSetUpFactor?: boolean }): void {
  if (principal.mustSetUpFactor) throw mfaSetupRequired();
}

export const mfaSetupRequired = () =>
  HttpError.of('MFA_SETUP_REQUIRED', 'Your role requires a second factor: set up an authenticator app (or a passkey) on the set-up page before doing anything else');
