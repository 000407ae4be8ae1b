/**
 * The route guard's decisions (spec section 2, issue 5): allowed when the ability permits the
 * route's action (default read) on its subject; refused and signed in -> /not-authorized;
 * anonymous -> /login with the wanted page kept; redirect-if-logged-in routes -> the role's home;
 * unknown -> /error-404.
 */
import { describe, expect, it } from 'vitest';
import { guardDecision, homePath, isAllowed, abilityOf, type GuardUser } from '../../src/app/guard';
import { ROUTE_TABLE, FULL_LAYOUT_PATHS, PATHS } from '../../src/app/guard/routes';
import { menuGroups } from '../../src/app/guard/menu';
import type { AbilityRule } from '../../src/shared/wire';
import { ROLE_SPECS, rulesOf } from '../../src/server/auth/roles';
import { allResources } from '../../src/app/crud/registry';

const at = (path: string) => {
  const [pathname, search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};
const user = (ability: AbilityRule[], home: string | null = null): GuardUser => ({ ability, home });

const USERS = '/pages/admin/users';
const UOM = '/pages/masterlists/uom';
const uomReader = user([{ action: 'read', subject: 'uom' }]);

describe('route guard decisions', () => {
  it('sends an anonymous user to /login, keeping the wanted page and its query', () => {
    expect(guardDecision(at(`${UOM}?filter=kg`), null)).toEqual({
      kind: 'redirect',
      to: '/login',
      next: { pathname: UOM, search: '?filter=kg' },
    });
    expect(guardDecision(at('/dashboard'), null)).toMatchObject({ kind: 'redirect', to: '/login', next: { pathname: '/dashboard' } });
    expect(guardDecision(at('/'), null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets everyone open the auth pages (subject Auth, which every ability reads)', () => {
    // The second factor's set-up page is for a signed-in user (tests/app/guard-second-factor.test.ts).
    for (const path of FULL_LAYOUT_PATHS.filter((p) => p !== PATHS.secondFactor)) {
      expect(guardDecision(at(path), null).kind, path).toBe('allow');
      expect(ROUTE_TABLE.get(path)).toMatchObject({ subject: 'Auth', action: 'read', layout: 'full' });
    }
    expect(guardDecision(at('/auth/reset-password?token=abc'), uomReader).kind).toBe('allow');
    // the OpenID redirect URI names its provider: /auth/social/{provider}/callback
    expect(guardDecision(at('/auth/social/google/callback?code=c&state=s'), null).kind).toBe('allow');
    expect(guardDecision(at('/auth/social//callback'), null)).toEqual({ kind: 'redirect', to: '/error-404' });
    expect(guardDecision(at('/auth/social/google/extra/callback'), null)).toEqual({ kind: 'redirect', to: '/error-404' });
    expect(guardDecision(at('/not-authorized'), uomReader).kind).toBe('allow');
  });

  it('sends an unknown path to /error-404, signed in or not', () => {
    expect(guardDecision(at('/pages/no-such-page'), null)).toEqual({ kind: 'redirect', to: '/error-404' });
    expect(guardDecision(at('/pages/no-such-page'), user([{ action: 'manage', subject: 'all' }]))).toEqual({ kind: 'redirect', to: '/error-404' });
    // react-admin's own resource paths are not pages of this app
    expect(guardDecision(at('/users'), user([{ action: 'manage', subject: 'all' }]))).toEqual({ kind: 'redirect', to: '/error-404' });
  });

  it('sends a signed-in user without the right to /not-authorized', () => {
    expect(guardDecision(at(USERS), uomReader)).toEqual({ kind: 'redirect', to: '/not-authorized' });
    expect(guardDecision(at(`${USERS}/view?id=1`), uomReader)).toEqual({ kind: 'redirect', to: '/not-authorized' });
    expect(guardDecision(at(UOM), uomReader).kind).toBe('allow');
    expect(guardDecision(at(`${UOM}/`), uomReader).kind).toBe('allow'); // a trailing slash is the same page
    expect(guardDecision(at(`${UOM}/view?id=3`), uomReader).kind).toBe('allow');
  });

  it('needs create for a manage page without id and update with one', () => {
    expect(guardDecision(at(`${UOM}/manage`), uomReader)).toEqual({ kind: 'redirect', to: '/not-authorized' });
    expect(guardDecision(at(`${UOM}/manage?id=3`), uomReader)).toEqual({ kind: 'redirect', to: '/not-authorized' });
    const editor = user([{ action: ['read', 'update'], subject: 'uom' }]);
    expect(guardDecision(at(`${UOM}/manage?id=3`), editor).kind).toBe('allow');
    expect(guardDecision(at(`${UOM}/manage`), editor)).toEqual({ kind: 'redirect', to: '/not-authorized' });
    expect(guardDecision(at(`${UOM}/manage`), user([{ action: 'create', subject: 'uom' }])).kind).toBe('allow');
  });

  it('opens /dashboard with read on Dashboard, /access-control with read on ACL, and /profile for everyone signed in', () => {
    expect(guardDecision(at('/dashboard'), user([{ action: 'read', subject: 'Dashboard' }])).kind).toBe('allow');
    expect(guardDecision(at('/dashboard'), user([{ action: 'manage', subject: 'Dashboard' }])).kind).toBe('allow');
    expect(guardDecision(at('/dashboard'), uomReader)).toEqual({ kind: 'redirect', to: '/not-authorized' });
    expect(guardDecision(at('/profile'), user([])).kind).toBe('allow');
    expect(guardDecision(at('/profile'), null)).toEqual({ kind: 'redirect', to: '/login', next: { pathname: '/profile', search: '' } });
    expect(guardDecision(at('/access-control'), user([{ action: 'read', subject: 'ACL' }])).kind).toBe('allow');
    expect(guardDecision(at('/access-control'), uomReader)).toEqual({ kind: 'redirect', to: '/not-authorized' });
  });

  it('lets manage all open every page', () => {
    const admin = user([{ action: 'manage', subject: 'all' }]);
    for (const path of ROUTE_TABLE.keys()) {
      const decision = guardDecision(at(`${path}?id=1`), admin);
      // The second factor's set-up page is only for someone who must set one up (guard-second-factor.test.ts).
      if (ROUTE_TABLE.get(path)!.redirectIfLoggedIn || path === PATHS.secondFactor) expect(decision).toEqual({ kind: 'redirect', to: '/dashboard' });
      else expect(decision.kind, path).toBe('allow');
    }
  });

  it('sends a signed-in user away from the redirect-if-logged-in pages to their home', () => {
    const technician = user([{ action: 'read', subject: 'uom' }], UOM);
    for (const path of ['/login', '/register', '/forgot-password']) {
      expect(guardDecision(at(path), technician)).toEqual({ kind: 'redirect', to: UOM });
    }
    expect(guardDecision(at('/'), technician)).toEqual({ kind: 'redirect', to: UOM });
    expect(guardDecision(at('/login'), user([{ action: 'manage', subject: 'all' }]))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
});

describe('home path', () => {
  it("is the role's home when the role may open it", () => {
    expect(homePath(user([{ action: 'read', subject: 'users' }], USERS))).toBe(USERS);
    expect(homePath(user([{ action: 'read', subject: 'uom' }], `${UOM}?status=V`))).toBe(`${UOM}?status=V`);
  });

  it('falls back to /dashboard, then to the first page of the menu, then to /not-authorized', () => {
    expect(homePath(user([{ action: 'manage', subject: 'Dashboard' }, { action: 'read', subject: 'uom' }], USERS))).toBe('/dashboard');
    expect(homePath(user([{ action: 'manage', subject: 'all' }]))).toBe('/dashboard');
    const readsUom = [{ action: 'read' as const, subject: 'uom' }];
    expect(homePath(user(readsUom))).toBe(menuGroups(abilityOf(readsUom))[0].items[0].route.path);
    expect(homePath(user(readsUom))).toBe(UOM);
    expect(homePath(user([]))).toBe('/not-authorized');
  });
});

/** The rules a shipped role gets from the registry (as the server seeds them). */
const shippedRules = (name: string) => rulesOf(ROLE_SPECS.find((r) => r.name === name)!, allResources);
const menuPaths = (rules: AbilityRule[]) => menuGroups(abilityOf(rules)).flatMap((g) => g.items.map((i) => i.route.path));
const TASKS = '/pages/services-tools/task-lists';

describe("the technician's menu and landing page, from the ability", () => {
  it('shows someone who works only on their own jobs their jobs and reports, not the collections they only read', () => {
    const technician = shippedRules('technician');
    expect(menuPaths(technician).sort()).toEqual(
      [TASKS, '/pages/services-tools/map-view', '/pages/services-tools/calendar', '/pages/services-tools/job-order', '/pages/services-tools/service-report'].sort(),
    );
    // They still read the customers and products their jobs name: the data, not a menu page.
    expect(abilityOf(technician).can('read', 'companies')).toBe(true);
    // The same rules without the own-jobs limit (manage on job orders) keep the full menu.
    const coordinator = menuPaths(shippedRules('coordinator'));
    expect(coordinator).toEqual(expect.arrayContaining([TASKS, '/pages/services-tools/service-request', '/pages/masterlists/customers']));
    const readonly = menuPaths(shippedRules('readonly'));
    expect(readonly).toEqual(expect.arrayContaining(['/pages/services-tools/job-order', '/pages/masterlists/customers']));
  });

  it('lands them on their task list on a phone and on their dashboard on a wider screen; others land as before', () => {
    const technician = shippedRules('technician');
    // The shipped role's home is /dashboard (roles.ts): the office's screen, not the phone's.
    expect(homePath({ ability: technician, home: '/dashboard', phone: true })).toBe(TASKS);
    expect(homePath({ ability: technician, phone: true })).toBe(TASKS);
    expect(homePath({ ability: technician, home: '/dashboard', phone: false })).toBe('/dashboard');
    expect(homePath({ ability: technician, home: '/pages/services-tools/calendar', phone: false })).toBe('/pages/services-tools/calendar');
    // Whoever manages job orders keeps their home on a phone.
    expect(homePath({ ability: shippedRules('coordinator'), home: '/pages/services-tools/job-order', phone: true })).toBe('/pages/services-tools/job-order');
    expect(homePath({ ability: shippedRules('readonly'), phone: true })).toBe('/dashboard');
  });
});

describe('isAllowed', () => {
  it('reads the query of the path it is given', () => {
    const ability = abilityOf([{ action: 'update', subject: 'uom' }]);
    expect(isAllowed(`${UOM}/manage?id=1`, ability)).toBe(true);
    expect(isAllowed(`${UOM}/manage`, ability)).toBe(false);
    expect(isAllowed('/nowhere', abilityOf([{ action: 'manage', subject: 'all' }]))).toBe(false);
  });

  it('honours a rule that forbids (inverted) over a wider grant', () => {
    const ability = abilityOf([{ action: 'manage', subject: 'all' }, { action: 'read', subject: 'users', inverted: true }]);
    expect(isAllowed(USERS, ability)).toBe(false);
    expect(isAllowed(UOM, ability)).toBe(true);
  });
});
