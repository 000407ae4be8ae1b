/**
 * Passkeys (WebAuthn, api-contract.md "Second factor and sessions"; issue 37 item 2), with
 * `@simplewebauthn/server` doing the ceremonies' checks (CBOR, COSE keys, signatures, flags).
 *
 * - The relying party is PUBLIC_URL: its host name is the RP id, its origin the only origin accepted.
 * - Every ceremony's challenge is a row of `webauthn_challenges` (five minutes, single use, taken by
 *   compare-and-set), found again by the challenge the browser signed, so any instance can finish
 *   what another began.
 * - A user registers several passkeys, each named; the signature counter, the last use and the
 *   name are kept. A counter that does not go up (when the authenticator keeps one) is refused:
 *   the passkey may have been copied.
 * - Sign-in with a passkey replaces the password and the code: usernameless (a discoverable
 *   passkey, user verification required) or for a username typed. A passkey is also a second
 *   factor: after a right password, the mfa_token's user finishes with one of their passkeys.
 * - Every refused assertion is a failed sign-in of the account (login-limits.ts), like a wrong code.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import type { TokenAnswer } from '../../shared/wire';
import type { Settings } from '../config';
import { HttpError, type ErrorDetail } from '../errors';
import { unixNow } from '../clock';
import { RateLimitedError, SignInLimits, type SignInAttempt } from './login-limits';
import { hashToken } from './tokens';
import type { Sessions } from './sessions';
import type { SecondFactor } from './totp';
import { isRowId } from '../db/codec';

/** Seconds a ceremony's challenge may be answered in. */
export const PASSKEY_CHALLENGE_TTL = 5 * 60;
/** How long the browser lets the person take (the challenge outlives it). */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
export const PASSKEY_NAME_MAX = 80;
const RP_NAME = 'Field Service Back-office';

type Row = Record<string, any>;
type Purpose = 'register' | 'login';

/** A passkey as the account page lists it. */
export interface PasskeySummary {
  id: number;
  name: string;
  created_at: number;
  last_used_at: number | null;
  /** 'multiDevice' (synced, e.g. by a phone's keychain) or 'singleDevice' (a security key). */
  device_type: string;
  backed_up: boolean;
}

const summaryOf = (row: Row): PasskeySummary => ({
  id: Number(row.id),
  name: String(row.name),
  created_at: Number(row.created_at),
  last_used_at: row.last_used_at === null || row.last_used_at === undefined ? null : Number(row.last_used_at),
  device_type: String(row.device_type ?? 'singleDevice'),
  backed_up: row.backed_up === true || Number(row.backed_up) === 1,
});

const invalid = (title: string, field: string) => new HttpError('VALIDATION_FAILED', [{ title, meta: { field } }]);
const refused = (title: string) => HttpError.of('INVALID_CREDENTIALS', title);

const SIGN_IN_EXPIRED = 'This passkey sign-in has expired or was already used; start it again';
const SET_UP_EXPIRED = 'This passkey set-up has expired or was already used; start adding the passkey again';
const UNKNOWN_PASSKEY = 'This passkey is not registered here; sign in with your password, or choose another passkey';
const NOT_THIS_ACCOUNT = "This passkey is not one of this account's passkeys; choose another one, or enter a code";

const objectBody = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

/** The browser's answer of a ceremony, as far as this module reads it itself (the library checks the rest). */
function ceremonyAnswer(body: Record<string, unknown>): { id: string; challenge: string; raw: Record<string, unknown> } {
  const problem = invalid("Send the passkey's answer (response) as the browser gave it", 'response');
  const raw = body.response;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw problem;
  const answer = raw as Record<string, unknown>;
  const inner = answer.response as Record<string, unknown> | undefined;
  if (typeof answer.id !== 'string' || !answer.id || answer.id.length > 1024 || typeof inner !== 'object' || inner === null || typeof inner.clientDataJSON !== 'string') throw problem;
  let challenge: unknown;
  try {
    challenge = decodeClientDataJSON(inner.clientDataJSON).challenge;
  } catch {
    throw problem;
  }
  if (typeof challenge !== 'string' || !challenge) throw problem;
  return { id: answer.id, challenge, raw: answer };
}

/** A sentence for what the library refused (its messages are for developers). */
function verificationProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/counter/i.test(message)) return "This passkey's signature counter went back, as a copied passkey's would; it was refused. If it is yours, remove it and add it again";
  if (/origin/i.test(message)) return 'This passkey answered for another address than this site; open the app at its own address and try again';
  if (/RP ID|rpID/i.test(message)) return 'This passkey belongs to another site; choose a passkey made for this one';
  if (/user verification|could not be verified/i.test(message)) return 'The passkey did not verify you (PIN, fingerprint or face); try again and confirm on the device';
  if (/not present/i.test(message)) return 'The passkey was not touched or confirmed; try again';
  return "The passkey's answer could not be verified; try again";
}

