/**
 * Authentication and abilities for /api/v1: every route needs a valid bearer token unless its
 * config says `public: true`; `requireAbility` answers 403 with the errors body.
 *
 * Every other route must ask the caller's ability (requireAbility, or ability.can) before it
 * answers, unless its config says `signedIn: true` (any signed-in user: /auth/me, logout). A
 * route that forgets answers 500 and logs why instead of handing out what it should have
 * guarded, so a new domain route cannot skip the check unnoticed.
 */
import type { FastifyInstance, FastifyRequest, HTTPMethods, preValidationHookHandler, RouteOptions } from 'fastify';
import type { Action, AppAbility } from '../../shared/wire';
import { forbidden, HttpError } from '../errors';
import type { CheckedAbility, Principal, Sessions } from '../auth/sessions';
import { mfaSetupRequired, opensBeforeFactor } from '../auth/factors';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** Whether the handler has asked the principal's ability anything (from the start on a `signedIn` route); null before sign-in. */
    abilityMark: AbilityMark | null;
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
 * A request's mark that its ability was asked. The ability holds the mark, not the request: work
 * that outlives its request with the principal (an import in the background) must not keep the
 * request and its body (a 40 MB upload) alive.
 */
export interface AbilityMark {
  checked: boolean;
}

/**
 * The ability as one request sees it: any question put to it counts as the route's check. A
 * view over the role's compiled ability, which is shared by every request of that role.
 */
class WatchedAbility implements CheckedAbility {
  constructor(
    private readonly ability: CheckedAbility,
    private readonly mark: AbilityMark,
  ) {}

  can(...args: Parameters<AppAbility['can']>): boolean {
    this.mark.checked = true;
    return this.ability.can(...args);
  }

  cannot(...args: Parameters<AppAbility['cannot']>): boolean {
    this.mark.checked = true;
    return this.ability.cannot(...args);
  }
}

/**
 * The principal's hook on every /api/v1 route that is not public, added to the route itself (its
 * config is known there, and no other route runs it). Written with `done` rather than async: a
 * request whose token and session are known already is signed in without a promise or a tick.
 * Before the body is validated (plugins/validation.ts): an anonymous caller learns nothing about it.
 */
function authenticateFor(route: RouteOptions, sessions: Sessions): preValidationHookHandler {
  const anyRole = !!route.config?.signedIn;
  // A user whose role requires a second factor they have not set up reaches only the set-up calls (auth/factors.ts).
  const beforeFactor = opensBeforeFactor(route.url);
  const signIn = (request: FastifyRequest, principal: Principal): Error | undefined => {
    if (principal.mustSetUpFactor && !beforeFactor) return mfaSetupRequired();
    request.abilityMark = { checked: anyRole }; // such a route has nothing to ask
    request.principal = { user: principal.user, sessionId: principal.sessionId, ability: new WatchedAbility(principal.ability, request.abilityMark) };
    return undefined;
  };
  return (request, _reply, done) => {
    const known = sessions.knownPrincipal(request.headers.authorization);
    if (known) return done(signIn(request, known));
    sessions.authenticate(request.headers.authorization).then((principal) => done(signIn(request, principal)), done);
  };
}

export function registerAuthentication(app: FastifyInstance, sessions: Sessions): void {
  const table: ApiRoute[] = [];
  routeTables.set(app, table);
  app.decorateRequest('principal', null);
  app.decorateRequest('abilityMark', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/')) return;
    for (const method of ([] as HTTPMethods[]).concat(route.method)) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, public: !!route.config?.public, signedIn: !!route.config?.signedIn });
    }
    if (!route.config?.public) route.preValidation = [authenticateFor(route, sessions), ...([] as preValidationHookHandler[]).concat(route.preValidation ?? [])];
  });

  // Only signed-in requests have a principal, so public routes pass untouched.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.principal || request.abilityMark?.checked || reply.statusCode >= 400) return done(null, payload);
    request.log.error({ route: `${request.method} ${request.routeOptions.url}` }, 'route answered without checking the ability; refused');
    reply.code(500).type('application/json; charset=utf-8');
    done(null, JSON.stringify({ errors: HttpError.of('INTERNAL', 'Something went wrong on the server; the error has been logged').entries }));
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
