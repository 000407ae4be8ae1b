/**
 * Social sign-in through OpenID Connect, authorization-code flow (api-contract.md, Auth):
 *
 * 1. POST /auth/social/redirect {provider}: the provider's authorize URL, with a fresh state,
 *    nonce and PKCE challenge. The flow is kept in the database (several instances) and bound to
 *    the browser by an HttpOnly cookie, so a callback forged for someone else's browser fails.
 * 2. The provider sends the browser back to the app page PUBLIC_URL/auth/social/{provider}/callback,
 *    which posts {provider, code, state} to POST /auth/social/callback.
 * 3. The server exchanges the code (with the PKCE verifier and the client secret), checks the
 *    ID token's RS256 signature against the provider's published keys, its issuer, audience,
 *    expiry and nonce, and signs in the active user with that (verified) email address.
 *
 * Discovery documents and key sets are fetched from the issuer (the only outside requests, and
 * only for configured providers) and kept for an hour.
 */
import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { OidcProvider, Settings } from '../config';
import { badRequest, HttpError } from '../errors';
import type { Records } from '../db/records';
import { unixNow } from '../db/records';
import type { ResourceInfo } from '../registry';
import type { TokenAnswer } from '../../shared/wire';
import type { Sessions } from './sessions';
import { hashToken } from './tokens';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
}

interface IdClaims {
  iss?: unknown;
  aud?: unknown;
  azp?: unknown;
  exp?: unknown;
  iat?: unknown;
  nonce?: unknown;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

/** The cookie that ties a sign-in under way to the browser that started it. */
export const FLOW_COOKIE = 'oidc_flow';
export const FLOW_COOKIE_PATH = '/api/v1/auth/social';
const FLOW_TTL = 10 * 60;
const CACHE_TTL_MS = 3600 * 1000;
const FETCH_TIMEOUT_MS = 10_000;
/** Seconds of clock difference tolerated between us and the provider. */
const CLOCK_SKEW = 60;

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const trimSlash = (url: string) => url.replace(/\/+$/, '');

const refused = (title: string) => HttpError.of('INVALID_CREDENTIALS', title);

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return JSON.parse(text);
}

/**
 * The claims of an RS256 ID token signed by one of `keys`, checked for issuer, audience, expiry
 * and nonce; throws 401 INVALID_CREDENTIALS otherwise.
 */
export function verifyIdToken(idToken: string, keys: JsonWebKey[], expected: { issuer: string; clientId: string; nonce: string }): IdClaims {
  const parts = idToken.split('.');
  if (parts.length !== 3) throw refused('The provider sent an ID token that is not a JWT');
  let header: { alg?: unknown; kid?: unknown };
  let claims: IdClaims;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw refused('The provider sent an ID token that is not a JWT');
  }
  if (header.alg !== 'RS256') throw refused('The provider signed the ID token with an algorithm other than RS256');
  const rsa = keys.filter((k) => k.kty === 'RSA' && (k.use === undefined || k.use === 'sig'));
  const jwk = header.kid !== undefined ? rsa.find((k) => k.kid === header.kid) : rsa.length === 1 ? rsa[0] : undefined;
  if (!jwk) throw refused('The ID token was signed with a key the provider does not publish');
  let valid = false;
  try {
    valid = verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(parts[2], 'base64url'));
  } catch {
    valid = false;
  }
  if (!valid) throw refused('The ID token signature is not valid');
  const now = unixNow();
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (typeof claims.iss !== 'string' || trimSlash(claims.iss) !== trimSlash(expected.issuer)) throw refused('The ID token comes from another issuer');
  if (!audiences.includes(expected.clientId) || (audiences.length > 1 && claims.azp !== expected.clientId)) throw refused('The ID token is meant for another application');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW < now) throw refused('The ID token has expired');
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW > now) throw refused('The ID token is issued in the future');
  if (claims.nonce !== expected.nonce) throw refused('The ID token does not answer this sign-in (nonce)');
  return claims;
}

