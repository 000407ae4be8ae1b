/**
 * Abilities in real Chromium (issue 5, "Done when"): a technician signs in and sees only the
 * areas their role may read; a forbidden URL lands on /not-authorized while the API refuses the
 * same call with 403; an anonymous deep link goes to /login and back after signing in; the
 * roles screen edits a rule set through the matrix, and the menu follows it. After every
 * navigation no loading overlay is left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resources } from '../../generated/server/registry';
import { abilityOf, homePath, isAllowed } from '../../src/app/guard/decide';
import { menuGroups } from '../../src/app/guard/menu';
import { buildAbility } from '../../src/shared/abilities';
import type { AbilityRule, TokenAnswer } from '../../src/shared/wire';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiCall, apiSignIn, expectSettled, poll, signInAfresh, signInWithForm, waitForLanding } from './session-helpers';

const TECH_PASSWORD = 'field-tech-password';

/** The menu areas of an ability (guard/menu.ts: the readable resources' areas; someone held to their own jobs gets those only). */
function readableAreas(rules: AbilityRule[]): string[] {
  return menuGroups(buildAbility(rules))
    .map((g) => g.area)
    .sort();
}

/** The first list route an ability may read, if any. */
function firstReadableRoute(rules: AbilityRule[]): string | undefined {
  const ability = buildAbility(rules);
  return resources.find((def) => def.routes.length && ability.can('read', def.subject))?.routes[0].path;
}

/** The menu's list routes for an ability (guard/menu.ts). */
function readablePaths(rules: AbilityRule[]): string[] {
  return menuGroups(buildAbility(rules))
    .flatMap((g) => g.items.map((i) => i.route.path))
    .sort();
}

/** Opens every area of the side menu and answers the paths its entries link to. */
async function menuPaths(page: Page): Promise<string[]> {
  const groups = page.locator('[data-testid^="menu-"]');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.locator('a').count()) === 0) await group.locator('[aria-expanded]').first().click();
    await group.locator('a').first().waitFor();
  }
  const hrefs = await groups.locator('a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.sort();
}

