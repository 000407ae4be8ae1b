/**
 * The profile page's sessions card in Chromium (issue 37, item 5): signed in from two browsers,
 * each lists both with its own marked "This browser"; "Sign out" on the other one (after a
 * confirmation) signs that browser out, which lands on the sign-in page at its next step; "Sign
 * out of all other sessions" does the same for all. On a phone the card fits the width. The
 * profile's password fields let a password manager paste, and tell a too short or common password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiSignIn, expectSettled, OFFICE, PHONE, poll, screenshots, seriousViolations, signInAfresh, waitForLanding } from './session-helpers';

const PASSWORD = 'tiong-bahru-market-8';
/** The second browser says it is Firefox on Windows, so the two rows differ as two people's would. */
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.skipIf(!chromiumAvailable())('the sessions card in Chromium', () => {
  let server: RunningApp;
  let office: TestBrowser;
  let laptop: TestBrowser;
  let page: Page;
  let other: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer();
    ({ browser: office, page } = await openPage(server.origin, pageErrors));
    ({ browser: laptop, page: other } = await openPage(server.origin, pageErrors));
    await other.setExtraHTTPHeaders({ 'user-agent': FIREFOX_WINDOWS });
    const admin = await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD);
    await addUser(server, admin.token, { username: 'weiling', first_name: 'Wei Ling', role: 'sales', password: PASSWORD });
  });
  afterAll(() => closeAll(office, laptop, server));

  const rows = (p: Page) => p.getByTestId('session-row');
  const openProfile = async (p: Page) => {
    await p.goto(`${server.origin}/profile`);
    await p.getByTestId('sessions-card').waitFor();
    await expectSettled(p);
  };
  /** The other browser's next step finds its session ended: it is back on the sign-in page. */
  const signedOut = async (p: Page) => {
    await p.goto(`${server.origin}/profile`);
    await p.waitForURL(/\/login$/, { timeout: 15_000 });
    expect(await p.evaluate(() => localStorage.getItem('token'))).toBeNull();
  };

  it('lists both browsers, each marking its own, and fits a phone', async () => {
    await page.setViewportSize(OFFICE);
    await signInAfresh(page, server.origin, 'weiling', PASSWORD);
    await waitForLanding(page);
    await openProfile(page);
    await poll(() => rows(page).count()).toBe(1);
    await page.getByTestId('sessions-only-this').waitFor();

    await signInAfresh(other, server.origin, 'weiling', PASSWORD);
    await waitForLanding(other);

    await openProfile(page);
    await poll(() => rows(page).count()).toBe(2);
    expect(await rows(page).nth(0).getAttribute('data-current')).toBe('true');
    expect(await rows(page).nth(0).getByTestId('session-current').textContent()).toBe('This browser');
    expect(await rows(page).nth(0).getByTestId('session-sign-out').count()).toBe(0);
    expect(await rows(page).nth(1).getByTestId('session-device').textContent()).toBe('Firefox on Windows');
    expect(await rows(page).nth(1).textContent()).toMatch(/Address: 127\.0\.0\.1Signed in .*Last seen /);
    expect(await rows(page).nth(0).textContent()).toMatch(/Active now$/);
    expect(await page.getByTestId('sessions-sign-out-others').textContent()).toBe('Sign out of all other sessions');
    // Seen from the other browser, that one is "This browser".
    await openProfile(other);
    await poll(() => rows(other).count()).toBe(2);
    expect(await rows(other).nth(0).getByTestId('session-device').textContent()).toBe('Firefox on Windows');
    expect(await rows(other).nth(0).getAttribute('data-current')).toBe('true');

    await page.getByTestId('sessions-card').scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'sessions-card-office');
    await page.setViewportSize(PHONE);
    await openProfile(page);
    await poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const button = await rows(page).nth(1).getByTestId('session-sign-out').boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshots(page, 'sessions-card-phone');
    await page.setViewportSize(OFFICE);
  });

  it('"Sign out" on the other browser asks first, then signs it out', async () => {
    await openProfile(page);
    await rows(page).nth(1).getByTestId('session-sign-out').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Firefox on Windows (address 127.0.0.1) will be signed out at once.').waitFor();
    // Cancelled: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(await rows(page).count()).toBe(2);

    await rows(page).nth(1).getByTestId('session-sign-out').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await poll(() => rows(page).count()).toBe(1);
    await page.getByTestId('sessions-only-this').waitFor();
    await signedOut(other);
    // This browser goes on (its rows load after the card: read once, they were not there yet under CI's load).
    await openProfile(page);
    await poll(() => rows(page).count()).toBe(1);
  });

  it('"Sign out of all other sessions" asks first, then signs every other browser out', async () => {
    await signInAfresh(other, server.origin, 'weiling', PASSWORD);
    await waitForLanding(other);
    await openProfile(page);
    await poll(() => rows(page).count()).toBe(2);
    await page.getByTestId('sessions-sign-out-others').click();
    await page.getByRole('dialog').getByText('Every other browser signed in to your account will be signed out at once. This one stays signed in.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await poll(() => page.getByTestId('sessions-ended').textContent()).toBe('Signed out of 1 other session');
    await poll(() => rows(page).count()).toBe(1);
    await signedOut(other);
  });

  it('the password fields let a password manager paste; a short new password is told at once, a common one by the server', async () => {
    await openProfile(page);
    for (const name of ['current_password', 'password', 'confirm_password']) {
      const blocked = await page.evaluate((field) => {
        const paste = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: new DataTransfer() });
        document.querySelector(`input[name=${field}]`)!.dispatchEvent(paste);
        return paste.defaultPrevented;
      }, name);
      expect(blocked, name).toBe(false);
    }
    const tryPassword = async (password: string) => {
      await page.fill('input[name=current_password]', PASSWORD);
      await page.fill('input[name=password]', password);
      await page.fill('input[name=confirm_password]', password);
      await page.getByRole('button', { name: 'Change password' }).click();
    };
    await tryPassword('short-pass1');
    await page.getByText('Use at least 12 characters').waitFor();
    await tryPassword('Qwerty123456');
    await page.getByText('This password is among the 30,000 most common ones, which anyone guessing tries first; choose another').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
