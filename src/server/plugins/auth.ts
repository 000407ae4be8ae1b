/**
 * Authentication and abilities for /api/v1: every route needs a valid bearer token unless its
 * config says `public: true`; `requireAbility` answers 403 with the errors body.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '../../shared/wire';
import { forbidden } from '../errors';
import type { Principal, Sessions } from '../auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
}

export function registerAuthentication(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('principal', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/v1/') || request.routeOptions.config?.public || !request.routeOptions.url) return;
    request.principal = await sessions.authenticate(request.headers.authorization);
  });
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('route was not authenticated');
  return request.principal;
}

export function requireAbility(request: FastifyRequest, action: Action, subject: string, what: string): Principal {
  const principal = principalOf(request);
  if (!principal.ability.can(action, subject)) throw forbidden(`You may not ${action} ${what}`);
  return principal;
}
