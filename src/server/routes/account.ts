/**
 * Account pages' calls, all public (README, "Security"): the sign-in page's configuration,
 * registration and email verification, forgotten and reset passwords, invited users' first
 * password. Every answer is `{data: {}}` or the errors body.
 */
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config';
import type { Accounts } from '../auth/accounts';
import type { OpenIdSignIn } from '../auth/oidc';
import { badRequest } from '../errors';
import { ANY_OBJECT, dataOf, EMPTY_DATA, objectOf, routeSchema, text, type JsonSchema } from '../schemas/common';

/** A public account call: its body (checked further by auth/accounts.ts), and `{data: {}}` when it works. */
const accountCall = (operationId: string, summary: string, body: Record<string, JsonSchema>, status = 200) => ({
  schema: routeSchema({ tag: 'account', operationId, summary, body: objectOf(body, [], true), answer: EMPTY_DATA, status }),
  config: { public: true },
});

const TOKEN = text('The token from the mailed link');
const PASSWORD = text('At least PASSWORD_MIN_LENGTH (12) characters, not one of the 30,000 most common passwords, not holding the username or email; no other rules');
/** A mailed link's token that is not even text is refused like an unknown one (400). */
const linkRefused = (body: unknown) => (typeof (body as { token?: unknown } | null)?.token === 'string' ? null : badRequest('The link is not valid; ask for a new one', { field: 'token' }));

export function registerAccountRoutes(app: FastifyInstance, settings: Settings, accounts: Accounts, openId: OpenIdSignIn): void {
  const config = {
    schema: routeSchema({
      operationId: 'getAuthConfig',
      tag: 'account',
      summary: "The sign-in page's settings",
      answer: dataOf(objectOf({ registration: { type: 'boolean' }, social: { type: 'array', items: ANY_OBJECT }, password_min_length: { type: 'integer', description: 'The fewest characters a new password may have (PASSWORD_MIN_LENGTH)' } }, ['registration', 'social', 'password_min_length'])),
    }),
    config: { public: true },
  };
  app.get('/api/v1/auth/config', config, async () => ({ data: { registration: settings.registration, social: openId.providers(), password_min_length: settings.passwordMinLength } }));

  const register = accountCall('register', 'Register (REGISTRATION=on): status N until the address is verified', { username: text('3 to 60 letters, digits, dots, dashes or underscores'), email: { type: 'string' }, password: PASSWORD, first_name: { type: 'string' }, last_name: { type: 'string' } }, 201);
  register.config = { ...register.config, authorize: () => accounts.requireRegistrationOpen() } as typeof register.config;
  app.post('/api/v1/auth/register', register, async (request, reply) => {
    await accounts.register(request.body, request.ip);
    reply.code(201);
    return { data: {} };
  });

  const withToken = (operationId: string, summary: string, body: Record<string, JsonSchema>) => {
    const call = accountCall(operationId, summary, body);
    return { ...call, config: { ...call.config, invalidBody: linkRefused } };
  };

  app.post('/api/v1/auth/verify-email', withToken('verifyEmail', 'Verify an email address', { token: TOKEN }), async (request) => {
    await accounts.verifyEmail(request.body);
    return { data: {} };
  });

  app.post('/api/v1/auth/forgot-password', accountCall('forgotPassword', 'Mail a reset link (the same answer for any address)', { email: { type: 'string' } }), async (request) => {
    await accounts.forgotPassword(request.body);
    return { data: {} };
  });

  app.post('/api/v1/auth/reset-password', withToken('resetPassword', 'Choose a new password with a reset link', { token: TOKEN, password: PASSWORD }), async (request) => {
    await accounts.choosePassword('reset', request.body);
    return { data: {} };
  });

  app.post('/api/v1/auth/set-password', withToken('setInvitedPassword', "An invited user's first password", { token: TOKEN, password: PASSWORD }), async (request) => {
    await accounts.choosePassword('invite', request.body);
    return { data: {} };
  });
}
