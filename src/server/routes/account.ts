/**
 * Account pages' calls, all public (README, "Security"): the sign-in page's configuration,
 * registration and email verification, forgotten and reset passwords, invited users' first
 * password. Every answer is `{data: {}}` or the errors body.
 */
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config';
import type { Accounts } from '../auth/accounts';
import type { OpenIdSignIn } from '../auth/oidc';

export function registerAccountRoutes(app: FastifyInstance, settings: Settings, accounts: Accounts, openId: OpenIdSignIn): void {
  const open = { config: { public: true } };

  app.get('/api/v1/auth/config', open, async () => ({ data: { registration: settings.registration, social: openId.providers() } }));

  app.post('/api/v1/auth/register', open, async (request, reply) => {
    await accounts.register(request.body, request.ip);
    reply.code(201);
    return { data: {} };
  });

  app.post('/api/v1/auth/verify-email', open, async (request) => {
    await accounts.verifyEmail(request.body);
    return { data: {} };
  });

  app.post('/api/v1/auth/forgot-password', open, async (request) => {
    await accounts.forgotPassword(request.body);
    return { data: {} };
  });

  app.post('/api/v1/auth/reset-password', open, async (request) => {
    await accounts.choosePassword('reset', request.body);
    return { data: {} };
  });

  app.post('/api/v1/auth/set-password', open, async (request) => {
    await accounts.choosePassword('invite', request.body);
    return { data: {} };
  });
}
