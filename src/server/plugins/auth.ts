/**
 * Authentication and abilities for /api/v1: every route needs a valid bearer token unless its
 * config says `public: true`; `requireAbility` answers 403 with the errors body.
 *
 * Every other route must ask the caller's ability (requireAbility, or ability.can) before it
 * answers, unless its config says `signedIn: true` (any signed-in user: /auth/me, logout). A
 * route that forgets answers 500 and logs why instead of handing out what it should have
 * guarded, so a new domain route cannot skip the check unnoticed.
 */
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { Action, AppAbility } from '../../shared/wire';
import { forbidden, HttpError } from '../errors';
import type { Principal, Sessions } from '../auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** Set once the handler asked the principal's ability anything. */
    abilityChecked: boolean;
  }
  interface FastifyContextConfig {
    /** No sign-in needed (sign-in itself, account mails, the auth config). */
    public?: boolean;
    /** With public: the route checks a credential itself (the event stream takes the token or a ticket). */
    ownCredentials?: boolean;
    /** Any signed-in user, whatever their role (their own session and preferences). */
    signedIn?: boolean;
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  public: boolean;
  signedIn: boolean;
}

const routeTables = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api/v1 route registered on the app, for the test that walks them all. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  return routeTables.get(app) ?? [];
}

/**
 * The ability as this request sees it: any question put to it counts as the route's check. A
 * view over the role's compiled ability, which is shared by every request of that role.
 */
function watched(ability: AppAbility, onCheck: () => void): AppAbility {
  return new Proxy(ability, {
    get(target, key) {
      if (key === 'can' || key === 'cannot') {
        const ask = target[key].bind(target);
        return (...args: Parameters<AppAbility['can']>) => (onCheck(), ask(...args));
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function registerAuthentication(app: FastifyInstance, sessions: Sessions): void {
  const table: ApiRoute[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/')) return;
    for (const method of ([] as HTTPMethods[]).concat(route.method)) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, public: !!route.config?.public, signedIn: !!route.config?.signedIn });
    }
  });

  app.decorateRequest('principal', null);
  app.decorateRequest('abilityChecked', false);
  // Before the body is validated (plugins/validation.ts): an anonymous caller learns nothing about it.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/v1/') || request.routeOptions.config?.public || !request.routeOptions.url) return;
    const principal = await sessions.authenticate(request.headers.authorization);
    request.principal = { ...principal, ability: watched(principal.ability, () => (request.abilityChecked = true)) };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    if (!request.principal || config?.public || config?.signedIn || request.abilityChecked || reply.statusCode >= 400) return payload;
    request.log.error({ route: `${request.method} ${request.routeOptions.url}` }, 'route answered without checking the ability; refused');
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ errors: HttpError.of('INTERNAL', 'Something went wrong on the server; the error has been logged').entries });
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
