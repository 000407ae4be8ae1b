/** /api/v1/auth/*: sign-in, token refresh with rotation, sign-out, the current user, social sign-in. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../config';
import type { Sessions } from '../auth/sessions';
import { FLOW_COOKIE, FLOW_COOKIE_PATH, type OpenIdSignIn } from '../auth/oidc';
import { principalOf } from '../plugins/auth';

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

export function registerAuthRoutes(app: FastifyInstance, settings: Settings, sessions: Sessions, openId: OpenIdSignIn): void {
  const open = { config: { public: true } };
  const anySignedIn = { config: { signedIn: true } };

  app.post('/api/v1/auth/token', open, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { data: await sessions.login(body.username, body.password, request.ip) };
  });

  app.post('/api/v1/auth/refresh-token', open, async (request) => ({ data: await sessions.refresh(request.body) }));

  app.get('/api/v1/auth/logout', anySignedIn, async (request) => {
    await sessions.logout(principalOf(request).sessionId);
    return { data: {} };
  });

  app.get('/api/v1/auth/me', anySignedIn, async (request) => ({ data: principalOf(request).user }));

  // An extension of the contract: the signed-in user's own preferences (see README).
  app.patch('/api/v1/auth/me/preferences', anySignedIn, async (request) => ({
    data: await sessions.updatePreferences(principalOf(request).user.id, request.body),
  }));

  // Social sign-in (auth/oidc.ts): 400 for a provider that is not configured.
  app.post('/api/v1/auth/social/redirect', open, async (request, reply) => {
    const { url, browserSecret } = await openId.start((request.body as { provider?: unknown } | null)?.provider);
    setFlowCookie(reply, settings, browserSecret, 600);
    return { data: { url } };
  });

  app.post('/api/v1/auth/social/callback', open, async (request, reply) => {
    const answer = await openId.finish(request.body, cookie(request, FLOW_COOKIE));
    setFlowCookie(reply, settings, '', 0);
    return { data: answer };
  });
}
