/** /api/v1/auth/*: sign-in, token refresh with rotation, sign-out, the current user. */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import type { Sessions } from '../auth/sessions';
import { principalOf } from '../plugins/auth';

export function registerAuthRoutes(app: FastifyInstance, sessions: Sessions): void {
  const open = { config: { public: true } };

  app.post('/api/v1/auth/token', open, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { data: await sessions.login(body.username, body.password) };
  });

  app.post('/api/v1/auth/refresh-token', open, async (request) => ({ data: await sessions.refresh(request.body) }));

  app.get('/api/v1/auth/logout', async (request) => {
    await sessions.logout(principalOf(request).sessionId);
    return { data: {} };
  });

  app.get('/api/v1/auth/me', async (request) => ({ data: principalOf(request).user }));

  // An extension of the contract: the signed-in user's own preferences (see README).
  app.patch('/api/v1/auth/me/preferences', async (request) => ({
    data: await sessions.updatePreferences(principalOf(request).user.id, request.body),
  }));

  // Social sign-in: no OpenID provider is configured in this build, so both calls answer 400 as
  // the contract says for an unconfigured provider.
  const notConfigured = async (request: { body: unknown }) => {
    const provider = (request.body as { provider?: unknown } | null)?.provider;
    throw badRequest(`Sign-in with ${typeof provider === 'string' ? provider : 'that provider'} is not configured`, { field: 'provider' });
  };
  app.post('/api/v1/auth/social/redirect', open, notConfigured);
  app.post('/api/v1/auth/social/callback', open, notConfigured);
}
