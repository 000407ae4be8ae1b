/**
 * The route guard's decisions (spec section 2), pure so they can be tested without a browser:
 * a route is allowed when the user's ability permits the route's action on its subject; refused
 * and signed in goes to /not-authorized, refused and anonymous goes to /login (keeping the wanted
 * page for after signing in); redirect-if-logged-in routes send a signed-in user home; an
 * unknown path goes to /error-404.
 */
import { buildAbility } from '../../shared/abilities';
import type { AbilityRule, AppAbility } from '../../shared/wire';
import { menuGroups, worksOwnJobsOnly } from './menu';
import { findRoute, PATHS, ROUTE_TABLE, routeAction, type AppRoute } from './routes';

/** What the guard needs of the signed-in user: the rules, and the role's home path when set. */
export interface GuardUser {
  ability: AbilityRule[];
  home?: string | null;
  /** Signed in on a phone-sized screen: someone who works on their own jobs lands on their task list. */
  phone?: boolean;
  /** Their role requires a second factor they have not set up: the set-up page is the only one that opens. */
  mfaSetup?: boolean;
}

export interface GuardLocation {
  pathname: string;
  search: string;
}

export type GuardDecision =
  | { kind: 'allow'; route: AppRoute }
  | {
      kind: 'redirect';
      to: string;
      /** Set when an anonymous user is sent to /login: where to go back after signing in. */
      next?: GuardLocation;
    };

let cached: { key: string; ability: AppAbility } | null = null;

/** The ability of a rule list; the last one is kept, since the guard asks on every render. */
export function abilityOf(rules: AbilityRule[] | undefined): AppAbility {
  const key = JSON.stringify(rules ?? []);
  if (cached?.key !== key) cached = { key, ability: buildAbility(rules ?? []) };
  return cached.ability;
}

function splitPath(path: string): GuardLocation {
  const at = path.indexOf('?');
  return at < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, at), search: path.slice(at) };
}

/** Whether the route at `path` (with its query) exists and the ability permits it. */
export function isAllowed(path: string, ability: AppAbility, table = ROUTE_TABLE): boolean {
  const { pathname, search } = splitPath(path);
  const route = findRoute(pathname, table);
  return route !== undefined && ability.can(routeAction(route, new URLSearchParams(search)), route.subject);
}

/**
 * Where a signed-in user lands: on a phone, someone who works on their own jobs lands on their
 * task list (a role's home is chosen for the office's screens: the shipped technician's is
 * /dashboard); otherwise their role's home, else /dashboard, else the first page of their menu,
 * whichever they may open first (a role whose home it may not open still lands somewhere).
 */
export function homePath(user: GuardUser, table = ROUTE_TABLE): string {
  if (user.mfaSetup) return PATHS.secondFactor;
  const ability = abilityOf(user.ability);
  const taskList = user.phone && worksOwnJobsOnly(ability) ? PATHS.taskList : null;
  const candidates = [taskList, user.home, PATHS.dashboard, ...menuGroups(ability).flatMap((g) => g.items.map((i) => i.route.path))];
  return candidates.find((path): path is string => typeof path === 'string' && path !== '' && isAllowed(path, ability, table)) ?? PATHS.notAuthorized;
}

export function guardDecision(location: GuardLocation, user: GuardUser | null, table = ROUTE_TABLE): GuardDecision {
  if (location.pathname === PATHS.home) return { kind: 'redirect', to: user ? homePath(user, table) : PATHS.login };
  const route = findRoute(location.pathname, table);
  // A second factor to set up first: whatever was asked for, its page (and that page is for nobody else).
  if (user?.mfaSetup) return route?.path === PATHS.secondFactor ? { kind: 'allow', route } : { kind: 'redirect', to: PATHS.secondFactor };
  if (route?.path === PATHS.secondFactor && user) return { kind: 'redirect', to: homePath(user, table) };
  if (!route) return { kind: 'redirect', to: PATHS.notFound };
  if (user && route.redirectIfLoggedIn) return { kind: 'redirect', to: homePath(user, table) };
  const ability = abilityOf(user?.ability);
  if (route.signedIn && !user) return { kind: 'redirect', to: PATHS.login, next: { pathname: location.pathname, search: location.search } };
  if (ability.can(routeAction(route, new URLSearchParams(location.search)), route.subject)) return { kind: 'allow', route };
  if (user) return { kind: 'redirect', to: PATHS.notAuthorized };
  return { kind: 'redirect', to: PATHS.login, next: { pathname: location.pathname, search: location.search } };
}
