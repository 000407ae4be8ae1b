/** /api/v1/auth/*: sign-in, token refresh with rotation, sign-out, the current user, social sign-in. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../config';
import type { Accounts } from '../auth/accounts';
import type { Sessions } from '../auth/sessions';
import type { SecondFactor } from '../auth/totp';
import { FLOW_COOKIE, FLOW_COOKIE_PATH, type OpenIdSignIn } from '../auth/oidc';
import { principalOf } from '../plugins/auth';
import { badRequest } from '../errors';
import { ANY_OBJECT, dataOf, EMPTY_DATA, objectOf, routeSchema, text } from '../schemas/common';
import { JSON_MAX_DEPTH, JSON_MAX_LENGTH } from '../schemas/json-bounds';
import { MAX_DEPTH_KEYWORD, MAX_JSON_LENGTH_KEYWORD } from '../schemas/resources';
import { loginProblems, MAX_PREFERENCES_BYTES, PREFERENCE_KEY, preferenceProblems, refreshBodyRefused } from '../auth/sessions';

/** The signed-in user (api-contract.md, SessionUser). */
const SESSION_USER = {
  title: 'SessionUser',
  ...objectOf(
    {
      id: { type: 'integer' },
      uuid: { type: ['string', 'null'] },
      first_name: { type: ['string', 'null'] },
      last_name: { type: ['string', 'null'] },
      company_id: { type: ['integer', 'null'] },
      username: { type: 'string' },
      thumbnail: { type: ['string', 'null'] },
      email: { type: ['string', 'null'] },
      status: { type: 'string' },
      role: { type: 'string' },
      ability: { type: 'array', items: ANY_OBJECT, description: 'CASL rules' },
      home: { type: 'string', description: 'Where the role lands after signing in' },
      preferences: ANY_OBJECT,
      mfa_setup_required: { type: 'boolean', description: 'Present (true) while the role requires a second factor the user has not set up: only setting one up answers (403 MFA_SETUP_REQUIRED)' },
    },
    ['id', 'username', 'role', 'ability'],
    true,
  ),
};

/** A session (password or social sign-in, or the second step). */
const TOKENS = objectOf({ token: text('Access token (JWT), sent as Authorization: Bearer'), refresh_token: { type: 'string' }, user_id: { type: 'integer' }, company_id: { type: ['integer', 'null'] }, user: SESSION_USER }, ['token', 'refresh_token', 'user_id', 'user'], true);
/** The answer of a sign-in (password or social). */
export const TOKEN_ANSWER = dataOf(TOKENS);
/** A right password of a user with a second factor: no session yet, the code comes next (POST /auth/mfa). */
const MFA_CHALLENGE = objectOf(
  { mfa_required: { type: 'boolean', enum: [true] }, mfa_token: text('Finishes this sign-in within five minutes, once'), methods: { type: 'array', items: { type: 'string', enum: ['totp', 'recovery_code', 'webauthn'] }, description: 'webauthn: finish with a passkey (POST /auth/webauthn/login/options with the mfa_token)' } },
  ['mfa_required', 'mfa_token', 'methods'],
);

/** A preference's value: any JSON, bounded like a json field. */
const PREFERENCE_VALUE = { [MAX_DEPTH_KEYWORD]: JSON_MAX_DEPTH, [MAX_JSON_LENGTH_KEYWORD]: Math.min(JSON_MAX_LENGTH, MAX_PREFERENCES_BYTES), description: 'Any JSON; null removes the preference' };

/** One cookie's value from the Cookie header. */
function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function setFlowCookie(reply: FastifyReply, settings: Settings, value: string, maxAge: number): void {
  const secure = settings.publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header('set-cookie', `${FLOW_COOKIE}=${value}; Path=${FLOW_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`);
}

