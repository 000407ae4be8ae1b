/**
 * A session outlives its access tokens without a refused call. The app refreshes a token shortly
 * before it ends (httpClient.ts) instead of meeting a 401 every ACCESS_TOKEN_TTL, and the tabs of
 * a browser, which share the session, refresh one at a time: a refresh token works once, and a
 * second tab spending it again would end the session for both. Here tokens last 16 s (the app
 * refreshes them in their last quarter), and two tabs open lists at the same moments, over and
 * over, until the session has been refreshed twice; no call may be answered 401 and neither tab
 * may be sent to the sign-in page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, launchBrowser, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { signInAfresh, waitForLanding } from './session-helpers';

const TOKEN_SECONDS = 16;
const UOM = '/pages/masterlists/uom';

describe.skipIf(!chromiumAvailable())('a session across the ends of its access tokens, in two tabs', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  const tabs: Page[] = [];
  const refused: string[] = [];
  let refreshes = 0;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer('sqlite', { accessTokenTtl: TOKEN_SECONDS });
    browser = await launchBrowser(server.origin);
    browser.context.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/v1/auth/refresh-token' && r.status() === 200) refreshes++;
      if (r.status() === 401) refused.push(`${r.request().method()} ${path}`);
    });
    for (let i = 0; i < 2; i++) {
      const tab = await browser.context.newPage();
      tab.on('pageerror', (e) => errors.push(String(e)));
      tabs.push(tab);
    }
    await signInAfresh(tabs[0], server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(tabs[0]);
  });
  afterAll(() => closeAll(browser, server));

  /** Opens the units of measure (seeded on first start) in the tab and waits for their rows, or the sign-in form. */
  const openList = async (tab: Page) => {
    await tab.goto(`${server.origin}${UOM}`);
    await tab.locator('.RaDatagrid-tbody > tr, input[name=username]').first().waitFor({ timeout: 30_000 });
    expect(new URL(tab.url()).pathname, 'still signed in').toBe(UOM);
  };

  it('refreshes ahead of each end, one tab at a time: no call refused, both tabs signed in', { timeout: 120_000 }, async () => {
    const started = Date.now();
    // Both tabs at once, each time: the moment a token is about to end finds both calling.
    for (let round = 0; refreshes < 2; round++) {
      expect(Date.now() - started, `${refreshes} refreshes after ${round} rounds`).toBeLessThan(90_000);
      await Promise.all(tabs.map(openList));
    }
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    // One session all along: its refresh token was never spent twice (that ends the session).
    const sessions = await server.database.db.selectFrom('auth_sessions').select(['revoked_at', 'revoked_reason']).execute();
    expect(sessions).toEqual([{ revoked_at: null, revoked_reason: null }]);
  });
});
