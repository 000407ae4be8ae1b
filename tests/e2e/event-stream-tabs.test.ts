/**
 * One event stream per browser, not per tab (issue 27, item 5). With a stream per tab, a browser
 * over HTTP/1.1 (six connections to an origin) had none left for a list in its seventh tab. Here
 * eight tabs of the app are open in one browser: a list loads in the eighth about as fast as in
 * the first (≤ 1.5×; the figures are printed), the browser opened one /events stream for all
 * of them (one open at a time), every tab hears a change, and when the tab holding the stream closes another takes over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, launchBrowser, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { apiCall, apiSignIn, poll, signInAfresh, waitForLanding } from './session-helpers';

const UOM = '/pages/masterlists/uom';
const TABS = 8;

describe.skipIf(!chromiumAvailable())('one event stream for all the tabs of a browser', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let token: string;
  const tabs: Page[] = [];
  const streams: string[] = [];
  /** Streams open now: asked for and not yet ended (a page that unloads ends its own). */
  let open = 0;
  const errors: string[] = [];

  const addUnit = async (code: string) => {
    const res = await apiCall(server, token, 'POST', '/api/v1/uom', { code, name: `Unit ${code}` });
    expect(res.statusCode, res.body).toBe(201);
  };
  /** Milliseconds from asking for the list to its first row on screen. */
  const listLoad = async (page: Page): Promise<number> => {
    const started = performance.now();
    await page.goto(`${server.origin}${UOM}`);
    await page.getByText('AAA1', { exact: true }).first().waitFor({ timeout: 60_000 });
    return performance.now() - started;
  };

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    await addUnit('AAA1');
    browser = await launchBrowser(server.origin);
    browser.context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/events') streams.push(request.url());
    });
    const isStream = (url: string) => new URL(url).pathname === '/api/v1/events';
    browser.context.on('request', (request) => {
      if (isStream(request.url())) open++;
    });
    const ended = (request: { url(): string }) => {
      if (isStream(request.url())) open--;
    };
    browser.context.on('requestfailed', ended);
    browser.context.on('requestfinished', ended);
    const first = await browser.context.newPage();
    first.on('pageerror', (e) => errors.push(String(e)));
    await signInAfresh(first, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(first);
    tabs.push(first);
  });
  afterAll(() => closeAll(browser, server));

  it(`a list loads in the ${TABS}th tab as fast as in the first (≤ 1.5×), over one stream`, async () => {
    // The first tab: its code is in the browser's cache from here on, for every tab alike.
    await listLoad(tabs[0]);
    await tabs[0].goto(`${server.origin}/dashboard`);
    const inFirst = await listLoad(tabs[0]);
    for (let i = 1; i < TABS - 1; i++) {
      const tab = await browser.context.newPage();
      tab.on('pageerror', (e) => errors.push(String(e)));
      await tab.goto(`${server.origin}${UOM}`);
      await tab.getByText('AAA1', { exact: true }).first().waitFor({ timeout: 60_000 });
      tabs.push(tab);
    }
    const eighth = await browser.context.newPage();
    eighth.on('pageerror', (e) => errors.push(String(e)));
    tabs.push(eighth);
    await listLoad(eighth);
    await eighth.goto(`${server.origin}/dashboard`);
    const inEighth = await listLoad(eighth);
    console.log(`list load: first tab ${inFirst.toFixed(0)} ms, ${TABS}th tab ${inEighth.toFixed(0)} ms (ratio ${(inEighth / inFirst).toFixed(2)}); /events streams opened: ${streams.length}`);
    // A floor of 250 ms keeps a very quick first load from turning scheduling noise into a failure.
    expect(inEighth).toBeLessThanOrEqual(1.5 * Math.max(inFirst, 250));
    // Eight tabs, one stream open between them (each full page load asks anew, so more were asked over time).
    await poll(() => open).toBe(1);
  }, 600_000);

  it('every tab hears a change, and another tab takes the stream over when its holder closes', async () => {
    await addUnit('AAA2');
    for (const tab of tabs) await poll(() => tab.getByText('AAA2', { exact: true }).count()).toBeGreaterThan(0);
    // The holder is the tab that took the lock first: the first one. Closing it hands the stream on.
    await tabs[0].close();
    const left = tabs.slice(1);
    // Another tab takes the stream over: one open again. A change made while it connects may be
    // missed (as on any reconnect), so changes are made until every tab has heard one.
    await poll(() => open).toBe(1);
    const deadline = Date.now() + 60_000;
    const heard = async () => (await Promise.all(left.map((tab) => tab.getByText(/^AAA3/).count()))).every((n) => n > 0);
    for (let n = 0; !(await heard()); n++) {
      expect(Date.now()).toBeLessThan(deadline);
      await addUnit(`AAA3${String.fromCharCode(97 + n)}`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    expect(errors).toEqual([]);
  }, 300_000);
});
