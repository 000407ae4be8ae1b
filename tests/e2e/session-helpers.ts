/**
 * What the browser tests share: API calls as a user, signing in (at a screen size), the outbox, a
 * settled page, the app's skin, axe-core's verdict and screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Page, Request } from 'playwright-core';
import type { RunningApp } from '../support/app-server';
import type { TokenAnswer } from '../../src/shared/wire';
import { singaporeMidnight } from '../../src/shared/singapore-time';

/** expect.poll with room for a busy machine (its default gives up after one second). */
export const poll = <T,>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

export async function apiSignIn(server: RunningApp, username: string, password: string): Promise<TokenAnswer> {
  const answer = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username, password } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

/**
 * The user's API token for a whole file, signed in again before it ends: an access token lasts 15
 * minutes (ACCESS_TOKEN_TTL), and the longest walks (the catalogue, every form) take longer than
 * that on a busy machine.
 */
export function apiTokenKeptFresh(server: RunningApp, username: string, password: string): () => Promise<string> {
  let held = { token: '', signedInAt: 0 };
  return async () => {
    if (Date.now() - held.signedInAt > 10 * 60_000) held = { token: (await apiSignIn(server, username, password)).token, signedInAt: Date.now() };
    return held.token;
  };
}

export function apiCall(server: RunningApp, token: string | null, method: InjectOptions['method'], url: string, body?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
  });
}

/** An API call that must succeed (status below 300); answers its `data`. */
export async function apiData(server: RunningApp, token: string | null, method: InjectOptions['method'], url: string, body?: unknown): Promise<any> {
  const res = await apiCall(server, token, method, url, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
}

/** Adds a user through the API (as an administrator) and answers its id. */
export async function addUser(server: RunningApp, adminToken: string, values: Record<string, unknown>): Promise<number> {
  const answer = await apiCall(server, adminToken, 'POST', '/api/v1/users', values);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id;
}

/** Signs in through the login page; the caller waits for where it should land. */
export async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.waitForURL(/\/login$/);
  await page.fill('input[name=username]', username);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
}

/**
 * Signs in from a clean slate, as in another browser: nothing kept locally from an earlier
 * session (local storage is cleared on a page of the app's origin first).
 */