export function registerAuthRoutes(app: FastifyInstance, settings: Settings, sessions: Sessions, accounts: Accounts, openId: OpenIdSignIn, secondFactor: SecondFactor): void {
  const anySignedIn = { config: { signedIn: true } };

  const signIn = {
    schema: routeSchema({
      tag: 'auth',
      operationId: 'signIn',
      summary: 'Sign in',
      description: 'A user with a second factor gets {"mfa_required": true, "mfa_token", "methods"} and no session; POST /auth/mfa finishes.',
      body: objectOf({ username: text('Username or email', { minLength: 1 }), password: { type: 'string', minLength: 1 } }, ['username', 'password'], true),
      answer: dataOf({ anyOf: [TOKENS, MFA_CHALLENGE] }),
    }),
    config: { public: true, describe: { body: loginProblems } },
  };
  app.post('/api/v1/auth/token', signIn, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { data: await sessions.login(body.username, body.password, request.ip, (userId) => secondFactor.challenge(userId)) };
  });

  // The second step of a sign-in (auth/totp.ts): the mfa_token and a TOTP or a recovery code.
  const mfa = {
    schema: routeSchema({
      tag: 'auth',
      operationId: 'finishSignInWithCode',
      summary: "Finish a sign-in with the authenticator app's code or a recovery code",
      body: objectOf({ mfa_token: { type: 'string' }, code: text('Six digits, or a recovery code') }, [], true),
      answer: TOKEN_ANSWER,
    }),
    config: { public: true },
  };
  app.post('/api/v1/auth/mfa', mfa, async (request) => ({ data: await secondFactor.finish(request.body, request.ip) }));

  const totpBegin = routeSchema({
    tag: 'auth',
    operationId: 'startAuthenticatorApp',
    summary: 'A new authenticator-app secret, pending until a first code confirms it',
    answer: dataOf(objectOf({ secret: text('Base32, to type into the app'), otpauth_url: text('otpauth://totp/... for a QR code') }, ['secret', 'otpauth_url'])),
  });
  app.post('/api/v1/auth/me/totp', { ...anySignedIn, schema: totpBegin }, async (request) => ({ data: await secondFactor.begin(principalOf(request).user) }));

  const totpConfirm = routeSchema({
    tag: 'auth',
    operationId: 'confirmAuthenticatorApp',
    summary: 'Turn the authenticator app on with a first code; answers ten recovery codes, once',
    body: objectOf({ code: { type: 'string' } }, [], true),
    answer: dataOf(objectOf({ recovery_codes: { type: 'array', items: { type: 'string' } } }, ['recovery_codes'])),
  });
  app.post('/api/v1/auth/me/totp/confirm', { ...anySignedIn, schema: totpConfirm }, async (request) => ({ data: await secondFactor.confirm(principalOf(request).user.id, request.body) }));

  const totpOff = routeSchema({
    tag: 'auth',
    operationId: 'turnOffAuthenticatorApp',
    summary: 'Turn the authenticator app off with the password and a code',
    body: objectOf({ password: { type: 'string' }, code: { type: 'string' } }, [], true),
    answer: EMPTY_DATA,
  });
  app.delete('/api/v1/auth/me/totp', { ...anySignedIn, schema: totpOff }, async (request) => {
    await secondFactor.disable(principalOf(request).user.id, request.body, request.ip);
    return { data: {} };
  });

  // Whether the signed-in user has the authenticator app on (the account page).
  const totpState = routeSchema({ tag: 'auth', operationId: 'getAuthenticatorApp', summary: 'Whether the authenticator app is on', answer: dataOf(objectOf({ enabled: { type: 'boolean' } }, ['enabled'])) });
  app.get('/api/v1/auth/me/totp', { ...anySignedIn, schema: totpState }, async (request) => ({ data: { enabled: await secondFactor.totpEnabled(principalOf(request).user.id) } }));

  const refresh = {
    schema: routeSchema({
      tag: 'auth',
      operationId: 'refreshToken',
      summary: 'A new access token for a refresh token (rotation: the old one stops working)',
      body: objectOf({ token: text('The last access token'), refresh_token: { type: 'string' }, user_id: { type: 'integer' } }, ['token', 'refresh_token', 'user_id'], true),
      answer: dataOf(objectOf({ token: { type: 'string' }, refresh_token: { type: 'string' } }, ['token', 'refresh_token'])),
    }),
    config: { public: true, invalidBody: refreshBodyRefused },
  };
  app.post('/api/v1/auth/refresh-token', refresh, async (request) => ({ data: await sessions.refresh(request.body) }));

  app.get('/api/v1/auth/logout', { ...anySignedIn, schema: routeSchema({ tag: 'auth', operationId: 'signOut', summary: "Sign out: the session's tokens stop working", answer: EMPTY_DATA }) }, async (request) => {
    await sessions.logout(principalOf(request).sessionId);
    return { data: {} };
  });

  app.get('/api/v1/auth/me', { ...anySignedIn, schema: routeSchema({ tag: 'auth', operationId: 'getMe', summary: 'The signed-in user', answer: dataOf(SESSION_USER) }) }, async (request) => ({ data: principalOf(request).user }));

  // An extension of the contract: the signed-in user's own preferences (see README).
  const preferences = {
    schema: routeSchema({
      tag: 'auth',
      operationId: 'updateMyPreferences',
      summary: "Change the signed-in user's own preferences",
      description: 'Only the names sent change; null removes one. At most 64 KB in all.',
      body: { type: 'object', propertyNames: { pattern: PREFERENCE_KEY.source }, additionalProperties: PREFERENCE_VALUE },
      answer: dataOf({ type: 'object', description: "All the user's preferences, by name", additionalProperties: { description: 'Any JSON value' } }),
    }),
    config: { signedIn: true, describe: { body: preferenceProblems } },
  };
  app.patch('/api/v1/auth/me/preferences', preferences, async (request) => ({
    data: await sessions.updatePreferences(principalOf(request).user.id, request.body),
  }));

  // An extension of the contract: a signed-in user changes their own password (README, "Security").
  const ownPassword = routeSchema({
    tag: 'auth',
    operationId: 'changeOwnPassword',
    summary: 'Change the signed-in user\'s own password',
    description: 'Body: {"current_password", "password"}. The other sessions of the user end.',
    answer: EMPTY_DATA,
  });
  app.post('/api/v1/auth/me/password', { ...anySignedIn, schema: ownPassword }, async (request) => {
    const { user, sessionId } = principalOf(request);
    await accounts.changeOwnPassword(user.id, sessionId, request.body);
    return { data: {} };
  });

  // Social sign-in (auth/oidc.ts): 400 for a provider that is not configured.
  const socialRefused = () => badRequest('Send the provider, and the code and state it gave, as text');
  const redirect = {
    schema: routeSchema({ tag: 'auth', operationId: 'startSocialSignIn', summary: "An OpenID provider's sign-in address (PKCE, state, nonce)", body: objectOf({ provider: text('A configured provider (GET /auth/config)') }, [], true), answer: dataOf(objectOf({ url: { type: 'string' } }, ['url'])) }),
    config: { public: true, invalidBody: socialRefused },
  };
  app.post('/api/v1/auth/social/redirect', redirect, async (request, reply) => {
    const { url, browserSecret } = await openId.start((request.body as { provider?: unknown } | null)?.provider);
    setFlowCookie(reply, settings, browserSecret, 600);
    return { data: { url } };
  });

  const callback = {
    schema: routeSchema({
      tag: 'auth',
      operationId: 'finishSocialSignIn',
      summary: "Finish a social sign-in with the provider's code",
      description: "The provider's sign-in counts as the second factor; with OIDC_REQUIRE_MFA a user with a factor gets the challenge of POST /auth/token instead, and POST /auth/mfa finishes.",
      body: objectOf({ provider: { type: 'string' }, code: text('required; at most 4096 characters'), state: text('required; at most 200 characters') }, [], true),
      answer: dataOf({ anyOf: [TOKENS, MFA_CHALLENGE] }),
    }),
    config: { public: true, invalidBody: socialRefused },
  };
  app.post('/api/v1/auth/social/callback', callback, async (request, reply) => {
    const answer = await openId.finish(request.body, cookie(request, FLOW_COOKIE), (userId) => secondFactor.challenge(userId));
    setFlowCookie(reply, settings, '', 0);
    return { data: answer };
  });
}
