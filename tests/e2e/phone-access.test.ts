/**
 * Issue 10, items 2, 6 and 9 in real Chromium over the demo data:
 * - a 390×844 phone: no list route (every one the registry routes) and no manage page is wider
 *   than the screen; lists show cards that open their record; the app bar keeps its buttons;
 * - axe-core finds no critical or serious violation on the login, dashboard, a list, a manage
 *   page, a view page and the roles editor (light skin, and the signed-in pages in dark too);
 *   the keyboard never lands on an invisible control, and a line's Remove button shows unhovered;
 * - a technician lands on a dashboard of their own jobs, sees only the bulk actions their ability
 *   allows, and changes their own password from their profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resources } from '../../generated/server/registry';
import { seedDemoData } from '../../src/server/seed/demo-data';
import type { TokenAnswer } from '../../src/shared/wire';
import { seriousViolations } from '../support/axe';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiCall, apiSignIn, expectSettled, PHONE, poll, setSkin, shownOrOnceMore, signInAs, trackApiCalls, type ApiCalls } from './session-helpers';

const DESKTOP = { width: 1400, height: 900 };
const TECH_PASSWORD = 'Spanner-Ladder-73';
const TECH_NEW_PASSWORD = 'Copper-Valve-58';

/** Every list route the registry routes (the menu's entries and the hidden ones). */
const LIST_ROUTES = resources.flatMap((def) => def.routes.map((r) => r.path));

/**
 * The title each route puts in the app bar: its label, but the reports route opens on its sales
 * pivot tab and names that. Waited for after each navigation, so that the list found next is the
 * route's own and not the last route's, still on screen while the new one loads.
 */
const TITLE_OF = new Map(resources.flatMap((def) => def.routes.map((r) => [r.path, r.path === '/pages/admin/reports' ? 'Sales pivot' : r.label])));

/** Client-side navigation (as a menu click): the signed-in app stays loaded, so a sweep is quick. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * What each kind of route shows once its data has answered: a list's cards, rows, empty notice or
 * error, or the route's own screen (the board's lanes, the calendar's grid, the map view's job
 * list, the task list, the sales pivot). The map view once had no entry here and passed only while
 * the calendar before it was still on screen; CI's run of 30 November waited 30 s on it in vain.
 */
const LIST_ANSWERED = [
  '[data-testid=list-cards]',
  'table tbody tr',
  '[data-testid=list-empty]',
  '[data-testid=list-error]',
  '[data-testid=lane-tray]',
  '[data-testid=map-view] [role=region]',
  '[data-testid=task-list]',
  '[data-testid=sales-pivot] [role=grid]',
].join(', ');

/**
 * A list has answered. The first match that is visible: while a route's screen suspends, React
 * keeps the last screen hidden in the page, and waiting for the first match in the page's order
 * waited on that hidden one (twice in three runs, on the warranties after the warehouses).
 */
