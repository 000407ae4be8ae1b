/**
 * Passkeys' calls (auth/passkeys.ts; api-contract.md "Second factor and sessions"): a signed-in
 * user registers, lists, renames and removes their own under /auth/me/webauthn (the set-up calls a
 * user who must set up a factor may still make, auth/factors.ts); anyone signs in with one under
 * /auth/webauthn/login, instead of the password and the code or as the second step after the password.
 */
import type { FastifyInstance } from 'fastify';
import type { Passkeys } from '../auth/passkeys';
import { principalOf } from '../plugins/auth';
import { ANY_OBJECT, dataOf, EMPTY_DATA, objectOf, routeSchema, text } from '../schemas/common';
import { TOKEN_ANSWER } from './auth';

const PASSKEY = {
  title: 'Passkey',
  ...objectOf(
    {
      id: { type: 'integer' },
      name: { type: 'string' },
      created_at: { type: 'integer' },
      last_used_at: { type: ['integer', 'null'], description: 'When it last signed in (unix seconds); null: never' },
      device_type: { type: 'string', enum: ['singleDevice', 'multiDevice'], description: 'multiDevice: synced between devices' },
      backed_up: { type: 'boolean' },
    },
    ['id', 'name', 'created_at', 'last_used_at', 'device_type', 'backed_up'],
  ),
};

/** The browser's answer, as @simplewebauthn/browser gives it (checked by auth/passkeys.ts, never by the schema: its refusals are sentences). */
const CEREMONY_ANSWER = { description: 'The result of startRegistration() / startAuthentication() of @simplewebauthn/browser (PublicKeyCredential as JSON)' };
/** A credential the options name (allowCredentials, excludeCredentials). */
const CREDENTIAL_DESCRIPTOR = objectOf({ id: { type: 'string', description: 'base64url' }, type: { type: 'string', enum: ['public-key'] }, transports: { type: 'array', items: { type: 'string' } } }, ['id', 'type'], true);
/**
 * The options @simplewebauthn/server makes for the browser, as WebAuthn Level 3 defines them
 * (PublicKeyCredentialCreationOptionsJSON, ...RequestOptionsJSON): their fields named, and open,
 * so that what a newer library adds reaches the browser too.
 */
const REGISTRATION_OPTIONS = {
  title: 'PasskeyRegistrationOptions',
  ...objectOf(
    {
      challenge: { type: 'string', description: 'base64url; lasts five minutes, taken once' },
      rp: objectOf({ id: { type: 'string', description: "PUBLIC_URL's host name" }, name: { type: 'string' } }, ['name'], true),
      user: objectOf({ id: { type: 'string' }, name: { type: 'string' }, displayName: { type: 'string' } }, ['id', 'name', 'displayName'], true),
      pubKeyCredParams: { type: 'array', items: objectOf({ alg: { type: 'integer' }, type: { type: 'string' } }, ['alg', 'type'], true) },
      timeout: { type: 'integer' },
      excludeCredentials: { type: 'array', items: CREDENTIAL_DESCRIPTOR, description: "The user's passkeys already kept: a device holding one is refused" },
      authenticatorSelection: ANY_OBJECT,
      attestation: { type: 'string' },
      extensions: ANY_OBJECT,
      hints: { type: 'array', items: { type: 'string' } },
    },
    ['challenge', 'rp', 'user', 'pubKeyCredParams'],
    true,
  ),
};
const SIGN_IN_OPTIONS = {
  title: 'PasskeySignInOptions',
  ...objectOf(
    {
      challenge: { type: 'string', description: 'base64url; lasts five minutes, taken once' },
      timeout: { type: 'integer' },
      rpId: { type: 'string', description: "PUBLIC_URL's host name" },
      allowCredentials: { type: 'array', items: CREDENTIAL_DESCRIPTOR, description: 'Absent or empty: any passkey of the person\'s (discoverable)' },
      userVerification: { type: 'string', enum: ['required', 'preferred', 'discouraged'] },
      extensions: ANY_OBJECT,
      hints: { type: 'array', items: { type: 'string' } },
    },
    ['challenge'],
    true,
  ),
};
const ID_PARAMS = objectOf({ id: { type: 'string', maxLength: 20 } }, ['id']);

