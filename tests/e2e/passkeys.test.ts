/**
 * Passkeys in Chromium (issue 37 item 2) with the browser's own virtual authenticator, driven
 * through the DevTools protocol (a platform authenticator: CTAP2, internal transport, resident
 * keys, user verification): a passkey is added on the account page under a name and renamed;
 * signing out and in again with "Sign in with a passkey" needs no password; after a password the
 * passkey is the second step; a cancelled passkey reads as a sentence; removed, the password alone
 * signs in again.
 *
 * WebAuthn refuses an IP address as the relying party, so the app is opened as localhost, and
 * PUBLIC_URL (the relying party) says the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiSignIn, expectSettled, OFFICE, PHONE, poll, screenshots, seriousViolations, signInAfresh, waitForLanding } from './session-helpers';

const PASSWORD = 'orchard-road-lantern-5';

describe.skipIf(!chromiumAvailable())('passkeys in Chromium', () => {
  let server: RunningApp;
  let origin: string;
  let browser: TestBrowser;
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer();
    origin = server.origin.replace('127.0.0.1', 'localhost');
    server.settings.publicUrl = origin;
    ({ browser, page } = await openPage(origin, pageErrors));
    const admin = await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD);
    await addUser(server, admin.token, { username: 'weiling', email: 'weiling@example.sg', first_name: 'Wei Ling', role: 'finance', password: PASSWORD });
    cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    }));
  });
  afterAll(() => closeAll(browser, server));

  const signOut = async () => {
    // The app bar hides while the page is scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
  };
  const rows = () => page.getByTestId('passkey-row');

  it('adds a passkey on the account page under a name, and renames it', async () => {
    await page.setViewportSize(OFFICE);
    await signInAfresh(page, origin, 'weiling', PASSWORD);
    await waitForLanding(page);
    await page.goto(`${origin}/profile`);
    await page.getByTestId('passkeys-none').waitFor();
    await page.getByLabel('Name of the new passkey').fill('Office laptop');
    await page.getByTestId('passkey-add').click();
    await page.getByTestId('passkey-added').waitFor();
    expect(await page.getByTestId('passkey-added').textContent()).toBe('Passkey "Office laptop" added. You can sign in with it from now on.');
    expect(await rows().count()).toBe(1);
    expect(await rows().getByTestId('passkey-last-used').textContent()).toBe('not used yet');
    // The browser's authenticator holds it as a discoverable credential for localhost.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    await page.getByTestId('passkey-rename').click();
    await page.getByTestId('passkey-rename-input').fill('Work laptop');
    await page.getByRole('button', { name: 'Save' }).click();
    await poll(() => rows().getByTestId('passkey-name').textContent()).toBe('Work laptop');
    await expectSettled(page);
    await page.getByTestId('passkeys-card').scrollIntoViewIfNeeded();
    await screenshots(page, 'passkeys-card-1440');
    expect((await seriousViolations(page)).join('\n')).toBe('');

    // The same device a second time: the browser refuses, and the page says why.
    await page.getByLabel('Name of the new passkey').fill('Again');
    await page.getByTestId('passkey-add').click();
    await poll(() => page.getByTestId('form-error').textContent()).toMatch(/already holds a passkey for your account/);
    expect(await rows().count()).toBe(1);
    await signOut();
  });

  it('signs in with the passkey alone, and shows when it was last used', async () => {
    await page.goto(`${origin}/login`);
    await page.getByTestId('passkey-sign-in').waitFor();
    await screenshots(page, 'passkey-sign-in-1440');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await page.getByTestId('passkey-sign-in').click();
    await waitForLanding(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.goto(`${origin}/profile`);
    await poll(() => rows().getByTestId('passkey-last-used').textContent()).toMatch(/^last used /);
    await signOut();
  });

  it('after the password the passkey is the second step; a cancelled passkey reads as a sentence', async () => {
    await page.setViewportSize(PHONE);
    await signInAfresh(page, origin, 'weiling', PASSWORD);
    await page.getByTestId('mfa-passkey').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshots(page, 'passkey-step-390');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    // The person does not confirm (the authenticator cannot verify them): nothing is signed in.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    await page.getByTestId('mfa-passkey').click();
    await poll(() => page.getByTestId('form-error').textContent()).toMatch(/^No passkey was used: the request was cancelled or timed out/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
    await page.getByTestId('mfa-passkey').click();
    await waitForLanding(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  it('removes the passkey after a confirmation; then the password alone signs in', async () => {
    await page.goto(`${origin}/profile`);
    await rows().first().waitFor();
    await page.getByTestId('passkeys-card').scrollIntoViewIfNeeded();
    await screenshots(page, 'passkeys-card-390');
    await page.getByTestId('passkey-remove').click();
    await page.getByRole('button', { name: 'Remove' }).last().click();
    await page.getByTestId('passkeys-none').waitFor();
    expect(await rows().count()).toBe(0);
    const signedIn = await apiSignIn(server, 'weiling', PASSWORD);
    expect(signedIn.token).toBeTruthy();
    expect(pageErrors).toEqual([]);
  });
});