async function listShown(page: Page, calls: ApiCalls): Promise<void> {
  const shown = page.locator(LIST_ANSWERED).filter({ visible: true }).first();
  await shownOrOnceMore(page, () => shown.waitFor(), calls);
  await expectSettled(page);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The page's width once it fits the phone, or what it still measures after fifteen seconds (a loaded machine). */
async function settledWidth(page: Page): Promise<number> {
  let width = await pageWidth(page);
  try {
    await expect.poll(async () => (width = await pageWidth(page)), { timeout: 15_000 }).toBeLessThanOrEqual(PHONE.width);
  } catch {
    // Still too wide: the caller reports it.
  }
  return width;
}

/** The innermost elements that reach past the right edge of the screen, to say what is too wide. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1);
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    return innermost.slice(0, 4).map((el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').slice(0, 40)}" right ${Math.round(el.getBoundingClientRect().right)}`);
  });
}

describe.skipIf(!chromiumAvailable())('phones, accessibility and the technician in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let calls: ApiCalls;
  let admin: TokenAnswer;
  const pageErrors: string[] = [];
  const apiGet = async (path: string) => {
    const res = await apiCall(server, admin.token, 'GET', `/api/v1${path}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    server = await startAppServer();
    await seedDemoData(server, server.settings, {});
    ({ browser, page } = await openPage(server.origin, pageErrors));
    calls = trackApiCalls(page);
    admin = await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => closeAll(browser, server));

  it('at 390×844 no list route and no manage page is wider than the screen; lists are cards that open their record', { timeout: 300_000 }, async () => {
    await signInAs(page, server.origin, 'admin', TEST_ADMIN_PASSWORD, PHONE);
    await expectSettled(page);
    expect(await pageWidth(page), 'dashboard').toBeLessThanOrEqual(PHONE.width);
    // The app bar's buttons are on the screen, the title does not run under them.
    for (const selector of ['[data-testid=app-settings]', 'header button[aria-label]:last-of-type']) {
      const box = (await page.locator(selector).last().boundingBox())!;
      expect(box.x + box.width, selector).toBeLessThanOrEqual(PHONE.width);
    }
    const title = (await page.locator('#react-admin-title').boundingBox())!;
    const settings = (await page.locator('[data-testid=app-settings]').boundingBox())!;
    expect(title.x + title.width).toBeLessThanOrEqual(settings.x);

    const tooWide: string[] = [];
    for (const path of LIST_ROUTES) {
      await navigate(page, path);
      await expect.poll(() => page.locator('#react-admin-title').innerText(), { message: path, timeout: 30_000 }).toBe(TITLE_OF.get(path));
      // The route in the failure: one failed twice on 29 November at 14:35 UTC with no name.
      await listShown(page, calls).catch((e: unknown) => {
        throw new Error(`${path}: ${String(e)}`);
      });
      // The route's screen may still be loading its code while the last one's rows are shown:
      // a page is too wide only if it stays so once it has settled.
      const width = await settledWidth(page);
      if (width > PHONE.width) tooWide.push(`${path}: ${width}px (${(await overflowing(page)).join('; ')})`);
    }
    expect(tooWide).toEqual([]);

    // A card opens its record (the admin edits it on its manage page); job orders' plain list is
    // one click from their board.
    await navigate(page, '/pages/services-tools/job-order?layout=list');
    await listShown(page, calls);
    const first = page.locator('[data-testid=list-card]').first();
    await expect.poll(() => first.innerText()).toMatch(/JOB-\d+/);
    await first.click();
    await page.waitForURL(/\/pages\/services-tools\/job-order\/manage\?id=/);

    const quotation = (await apiGet('/quotations?page[size]=1&status=all')).data[0];
    const role = (await apiGet(`/roles?status=all&filterExt=${encodeURIComponent("name='coordinator'")}`)).data[0];
    for (const path of [
      '/pages/sales-tools/quotation/manage',
      `/pages/sales-tools/quotation/manage?id=${quotation.id}`,
      '/pages/masterlists/customers/manage',
      '/pages/services-tools/job-order/manage',
      `/pages/admin/roles/manage?id=${role.id}`,
    ]) {
      await navigate(page, path);
      await page.locator('form').first().waitFor();
      await expectSettled(page);
      expect(await settledWidth(page), path).toBeLessThanOrEqual(PHONE.width);
    }
    expect(pageErrors).toEqual([]);
  });

  it('axe-core finds no critical or serious violation on the six pages, in both skins', { timeout: 240_000 }, async () => {
    await page.setViewportSize(DESKTOP);
    const job = (await apiGet('/joborder_headers?page[size]=1&status=all')).data[0];
    const quotation = (await apiGet('/quotations?page[size]=1&status=all')).data[0];
    const role = (await apiGet(`/roles?status=all&filterExt=${encodeURIComponent("name='coordinator'")}`)).data[0];
    const found: Record<string, string[]> = {};

    await page.goto(`${server.origin}/privacypolicy`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.origin}/login`);
    await page.locator('input[name=username]').waitFor();
    found.login = await seriousViolations(page);

    await signInAs(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    const pages: Array<[string, string, () => Promise<void>]> = [
      ['dashboard', '/dashboard', () => page.locator('[data-testid=dashboard-job_orders] [data-testid=total]').first().waitFor()],
      ['list', '/pages/services-tools/job-order?layout=list', () => listShown(page, calls)],
      ['manage', `/pages/sales-tools/quotation/manage?id=${quotation.id}`, () => page.locator('form input').first().waitFor()],
      ['view', `/pages/services-tools/job-order/view?id=${job.uuid}`, () => page.getByText(job.ticket_no).first().waitFor()],
      ['roles editor', `/pages/admin/roles/manage?id=${role.id}`, () => page.locator('form input').first().waitFor()],
    ];
    for (const skin of ['light', 'dark'] as const) {
      await setSkin(page, skin);
      for (const [name, path, ready] of pages) {
        await page.goto(`${server.origin}${path}`);
        await ready();
        await expectSettled(page);
        found[`${name} (${skin})`] = await seriousViolations(page);
        expect(await page.locator('h1').count(), `${name}: one <h1>`).toBeGreaterThanOrEqual(1);
      }
    }
    await setSkin(page, 'light');
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
  });

  it('the keyboard reaches only visible controls on a list, and a line\'s Remove button shows without a mouse', { timeout: 120_000 }, async () => {
    await signInAs(page, server.origin, 'admin', TEST_ADMIN_PASSWORD, DESKTOP);
    await page.goto(`${server.origin}/pages/services-tools/job-order?layout=list`);
    await listShown(page, calls);
    const invisible: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        // MUI draws a checkbox as an icon over a transparent native input: the icon is what shows.
        const drawn = el.matches('input[type=checkbox], input[type=radio]') ? el.parentElement! : el;
        const box = drawn.getBoundingClientRect();
        const style = getComputedStyle(drawn);
        const shown = box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0 && !el.closest('[aria-hidden=true]');
        return shown ? null : `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ''}`;
      });
      if (hidden) invisible.push(hidden);
    }
    expect(invisible).toEqual([]);

    const quotation = (await apiGet('/quotations?page[size]=1&status=all')).data[0];
    await page.goto(`${server.origin}/pages/sales-tools/quotation/manage?id=${quotation.id}`);
    const remove = page.locator('.RaSimpleFormIterator-line .RaSimpleFormIterator-action button').first();
    await remove.waitFor({ state: 'attached' });
    await page.mouse.move(0, 0);
    expect(await remove.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
  });

  it('a technician lands on their own jobs, sees no bulk Void, and changes their password from the profile', { timeout: 180_000 }, async () => {
    await page.setViewportSize(DESKTOP);
    // An employee with open jobs assigned, given a user account.
    const jobs = (await apiGet('/joborder_headers?page[size]=10000&status=O')).data as Array<Record<string, any>>;
    const employeeId = jobs.find((j) => j.joborder_employee_one)!.joborder_employee_one;
    const userId = await addUser(server, admin.token, { username: 'tech.mine', role: 'technician', password: TECH_PASSWORD });
    const linked = await apiCall(server, admin.token, 'PATCH', `/api/v1/employees/${employeeId}`, { user_id: userId });
    expect(linked.statusCode, linked.body).toBe(200);
    const mine = jobs.filter((j) => j.joborder_employee_one === employeeId || j.joborder_employee_two === employeeId);
    const toDo = mine.filter((j) => ['0', '1', '2', '3'].includes(String(j.job_status)));

    expect(await signInAs(page, server.origin, 'tech.mine', TECH_PASSWORD)).toBe('/dashboard');
    const section = page.locator('[data-testid=dashboard-mine]');
    await poll(() => section.locator('[data-testid=mine-open] [data-testid=total]').innerText()).toBe(String(toDo.length));
    if (toDo.length) await poll(() => section.locator('[data-testid=mine-next] a').count()).toBe(Math.min(toDo.length, 8));

    // Job orders: the technician may update them (Confirm, Reopen) but not void them.
    await page.goto(`${server.origin}/pages/services-tools/job-order?layout=list`);
    await listShown(page, calls);
    await page.locator('table tbody tr input[type=checkbox]').first().check();
    await page.getByRole('button', { name: 'Confirm' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reopen' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Void' }).count()).toBe(0);

    // The profile, from the user menu.
    await page.locator('header button[aria-label]').last().click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await page.waitForURL(/\/profile$/);
    await page.fill('input[name=current_password]', 'not-my-password');
    await page.fill('input[name=password]', TECH_NEW_PASSWORD);
    await page.fill('input[name=confirm_password]', TECH_NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await poll(() => page.locator('[data-testid=form-error]').innerText()).toMatch(/current password is not right/i);
    await page.fill('input[name=current_password]', TECH_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('[data-testid=password-changed]').waitFor();
    expect(await page.inputValue('input[name=current_password]')).toBe('');
    expect((await apiCall(server, null, 'POST', '/api/v1/auth/token', { username: 'tech.mine', password: TECH_PASSWORD })).statusCode).toBe(401);
    expect((await apiCall(server, null, 'POST', '/api/v1/auth/token', { username: 'tech.mine', password: TECH_NEW_PASSWORD })).statusCode).toBe(200);
    expect(pageErrors).toEqual([]);
  });
});