async function menuAreas(page: Page): Promise<string[]> {
  const ids = await page.locator('[data-testid^="menu-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('menu-'.length)));
  return ids.sort();
}

describe.skipIf(!chromiumAvailable())('abilities in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let admin: TokenAnswer;
  let technician: TokenAnswer;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer();
    ({ browser, page } = await openPage(server.origin, pageErrors));
    admin = await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD);

    // The shipped technician role, or one like it on a server that does not ship it yet.
    const roles = await apiCall(server, admin.token, 'GET', `/api/v1/roles?status=all&filterExt=${encodeURIComponent("name='technician'")}`);
    expect(roles.statusCode, roles.body).toBe(200);
    if (roles.json().data.length === 0) {
      const has = (name: string) => resources.some((d) => d.resource === name);
      const ability: AbilityRule[] = has('joborder_headers')
        ? [{ action: ['read', 'update'], subject: 'joborder_headers' }]
        : [{ action: 'read', subject: 'uom' }, { action: 'read', subject: 'products' }];
      const created = await apiCall(server, admin.token, 'POST', '/api/v1/roles', { name: 'technician', description: 'Field technician', ability });
      expect(created.statusCode, created.body).toBe(201);
    }
    await addUser(server, admin.token, { username: 'tech1', email: 'tech1@example.sg', first_name: 'Kumar', last_name: 'Ravi', role: 'technician', password: TECH_PASSWORD });
    technician = await apiSignIn(server, 'tech1', TECH_PASSWORD);
  });
  afterAll(() => closeAll(browser, server));

  it('signs a technician in to their home, showing only the areas their role may read', async () => {
    await page.goto(`${server.origin}/`);
    await signInWithForm(page, 'tech1', TECH_PASSWORD);
    // Their role's home, or the first page they may open when the role may not open its home.
    expect(await waitForLanding(page)).toBe(homePath(technician.user).split('?')[0]);
    if (isAllowed(technician.user.home, abilityOf(technician.user.ability))) expect(new URL(page.url()).pathname).toBe(technician.user.home.split('?')[0]);
    await expectSettled(page);
    const rules = technician.user.ability;
    const dashboard = buildAbility(rules).can('read', 'Dashboard');
    await poll(() => menuAreas(page)).toEqual(readableAreas(rules));
    const paths = await menuPaths(page);
    expect(paths).toEqual(readablePaths(rules));
    expect(paths).not.toContain('/pages/admin/users');
    expect(paths).not.toContain('/pages/masterlists/customers'); // read for their jobs, not a page of theirs
    expect(paths).toContain('/pages/services-tools/task-lists');
    expect(await page.getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(dashboard ? 1 : 0);
  });

  it('lands on /not-authorized at a forbidden URL, while the API refuses the same call with 403', async () => {
    expect(buildAbility(technician.user.ability).can('read', 'users')).toBe(false);
    await page.goto(`${server.origin}/pages/admin/users`);
    await page.waitForURL(/\/not-authorized$/);
    await poll(() => page.getByText('You are not authorized to open this page').count()).toBe(1);
    await expectSettled(page);
    expect(await page.locator('[data-testid^="menu-"]').count()).toBe(0); // full layout: no menu

    const refused = await apiCall(server, technician.token, 'GET', '/api/v1/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ status: '403', code: 'FORBIDDEN' });
    // The browser's own token gets the same answer.
    const browserToken = await page.evaluate(() => localStorage.getItem('token'));
    expect((await apiCall(server, browserToken, 'GET', '/api/v1/users')).statusCode).toBe(403);

    // An edit page of a readable resource needs update or create too.
    const readable = firstReadableRoute(technician.user.ability);
    const readableDef = resources.find((d) => d.routes.some((r) => r.path === readable));
    if (readable && readableDef && !buildAbility(technician.user.ability).can('create', readableDef.subject)) {
      await page.goto(`${server.origin}${readable}/manage`);
      await page.waitForURL(/\/not-authorized$/);
    }
  });

  it('sends a signed-in technician away from /login to their home, and an unknown path to /error-404', async () => {
    await page.goto(`${server.origin}/login`);
    await waitForLanding(page);
    await page.goto(`${server.origin}/pages/masterlists/no-such-list`);
    await page.waitForURL(/\/error-404$/);
    await expectSettled(page);
  });

  it('sends an anonymous deep link to /login and back to it after signing in', async () => {
    const readable = firstReadableRoute(technician.user.ability) ?? '/dashboard';
    const deepLink = `${readable}?filter=${encodeURIComponent(JSON.stringify({ q: 'zz' }))}`;
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.origin}${deepLink}`);
    await page.waitForURL(/\/login$/);
    await poll(() => page.getByText('Sign in to open the page you asked for.').count()).toBe(1);
    await expectSettled(page);
    await signInWithForm(page, 'tech1', TECH_PASSWORD);
    await page.waitForURL((url) => url.pathname === readable);
    expect(decodeURIComponent(page.url())).toContain('"q":"zz"');
    await expectSettled(page);
  });

  it('opens the full-layout pages to everyone, without menu or app bar', async () => {
    await page.goto(`${server.origin}/privacypolicy`);
    await page.evaluate(() => localStorage.clear());
    const pages: Array<[string, string]> = [
      ['/privacypolicy', 'Personal Data Protection Act 2012'],
      ['/coming-soon', 'Coming soon'],
      ['/under-maintenance', 'Under maintenance'],
      ['/error', 'Something went wrong'],
      ['/not-authorized', 'You are not authorized to open this page'],
      ['/error-404', 'Page not found'],
      ['/auth/verify-email', 'This link is incomplete'],
      ['/auth/reset-password', 'This link is incomplete'],
      ['/auth/set-password', 'This invitation link is incomplete'],
      ['/forgot-password', 'Forgot your password?'],
    ];
    for (const [path, text] of pages) {
      await page.goto(`${server.origin}${path}`);
      await poll(() => page.getByText(text).count()).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('.RaAppBar-appBar, [data-testid^="menu-"]').count(), path).toBe(0);
      await expectSettled(page);
    }
  });

  it('edits a rule set with the roles matrix; the menu and the API follow it', async () => {
    // Sign in as the administrator.
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    await expectSettled(page);

    // /access-control (ACL read) shows the user's own role and rules, from the user menu.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'My access' }).click();
    await page.waitForURL(/\/access-control$/);
    await poll(() => page.getByTestId('access-role').textContent()).toBe('Your role: admin');
    const own = page.getByTestId('ability-matrix').locator('input[name="all.manage"]');
    expect([await own.isChecked(), await own.isDisabled()]).toEqual([true, true]);

    await page.goto(`${server.origin}/pages/admin/roles/manage`);
    await page.fill('input[name=name]', 'storekeeper');
    await page.fill('input[name=description]', 'Keeps the units of measure');
    const matrix = page.getByTestId('ability-matrix');
    await matrix.locator('input[name="uom.read"]').check();
    await matrix.locator('input[name="uom.create"]').check();
    await matrix.locator('input[name="all.manage"]').check();
    // manage on everything implies every other cell: they show ticked and locked
    await poll(() => matrix.locator('input[name="users.delete"]').isDisabled()).toBe(true);
    expect(await matrix.locator('input[name="users.delete"]').isChecked()).toBe(true);
    await matrix.locator('input[name="all.manage"]').uncheck();
    expect(await matrix.locator('input[name="users.delete"]').isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/pages\/admin\/roles(\?|$)/);

    const saved = await apiCall(server, admin.token, 'GET', `/api/v1/roles?filterExt=${encodeURIComponent("name='storekeeper'")}`);
    const role = saved.json().data[0];
    expect(role.ability).toEqual([
      { action: 'read', subject: 'uom' },
      { action: 'create', subject: 'uom' },
    ]);

    await addUser(server, admin.token, { username: 'store1', email: 'store1@example.sg', role: 'storekeeper', password: TECH_PASSWORD });
    const keeper = await apiSignIn(server, 'store1', TECH_PASSWORD);
    expect((await apiCall(server, keeper.token, 'GET', '/api/v1/uom')).statusCode).toBe(200);
    expect((await apiCall(server, keeper.token, 'GET', '/api/v1/products')).statusCode).toBe(403);
    expect((await apiCall(server, keeper.token, 'DELETE', '/api/v1/uom/1')).statusCode).toBe(403);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signInWithForm(page, 'store1', TECH_PASSWORD);
    await page.waitForURL(/\/pages\/masterlists\/uom/);
    await poll(() => menuAreas(page)).toEqual(['masterlists']);
    await expectSettled(page);
  });

  it('made no request outside its own origin and raised no script error', () => {
    expect(browser.foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
