/**
 * Social sign-in through OpenID Connect, authorization-code flow with PKCE (api-contract.md,
 * Auth), through `openid-client`:
 *
 * 1. POST /auth/social/redirect {provider}: the provider's authorize URL, with a fresh state,
 *    nonce and PKCE challenge. The flow is kept in the database (several instances) and bound to
 *    the browser by an HttpOnly cookie, so a callback forged for someone else's browser fails.
 * 2. The provider sends the browser back to the app page PUBLIC_URL/auth/social/{provider}/callback,
 *    which posts {provider, code, state} to POST /auth/social/callback.
 * 3. openid-client exchanges the code (with the PKCE verifier and the client secret) and checks
 *    the ID token: its signature against the provider's published keys, issuer, audience,
 *    expiry and nonce. The active user with that (verified) email address is signed in.
 *
 * Discovery documents are fetched from the issuer (the only outside requests, and only for
 * configured providers) and kept for an hour, with the keys openid-client caches on them.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import { PROVIDER_FACTOR } from './factors';
import { isLoopbackUrl, type OidcProvider, type Settings } from '../config';
import { badRequest, HttpError } from '../errors';
import type { Records } from '../db/records';
import { unixNow } from '../clock';
import type { ResourceInfo } from '../registry';
import type { MfaChallenge, TokenAnswer } from '../../shared/wire';
import type { Sessions } from './sessions';
import { hashToken } from './tokens';

type IdClaims = oidc.IDToken;

/** The cookie that ties a sign-in under way to the browser that started it. */
export const FLOW_COOKIE = 'oidc_flow';
export const FLOW_COOKIE_PATH = '/api/v1/auth/social';
const FLOW_TTL = 10 * 60;
const CACHE_TTL_MS = 3600 * 1000;
/** Seconds openid-client waits for the provider. */
const FETCH_TIMEOUT = 10;

const b64url = (bytes: Buffer) => bytes.toString('base64url');

const refused = (title: string) => HttpError.of('INVALID_CREDENTIALS', title);

export class OpenIdSignIn {
  private readonly configurations = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

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

  /**
   * The provider's configuration (discovery), kept for an hour. Plain http is allowed only for a
   * provider on this machine (config.ts refuses any other), as tests and local set-ups use.
   */
  private configuration(provider: OidcProvider): Promise<oidc.Configuration> {
    const cached = this.configurations.get(provider.provider);
    if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.config;
    const config = oidc
      .discovery(new URL(provider.issuer), provider.clientId, undefined, oidc.ClientSecretBasic(provider.clientSecret), {
        timeout: FETCH_TIMEOUT,
        // The ID token's signature is checked against the provider's keys, not only trusted
        // because it came over TLS from the token endpoint (which openid-client would allow).
        execute: [oidc.enableNonRepudiationChecks, ...(isLoopbackUrl(provider.issuer) ? [oidc.allowInsecureRequests] : [])],
      })
      .catch((e) => {
        this.configurations.delete(provider.provider);
        this.log.error({ err: e, provider: provider.provider }, 'OpenID discovery failed');
        throw HttpError.of('INTERNAL', `Sign-in with ${provider.label} is not available at the moment`);
      });
    this.configurations.set(provider.provider, { at: Date.now(), config });
    return config;
  }

  /** Step 1: the authorize URL, and the browser secret to keep in the flow cookie. */
  async start(providerName: unknown): Promise<{ url: string; browserSecret: string }> {
    const provider = this.provider(providerName);
    const config = await this.configuration(provider);
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
    const url = oidc.buildAuthorizationUrl(config, {
      response_type: 'code',
      redirect_uri: this.redirectUri(provider),
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, browserSecret };
  }

  /**
   * Steps 2 and 3: the same answer as POST /auth/token. The provider's sign-in counts as the second
   * factor (auth/factors.ts), unless OIDC_REQUIRE_MFA: then a user with a factor gets `secondStep`'s
   * challenge, as after a password.
   */
  async finish(body: unknown, browserSecret: string | undefined, secondStep?: (userId: number) => Promise<MfaChallenge | undefined>): Promise<TokenAnswer | MfaChallenge> {
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

    const claims = await this.exchange(provider, code, state, { nonce: String(flow.nonce), verifier: String(flow.verifier) });
    if (typeof claims.email !== 'string' || !claims.email) throw refused(`${provider.label} did not share an email address`);
    // Only an address the provider vouches for may open an account here.
    if (claims.email_verified !== true) throw refused(`${provider.label} has not verified the email address ${claims.email}`);
    const user = await this.userFor(claims.email, claims);
    if (!this.settings.oidcRequireMfa) return this.sessions.startSession(user, PROVIDER_FACTOR);
    return (await secondStep?.(user.id as number)) ?? this.sessions.startSession(user);
  }

  /** The code for tokens, and the ID token checked (signature, issuer, audience, expiry, nonce); 401 otherwise. */
  private async exchange(provider: OidcProvider, code: string, state: string, flow: { nonce: string; verifier: string }): Promise<IdClaims> {
    const config = await this.configuration(provider);
    const callback = new URL(this.redirectUri(provider));
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', state);
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: flow.verifier,
        expectedNonce: flow.nonce,
        expectedState: state,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token in the token answer');
      return claims;
    } catch (e) {
      this.log.warn({ err: e, provider: provider.provider }, 'OpenID sign-in refused');
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