export class OpenIdSignIn {
  private readonly discoveries = new Map<string, { at: number; doc: Discovery }>();
  private readonly keySets = new Map<string, { at: number; keys: JsonWebKey[] }>();

  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: Settings,
    private readonly sessions: Sessions,
    private readonly users: ResourceInfo,
    private readonly records: Records,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The configured providers, for the sign-in page's buttons. */
  providers(): Array<{ provider: string; label: string }> {
    return this.settings.oidcProviders.map((p) => ({ provider: p.provider, label: p.label }));
  }

  private provider(name: unknown): OidcProvider {
    const found = typeof name === 'string' ? this.settings.oidcProviders.find((p) => p.provider === name) : undefined;
    if (!found) throw badRequest(`Sign-in with ${typeof name === 'string' && name ? name : 'that provider'} is not configured`, { field: 'provider' });
    return found;
  }

  redirectUri(provider: OidcProvider): string {
    return `${this.settings.publicUrl}/auth/social/${provider.provider}/callback`;
  }

  private async discovery(provider: OidcProvider): Promise<Discovery> {
    const cached = this.discoveries.get(provider.issuer);
    if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.doc;
    let doc: Discovery;
    try {
      doc = (await fetchJson(`${trimSlash(provider.issuer)}/.well-known/openid-configuration`)) as Discovery;
    } catch (e) {
      this.log.error({ err: e, provider: provider.provider }, 'OpenID discovery failed');
      throw HttpError.of('INTERNAL', `Sign-in with ${provider.label} is not available at the moment`);
    }
    const endpoints = [doc?.authorization_endpoint, doc?.token_endpoint, doc?.jwks_uri];
    if (trimSlash(String(doc?.issuer)) !== trimSlash(provider.issuer) || !endpoints.every((u) => typeof u === 'string' && /^https?:\/\//.test(u))) {
      this.log.error({ provider: provider.provider, issuer: doc?.issuer }, 'OpenID discovery document does not match the configured issuer');
      throw HttpError.of('INTERNAL', `Sign-in with ${provider.label} is not available at the moment`);
    }
    this.discoveries.set(provider.issuer, { at: Date.now(), doc });
    return doc;
  }

  private async keys(doc: Discovery, fresh: boolean): Promise<JsonWebKey[]> {
    const cached = this.keySets.get(doc.jwks_uri);
    if (!fresh && cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.keys;
    const set = (await fetchJson(doc.jwks_uri)) as { keys?: JsonWebKey[] };
    const keys = Array.isArray(set?.keys) ? set.keys : [];
    this.keySets.set(doc.jwks_uri, { at: Date.now(), keys });
    return keys;
  }

  /** Step 1: the authorize URL, and the browser secret to keep in the flow cookie. */
  async start(providerName: unknown): Promise<{ url: string; browserSecret: string }> {
    const provider = this.provider(providerName);
    const doc = await this.discovery(provider);
    const state = b64url(randomBytes(32));
    const browserSecret = b64url(randomBytes(32));
    const nonce = b64url(randomBytes(32));
    const verifier = b64url(randomBytes(48));
    const now = unixNow();
    await this.db.deleteFrom('oidc_flows').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('oidc_flows')
      .values({ provider: provider.provider, state_hash: hashToken(state), browser_hash: hashToken(browserSecret), nonce, verifier, created_at: now, expires_at: now + FLOW_TTL })
      .execute();
    const url = new URL(doc.authorization_endpoint);
    const params = {
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: this.redirectUri(provider),
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: b64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return { url: url.toString(), browserSecret };
  }

  /** Steps 2 and 3: the same answer as POST /auth/token. */
  async finish(body: unknown, browserSecret: string | undefined): Promise<TokenAnswer> {
    const { provider: providerName, code, state } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const provider = this.provider(providerName);
    if (typeof code !== 'string' || !code || code.length > 4096) throw badRequest('code is required', { field: 'code' });
    if (typeof state !== 'string' || !state || state.length > 200) throw badRequest('state is required', { field: 'state' });
    const now = unixNow();
    const flow = await this.db.selectFrom('oidc_flows').selectAll().where('state_hash', '=', hashToken(state)).executeTakeFirst();
    const expired = 'This sign-in has expired or was already used; start again';
    if (!flow || flow.provider !== provider.provider || flow.used_at !== null || Number(flow.expires_at) < now) throw badRequest(expired, { field: 'state' });
    if (!browserSecret || hashToken(browserSecret) !== flow.browser_hash) throw badRequest('This sign-in was started in another browser; start again', { field: 'state' });
    const used = await this.db.updateTable('oidc_flows').set({ used_at: now }).where('id', '=', flow.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw badRequest(expired, { field: 'state' });

    const doc = await this.discovery(provider);
    const idToken = await this.exchange(provider, doc, code, flow.verifier);
    const expected = { issuer: doc.issuer, clientId: provider.clientId, nonce: flow.nonce };
    let claims: IdClaims;
    try {
      claims = verifyIdToken(idToken, await this.keys(doc, false), expected);
    } catch (e) {
      // The provider may have rotated its keys since they were fetched: fetch once more.
      if (!(e instanceof HttpError) || !/does not publish/.test(e.message)) throw e;
      claims = verifyIdToken(idToken, await this.keys(doc, true), expected);
    }
    if (typeof claims.email !== 'string' || !claims.email) throw refused(`${provider.label} did not share an email address`);
    // Only an address the provider vouches for may open an account here.
    if (claims.email_verified !== true) throw refused(`${provider.label} has not verified the email address ${claims.email}`);
    return this.sessions.startSession(await this.userFor(claims.email, claims));
  }

  private async exchange(provider: OidcProvider, doc: Discovery, code: string, verifier: string): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: this.redirectUri(provider), code_verifier: verifier });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    const methods = doc.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (methods.includes('client_secret_basic')) {
      const encode = (v: string) => encodeURIComponent(v).replace(/%20/g, '+');
      headers.authorization = `Basic ${Buffer.from(`${encode(provider.clientId)}:${encode(provider.clientSecret)}`).toString('base64')}`;
    } else {
      form.set('client_id', provider.clientId);
      form.set('client_secret', provider.clientSecret);
    }
    try {
      const answer = (await fetchJson(doc.token_endpoint, { method: 'POST', headers, body: form.toString() })) as { id_token?: unknown };
      if (typeof answer?.id_token !== 'string') throw new Error('no id_token in the token answer');
      return answer.id_token;
    } catch (e) {
      this.log.warn({ err: e, provider: provider.provider }, 'OpenID code exchange failed');
      throw refused(`${provider.label} did not confirm the sign-in; try again`);
    }
  }

  /**
   * The active user with that email (any letter case). With registration on, someone new gets
   * an account with the registration role; otherwise they are refused.
   */
  private async userFor(email: string, claims: IdClaims): Promise<Record<string, any>> {
    const { table } = this.users.def;
    const folded = email.trim().toLowerCase();
    const existing = await this.db.selectFrom(table).selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', folded)).executeTakeFirst();
    if (existing?.status === 'O') return existing;
    if (existing?.status === 'N') {
      // Registered but not yet verified: the provider has verified the address now.
      await this.records.update(this.users, existing.id, { values: { status: 'O' } }, existing.id);
      return { ...existing, status: 'O' };
    }
    if (existing || !this.settings.registration) throw refused(`No active account uses the email address ${email}; ask an administrator`);
    const user = await this.records.create(
      this.users,
      {
        values: {
          username: await this.freeUsername(folded.split('@')[0]),
          email: email.trim(),
          first_name: typeof claims.given_name === 'string' ? claims.given_name.slice(0, 100) : null,
          last_name: typeof claims.family_name === 'string' ? claims.family_name.slice(0, 100) : null,
          role: this.settings.registrationRole,
        },
      },
      null,
    );
    return this.db.selectFrom(table).selectAll().where('id', '=', user.id as number).executeTakeFirstOrThrow();
  }

  /** A username from the email's local part, numbered when taken. */
  private async freeUsername(local: string): Promise<string> {
    const base = local.replace(/[^a-z0-9._-]/g, '').slice(0, 50) || 'user';
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}${n}`;
      const taken = await this.db.selectFrom(this.users.def.table).select('id').where((eb) => eb(eb.fn('lower', ['username']), '=', candidate)).executeTakeFirst();
      if (!taken) return candidate;
    }
  }
}
