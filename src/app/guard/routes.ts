/**
 * The app's route table as the guard reads it (spec section 2): each route names its subject,
 * the action it needs (default read) and its layout. Resource routes come from the registry;
 * the pages below are hand-written. App.tsx renders exactly these paths.
 */
import type { ResourceDef, RouteDef } from '../../shared/resource-spec';
import type { Action } from '../../shared/wire';
import type { ResourceView } from '../crud/ResourcePage';
import { allResources } from '../crud/registry';
import { SECOND_FACTOR_PATH } from '../authProvider/secondFactor';

export type RouteLayout = 'full' | 'vertical';

export interface AppRoute {
  /** The route's pattern, e.g. /pages/masterlists/uom/manage. */
  path: string;
  subject: string;
  /** What the route needs on its subject; a function when the query decides (manage: create or update). */
  action: Action | ((search: URLSearchParams) => Action);
  layout: RouteLayout;
  /** A signed-in user who opens it goes to their home instead (login, register, ...). */
  redirectIfLoggedIn?: boolean;
  /** Only for a signed-in user, whatever the subject lets anyone read (the profile). */
  signedIn?: boolean;
}

/** The full-layout pages (no menu, no app bar); all of them use subject Auth, which everyone may read. */
export const FULL_LAYOUT_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/set-password',
  '/auth/social/callback',
  '/auth/social/:provider/callback',
  SECOND_FACTOR_PATH,
  '/privacypolicy',
  '/coming-soon',
  '/under-maintenance',
  '/not-authorized',
  '/error-404',
  '/error',
] as const;
export type FullLayoutPath = (typeof FULL_LAYOUT_PATHS)[number];

const REDIRECT_IF_LOGGED_IN: ReadonlySet<string> = new Set<FullLayoutPath>(['/login', '/register', '/forgot-password']);

export const PATHS = {
  home: '/',
  dashboard: '/dashboard',
  accessControl: '/access-control',
  profile: '/profile',
  /** The API's description, for administrators (whoever may manage ACL). */
  apiReference: '/pages/admin/api-reference',
  /** The mails the server wrote (queued, sent, failed) with Resend, for administrators. */
  outbox: '/pages/admin/outbox',
  /** The business's own details (name, UEN, address, Peppol id, bank), for administrators. */
  business: '/pages/admin/business',
  /** The imports made (issue 36): everyone's for an administrator, one's own for whoever may import (the server decides). */
  imports: '/pages/admin/imports',
  /** The technician's jobs for today (modules/field), their landing page on a phone. */
  taskList: '/pages/services-tools/task-lists',
  login: '/login',
  notAuthorized: '/not-authorized',
  notFound: '/error-404',
  /** Setting up the second factor a role requires: the only page such a user may open (authProvider/secondFactor.ts). */
  secondFactor: SECOND_FACTOR_PATH,
} as const;

/** manage without ?id= adds a record, with it edits one. */
const manageAction = (search: URLSearchParams): Action => (search.has('id') ? 'update' : 'create');

/** The views each list route serves: the list at its path, the others under it (/manage, /view). */
export const RESOURCE_VIEWS: readonly ResourceView[] = ['list', 'manage', 'view'];

export const resourceViewPath = (route: RouteDef, view: ResourceView): string => (view === 'list' ? route.path : `${route.path}/${view}`);

export function resourceRoutes(defs: ResourceDef[]): AppRoute[] {
  return defs.flatMap((def) =>
    def.routes.flatMap((route) =>
      RESOURCE_VIEWS.map((view) => ({
        path: resourceViewPath(route, view),
        subject: def.subject,
        action: view === 'manage' ? manageAction : ('read' as const),
        layout: 'vertical' as const,
      })),
    ),
  );
}

export function buildRouteTable(defs: ResourceDef[] = allResources): Map<string, AppRoute> {
  const routes: AppRoute[] = [
    // Every role that may read the dashboard gets it as a home (README, "Security").
    { path: PATHS.dashboard, subject: 'Dashboard', action: 'read', layout: 'vertical' },
    { path: PATHS.accessControl, subject: 'ACL', action: 'read', layout: 'vertical' },
    // Everyone signed in has a profile (their own password).
    { path: PATHS.profile, subject: 'Auth', action: 'read', layout: 'vertical', signedIn: true },
    { path: PATHS.apiReference, subject: 'ACL', action: 'manage', layout: 'vertical' },
    { path: PATHS.outbox, subject: 'ACL', action: 'manage', layout: 'vertical' },
    { path: PATHS.business, subject: 'ACL', action: 'manage', layout: 'vertical' },
    // Whoever is signed in may open it; GET /imports answers 403 (a sentence) to a role that imports nothing.
    { path: PATHS.imports, subject: 'Auth', action: 'read', layout: 'vertical', signedIn: true },
    ...FULL_LAYOUT_PATHS.map((path) => ({
      path,
      subject: 'Auth',
      action: 'read' as const,
      layout: 'full' as const,
      ...(REDIRECT_IF_LOGGED_IN.has(path) ? { redirectIfLoggedIn: true } : {}),
      ...(path === SECOND_FACTOR_PATH ? { signedIn: true } : {}),
    })),
    ...resourceRoutes(defs),
  ];
  return new Map(routes.map((r) => [r.path, r]));
}

export const ROUTE_TABLE = buildRouteTable();

/** Whether a path fits a pattern whose `:name` segments stand for any one non-empty segment. */
function fits(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
}

/** A path's route; a trailing slash is ignored, as the server ignores it. */
export function findRoute(pathname: string, table: Map<string, AppRoute> = ROUTE_TABLE): AppRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table.get(path) ?? [...table.values()].find((route) => route.path.includes('/:') && fits(route.path, path));
}

export function routeAction(route: AppRoute, search: URLSearchParams): Action {
  return typeof route.action === 'function' ? route.action(search) : route.action;
}