export class Passkeys {
  private readonly limits: SignInLimits;

  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: Settings,
    private readonly sessions: Sessions,
    private readonly secondFactor: SecondFactor,
  ) {
    this.limits = new SignInLimits(db, settings);
  }

  /** PUBLIC_URL, read at each call: its host name is the RP id, its origin the expected origin. */
  private relyingParty(): { rpID: string; origin: string } {
    const url = new URL(this.settings.publicUrl);
    return { rpID: url.hostname, origin: url.origin };
  }

  private credentials(userId: number): Promise<Row[]> {
    return this.db.selectFrom('webauthn_credentials').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  private static descriptor(row: Row): { id: string; transports?: AuthenticatorTransportFuture[] } {
    const transports = row.transports ? (JSON.parse(String(row.transports)) as AuthenticatorTransportFuture[]) : [];
    return { id: String(row.credential_id), ...(transports.length ? { transports } : {}) };
  }

  private async issueChallenge(challenge: string, purpose: Purpose, userId: number | null, mfaTokenId: number | null): Promise<void> {
    const now = unixNow();
    await this.db.deleteFrom('webauthn_challenges').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('webauthn_challenges')
      .values({ challenge, purpose, user_id: userId, mfa_token_id: mfaTokenId, created_at: now, expires_at: now + PASSKEY_CHALLENGE_TTL })
      .execute();
  }

  /** The challenge the browser signed, taken once (any instance); undefined when unknown, used, expired or of another ceremony. */
  private async takeChallenge(challenge: string, purpose: Purpose): Promise<Row | undefined> {
    const row = await this.db.selectFrom('webauthn_challenges').selectAll().where('challenge', '=', challenge).executeTakeFirst();
    if (!row || row.purpose !== purpose || row.used_at || Number(row.expires_at) < unixNow()) return undefined;
    const taken = await this.db.updateTable('webauthn_challenges').set({ used_at: unixNow() }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1 ? row : undefined;
  }

  /** GET /auth/me/webauthn: the user's passkeys, oldest first. */
  async list(userId: number): Promise<PasskeySummary[]> {
    return (await this.credentials(userId)).map(summaryOf);
  }

  /** POST /auth/me/webauthn/register/options: what navigator.credentials.create() needs. */
  async registrationOptions(user: { id: number; uuid?: string | null; username: string; first_name?: string | null; last_name?: string | null }): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const { rpID } = this.relyingParty();
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: user.username,
      // The same user handle for every passkey of the account (its uuid, else its id), never a name or an address.
      userID: isoUint8Array.fromUTF8String(user.uuid || `user-${user.id}`),
      userDisplayName: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username,
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: (await this.credentials(user.id)).map(Passkeys.descriptor),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.issueChallenge(options.challenge, 'register', user.id, null);
    return options;
  }

  /** POST /auth/me/webauthn/register/verify {name, response}: the new passkey, named. */
  async register(userId: number, body: unknown): Promise<PasskeySummary> {
    const input = objectBody(body);
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    const problems: ErrorDetail[] = [];
    if (!name || name.length > PASSKEY_NAME_MAX) problems.push({ title: `Give the passkey a name of at most ${PASSKEY_NAME_MAX} characters, such as the device it is on`, meta: { field: 'name' } });
    let answer: ReturnType<typeof ceremonyAnswer> | undefined;
    try {
      answer = ceremonyAnswer(input);
    } catch (e) {
      problems.push(...(e as HttpError).details);
    }
    if (problems.length || !answer) throw new HttpError('VALIDATION_FAILED', problems);
    const challenge = await this.takeChallenge(answer.challenge, 'register');
    if (!challenge || Number(challenge.user_id) !== userId) throw invalid(SET_UP_EXPIRED, 'response');
    const { rpID, origin } = this.relyingParty();
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: answer.raw as unknown as RegistrationResponseJSON,
        expectedChallenge: String(challenge.challenge),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
    } catch (e) {
      throw invalid(verificationProblem(e), 'response');
    }
    if (!verified.verified) throw invalid("The passkey's answer could not be verified; try again", 'response');
    const { credential, credentialDeviceType, credentialBackedUp, aaguid } = verified.registrationInfo;
    const known = await this.db.selectFrom('webauthn_credentials').select('id').where('credential_id', '=', credential.id).executeTakeFirst();
    if (known) throw HttpError.of('CONFLICT', 'This passkey is already registered; each passkey is added once');
    const now = unixNow();
    const row = await this.db
      .insertInto('webauthn_credentials')
      .values({
        user_id: userId,
        credential_id: credential.id,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        name,
        device_type: credentialDeviceType,
        backed_up: credentialBackedUp ? 1 : 0,
        aaguid,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return summaryOf(row);
  }

  private async own(userId: number, id: unknown): Promise<Row> {
    const key = Number(id);
    const row = isRowId(key) ? await this.db.selectFrom('webauthn_credentials').selectAll().where('id', '=', key).where('user_id', '=', userId).executeTakeFirst() : undefined;
    if (!row) throw HttpError.of('NOT_FOUND', 'You have no such passkey; it may have been removed already');
    return row;
  }

  /** PATCH /auth/me/webauthn/{id} {name}. */
  async rename(userId: number, id: unknown, body: unknown): Promise<PasskeySummary> {
    const row = await this.own(userId, id);
    const name = objectBody(body).name;
    const trimmed = typeof name === 'string' ? name.trim() : '';
    if (!trimmed || trimmed.length > PASSKEY_NAME_MAX) throw invalid(`Give the passkey a name of at most ${PASSKEY_NAME_MAX} characters`, 'name');
    await this.db.updateTable('webauthn_credentials').set({ name: trimmed }).where('id', '=', row.id).execute();
    return summaryOf({ ...row, name: trimmed });
  }

  /** DELETE /auth/me/webauthn/{id}: 404 for another user's passkey, as for none. */
  async remove(userId: number, id: unknown): Promise<void> {
    const row = await this.own(userId, id);
    await this.db.deleteFrom('webauthn_credentials').where('id', '=', row.id).execute();
  }

  /**
   * POST /auth/webauthn/login/options: {} for a discoverable passkey, {username} for that
   * account's passkeys (an unknown name gets the same answer as one without passkeys, so names
   * cannot be found out), {mfa_token} for the second step after a right password.
   */
  async loginOptions(body: unknown): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const input = objectBody(body);
    const { rpID } = this.relyingParty();
    let userId: number | null = null;
    let mfaTokenId: number | null = null;
    let allow: Row[] = [];
    if (input.mfa_token !== undefined) {
      const pending = await this.secondFactor.pendingSignIn(input.mfa_token);
      userId = pending.userId;
      mfaTokenId = pending.id;
      allow = await this.credentials(userId);
      if (!allow.length) throw HttpError.of('CONFLICT', 'This account has no passkey; enter the code from your authenticator app instead');
    } else if (input.username !== undefined && input.username !== null && input.username !== '') {
      if (typeof input.username !== 'string' || input.username.length > 254) throw invalid('Send the username or email as text, or nothing to choose a passkey', 'username');
      const user = await this.sessions.findByLogin(input.username);
      if (user) {
        userId = Number(user.id);
        allow = await this.credentials(userId);
      }
    }
    const options = await generateAuthenticationOptions({
      rpID,
      timeout: CEREMONY_TIMEOUT_MS,
      allowCredentials: allow.map(Passkeys.descriptor),
      // Instead of the password and the code the passkey must verify the person; as the second factor, presence does.
      userVerification: mfaTokenId ? 'preferred' : 'required',
    });
    await this.issueChallenge(options.challenge, 'login', allow.length ? userId : null, mfaTokenId);
    return options;
  }

  /** POST /auth/webauthn/login/verify {response}: a session, or the sign-in's refusal (a failed sign-in). */
  async login(body: unknown, address: string): Promise<TokenAnswer> {
    const answer = ceremonyAnswer(objectBody(body));
    const credential = await this.db.selectFrom('webauthn_credentials').selectAll().where('credential_id', '=', answer.id).executeTakeFirst();
    const attempt: SignInAttempt = credential
      ? { accountKey: `user:${credential.user_id}`, userId: Number(credential.user_id), address }
      : { accountKey: `passkey:${hashToken(answer.id)}`, userId: null, address };
    await this.limits.admit(attempt);
    try {
      return await this.signIn(answer, credential, attempt);
    } catch (e) {
      if (e instanceof HttpError && !(e instanceof RateLimitedError) && e.code !== 'INTERNAL') await this.limits.failed(attempt);
      throw e;
    }
  }

  private async signIn(answer: ReturnType<typeof ceremonyAnswer>, credential: Row | undefined, attempt: SignInAttempt): Promise<TokenAnswer> {
    const challenge = await this.takeChallenge(answer.challenge, 'login');
    if (!challenge) throw refused(SIGN_IN_EXPIRED);
    if (!credential) throw refused(UNKNOWN_PASSKEY);
    if (challenge.user_id !== null && challenge.user_id !== undefined && Number(challenge.user_id) !== Number(credential.user_id)) throw refused(NOT_THIS_ACCOUNT);
    const { rpID, origin } = this.relyingParty();
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: answer.raw as unknown as AuthenticationResponseJSON,
        expectedChallenge: String(challenge.challenge),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: { ...Passkeys.descriptor(credential), publicKey: isoBase64URL.toBuffer(String(credential.public_key)), counter: Number(credential.counter) },
        requireUserVerification: !challenge.mfa_token_id,
      });
    } catch (e) {
      throw refused(verificationProblem(e));
    }
    if (!verified.verified) throw refused("The passkey's answer could not be verified; try again");
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', credential.user_id).executeTakeFirst();
    if (!user || user.status !== 'O') throw refused('This account cannot sign in; ask an administrator');
    await this.db
      .updateTable('webauthn_credentials')
      .set({ counter: verified.authenticationInfo.newCounter, last_used_at: unixNow(), backed_up: verified.authenticationInfo.credentialBackedUp ? 1 : 0 })
      .where('id', '=', credential.id)
      .execute();
    if (challenge.mfa_token_id) return this.secondFactor.completeSignIn(Number(challenge.mfa_token_id), user, attempt);
    await this.limits.succeeded(attempt);
    return this.sessions.startSession(user);
  }
}