export async function signInAfresh(page: Page, origin: string, username: string, password: string): Promise<void> {
  await page.goto(`${origin}/privacypolicy`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin}/login`);
  await signInWithForm(page, username, password);
}

/** Waits until signing in has landed somewhere past /login and / (which only redirect). */
export async function waitForLanding(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/');
  return new URL(page.url()).pathname;
}

/**
 * The page's requests under way (the live event stream aside: it stays open), each kept with when
 * it began: API calls, and the code and pages the app loads (a screen waits on those too).
 */
export interface ApiCalls {
  readonly size: number;
  /** Each request under way as "GET /api/v1/... for 1.2 s" (a service worker's own fetch says so). */
  describe(): string[];
}

export function trackApiCalls(page: Page): ApiCalls {
  const began = new Map<Request, number>();
  page.on('request', (r) => {
    if (r.headers().accept !== 'text/event-stream' && !r.url().startsWith('data:')) began.set(r, Date.now());
  });
  page.on('requestfinished', (r) => began.delete(r));
  page.on('requestfailed', (r) => began.delete(r));
  return {
    get size() {
      return began.size;
    },
    describe: () => [...began].map(([r, at]) => `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}${r.serviceWorker() ? ' (service worker)' : ''} for ${((Date.now() - at) / 1000).toFixed(1)} s`),
  };
}

/**
 * Waits for what a page must show (`shown`). If it does not come, says what the page showed and
 * which API calls were still under way, loads the page again once and waits again. Under CI's load
 * a page sometimes stayed blank: Chromium had cut one of the entry's module requests (about one
 * load in 200 in a scratch loop on a loaded machine), and the page now loads itself once more
 * (public/app-boot.js); this is the walks' second guard. What is printed is for finding a new
 * cause; the test still fails if the page does not show it after the reload either.
 */
export async function shownOrOnceMore(page: Page, shown: () => Promise<unknown>, calls?: ApiCalls): Promise<void> {
  const seen = async () => ({
    ...((await page.evaluate(() => ({ url: location.pathname + location.search, text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 400), html: document.body.innerHTML.length, hidden: document.querySelectorAll('[style*="display: none"]').length })).catch(() => null)) ?? {}),
    ...(calls ? { calls: calls.describe() } : {}),
  });
  try {
    await shown();
    return;
  } catch {
    // below: once more
  }
  const first = await seen();
  console.warn(`Not shown in time; the page showed ${JSON.stringify(first)}. Loading it again.`);
  await page.reload();
  try {
    await shown();
  } catch (error) {
    throw new Error(`${(error as Error).message}\nThe page showed: ${JSON.stringify(first)}; after a reload: ${JSON.stringify(await seen())}`);
  }
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * `hour` o'clock today in Singapore, as unix seconds. The technician's list and the office count
 * days in Singapore whatever the machine's zone, so a test that set hours in the runner's zone
 * (UTC on CI) put a 7 p.m. job into tomorrow from midnight to 4 p.m. UTC.
 */
export const singaporeTodayAt = (hour: number): number => singaporeMidnight(nowInSeconds()) + hour * 3600;

/**
 * `seconds` from now, but no later than a minute before Singapore's midnight: a job due then is on
 * the technician's list for today whenever the test runs (half an hour ahead fell into tomorrow
 * from 3.30 to 4 p.m. UTC).
 */
export const laterTodayInSingapore = (seconds: number): number => {
  const now = nowInSeconds();
  return Math.min(now + seconds, singaporeMidnight(now) + 86_400 - 60);
};

/** The technician's phone and the office's screen. */
export const PHONE = { width: 390, height: 844 };
export const OFFICE = { width: 1440, height: 900 };

/** Signs in afresh on a screen of `size` (when given) and answers where the user landed. */
export async function signInAs(page: Page, origin: string, username: string, password: string, size?: { width: number; height: number }): Promise<string> {
  if (size) await page.setViewportSize(size);
  await signInAfresh(page, origin, username, password);
  return waitForLanding(page);
}

export type Skin = 'light' | 'dark';

/**
 * Shows the app in a skin as it looks to a user who has chosen none: react-admin then follows the
 * browser's prefers-color-scheme. A skin kept in its store (`theme`, set by the app bar's toggle
 * or the user's profile) wins over the media, which is why emulating the media alone left earlier
 * "dark" screenshots light: the kept one is removed, and the open page told so by a storage event
 * (the store's own listener), with nothing saved to the profile. Then waits until the page's
 * background has the skin's darkness.
 */
export async function setSkin(page: Page, skin: Skin): Promise<void> {
  await page.emulateMedia({ colorScheme: skin });
  await page.evaluate(() => {
    const key = 'RaStore.theme';
    if (localStorage.getItem(key) === null) return;
    localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null, storageArea: localStorage }));
  });
  if (await page.evaluate(() => !!document.querySelector('#root > *'))) await poll(() => backgroundIsDark(page)).toBe(skin === 'dark');
}

/** Whether the page's background (the body's, as MUI's baseline paints it; a transparent one shows the browser's white) is dark. */
export function backgroundIsDark(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const [r = 255, g = 255, b = 255, alpha = 1] = (getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
    return alpha > 0 && 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
  });
}

export { seriousViolations } from '../support/axe';

/** No loading overlay, spinner or progress bar is left on the page (spec: hidden after each navigation). */
export async function expectSettled(page: Page): Promise<void> {
  await poll(() => page.locator('.RaLoading-root, .RaLoadingIndicator-loader, .MuiLinearProgress-root, [role=progressbar]').count()).toBe(0);
}

export interface OutboxMail {
  to_address: string;
  subject: string;
  body: string;
}

/** The mails kept in the outbox (no SMTP set in tests) for one address, oldest first. */
export async function outbox(server: RunningApp, to: string): Promise<OutboxMail[]> {
  return (await server.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute()) as OutboxMail[];
}

/** The app path (with query) of the first link to `page` in a mail; the link's host is PUBLIC_URL. */
export function linkTo(mail: OutboxMail, page: string): string {
  const link = mail.body.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname === page);
  expect(link, mail.body).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/**
 * Light and dark full-page screenshots under SHOTS_DIR (when set), named <name>-light.png /
 * <name>-dark.png, each in the app's own skin (setSkin); the page is left in the light one.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0)); // fixed bars drawn where the page starts
  for (const skin of ['light', 'dark'] as const) {
    await setSkin(page, skin);
    await page.screenshot({ path: join(dir, `${name}-${skin}.png`), fullPage: true });
  }
  await setSkin(page, 'light');
}

/** Draws a customer's signature on the report's signature pad with the mouse. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.locator('[data-testid=signature-pad]');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 22, box.y + 100 - Math.sin(i / 2) * 40);
  await page.mouse.up();
}

/**
 * "Convert to …" on a sales document's page; answers the new document's id once its own page
 * shows it. The URL changes before the new page has rendered (its chunk may still be loading),
 * and meanwhile the old document's header and its Confirm are still on screen: a click then lands
 * on the old document, and its dialog vanishes when the new page replaces it.
 */
export async function convertOnPage(page: Page, label: string, take?: Array<number | string>): Promise<number> {
  const button = page.getByTestId('convert-button');
  await poll(() => button.textContent()).toBe(`Convert to ${label}`);
  const made = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/convert'));
  await button.click();
  // A delivery order or an invoice is made from the quantities chosen in a dialog (ConvertLinesDialog):
  // each line's open quantity unless `take` says how much of each line.
  if (label === 'Delivery order' || label === 'Sales invoice') {
    const dialog = page.getByTestId('convert-lines-dialog');
    const inputs = dialog.getByTestId('convert-line-take');
    await poll(async () => (await inputs.count()) > 0 && (await inputs.first().inputValue()) !== '').toBe(true);
    for (const [i, qty] of (take ?? []).entries()) await inputs.nth(i).fill(String(qty));
    await dialog.getByTestId('convert-lines-save').click();
  }
  const answer = await made;
  expect(answer.status(), await answer.text()).toBe(201);
  const id = Number((await answer.json()).data.id);
  const collection = (answer.request().postDataJSON() as { to: string }).to;
  await page.locator(`[data-testid="view-header"][data-record="${collection}/${id}"]`).waitFor();
  return id;
}