export function registerPasskeyRoutes(app: FastifyInstance, passkeys: Passkeys): void {
  const signedIn = { config: { signedIn: true } };

  const list = routeSchema({ tag: 'auth', operationId: 'listMyPasskeys', summary: "The signed-in user's passkeys", answer: dataOf({ type: 'array', items: PASSKEY }) });
  app.get('/api/v1/auth/me/webauthn', { ...signedIn, schema: list }, async (request) => ({ data: await passkeys.list(principalOf(request).user.id) }));

  const registerOptions = routeSchema({
    tag: 'auth',
    operationId: 'startPasskeyRegistration',
    summary: 'Options for navigator.credentials.create(): a new passkey for the signed-in user (the challenge lasts five minutes)',
    answer: dataOf(REGISTRATION_OPTIONS),
  });
  app.post('/api/v1/auth/me/webauthn/register/options', { ...signedIn, schema: registerOptions }, async (request) => ({ data: await passkeys.registrationOptions(principalOf(request).user) }));

  const registerVerify = routeSchema({
    tag: 'auth',
    operationId: 'finishPasskeyRegistration',
    summary: "Keep the new passkey under a name, once the browser's answer is verified",
    body: objectOf({ name: text('What the user calls it (at most 80 characters)'), response: CEREMONY_ANSWER }, [], true),
    answer: dataOf(PASSKEY),
    status: 201,
  });
  app.post('/api/v1/auth/me/webauthn/register/verify', { ...signedIn, schema: registerVerify }, async (request, reply) => {
    const passkey = await passkeys.register(principalOf(request).user.id, request.body);
    return reply.code(201).send({ data: passkey });
  });

  const rename = routeSchema({ tag: 'auth', operationId: 'renameMyPasskey', summary: 'Rename one of the signed-in user\'s passkeys', params: ID_PARAMS, body: objectOf({ name: { type: 'string' } }, [], true), answer: dataOf(PASSKEY) });
  app.patch('/api/v1/auth/me/webauthn/:id', { ...signedIn, schema: rename }, async (request) => ({
    data: await passkeys.rename(principalOf(request).user.id, (request.params as { id: string }).id, request.body),
  }));

  const remove = routeSchema({ tag: 'auth', operationId: 'removeMyPasskey', summary: "Remove one of the signed-in user's passkeys (404 for anyone else's)", params: ID_PARAMS, answer: EMPTY_DATA });
  app.delete('/api/v1/auth/me/webauthn/:id', { ...signedIn, schema: remove }, async (request) => {
    await passkeys.remove(principalOf(request).user.id, (request.params as { id: string }).id);
    return { data: {} };
  });

  const loginOptions = {
    schema: routeSchema({
      tag: 'auth',
      operationId: 'startPasskeySignIn',
      summary: 'Options for navigator.credentials.get(): sign in with a passkey',
      description: '{} lets the person choose any passkey of theirs (discoverable); {"username"} offers that account\'s; {"mfa_token"} (the answer of POST /auth/token) finishes a sign-in whose password was right.',
      body: objectOf({ username: { type: 'string' }, mfa_token: { type: 'string' } }, [], true),
      answer: dataOf(SIGN_IN_OPTIONS),
    }),
    config: { public: true },
  };
  app.post('/api/v1/auth/webauthn/login/options', loginOptions, async (request) => ({ data: await passkeys.loginOptions(request.body) }));

  const loginVerify = {
    schema: routeSchema({
      tag: 'auth',
      operationId: 'finishPasskeySignIn',
      summary: "Sign in with the browser's passkey answer; a refusal counts as a failed sign-in",
      body: objectOf({ response: CEREMONY_ANSWER }, [], true),
      answer: TOKEN_ANSWER,
    }),
    config: { public: true },
  };
  app.post('/api/v1/auth/webauthn/login/verify', loginVerify, async (request) => ({ data: await passkeys.login(request.body, request.ip) }));
}
