/**
 * Account flows in real Chromium (issue 5): the password reset end to end through the outbox
 * (no SMTP in tests), an invited user choosing their password, the Users screen (add without a
 * password, disable and enable, reset the password, upload a picture), a reused refresh token
 * ending the session in the browser, and social sign-in through a local fake OpenID provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TokenAnswer } from '../../src/shared/wire';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startFakeIssuer, type FakeIssuer } from '../support/fakes/oidc-issuer';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { addUser, apiCall, apiSignIn, expectSettled, linkTo, outbox, poll, signInAfresh, signInWithForm, waitForLanding } from './session-helpers';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe.skipIf(!chromiumAvailable())('account flows in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let admin: TokenAnswer;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer();
    ({ browser, page } = await openPage(server.origin, pageErrors));
    admin = await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => closeAll(browser, server));

  const signOut = async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
  };

  it('offers no "Create account" while registration is off, and /register says so', async () => {
    await page.goto(`${server.origin}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await expectSettled(page);
    expect(await page.getByRole('link', { name: 'Create an account' }).count()).toBe(0);
    expect(await page.getByTestId('social-sign-in').count()).toBe(0);
    await page.goto(`${server.origin}/register`);
    await poll(() => page.getByTestId('outcome').textContent()).toContain('not open for registration');
  });

  it('resets a forgotten password through the emailed link, once', async () => {
    const email = 'mei.ling@example.sg';
    await addUser(server, admin.token, { username: 'meiling', email, first_name: 'Mei Ling', role: 'readonly', password: 'old-password-1' });

    await page.goto(`${server.origin}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.fill('input[name=email]', email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await poll(() => page.getByTestId('outcome').textContent()).toContain('If an account uses that address');

    await poll(async () => (await outbox(server, email)).length).toBe(1);
    const [mail] = await outbox(server, email);
    const link = linkTo(mail, '/auth/reset-password');
    expect(link).toMatch(/^\/auth\/reset-password\?token=.+/);

    await page.goto(`${server.origin}${link}`);
    await page.fill('input[name=password]', 'new-password-2');
    await page.fill('input[name=confirm_password]', 'new-password-3');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await poll(() => page.getByText('The two passwords differ').count()).toBe(1);
    await page.fill('input[name=confirm_password]', 'new-password-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await poll(() => page.getByTestId('outcome').textContent()).toContain('Your password has been changed');

    // The old password no longer works; the new one does, in the browser too.
    const old = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'meiling', password: 'old-password-1' } });
    expect(old.statusCode).toBe(401);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInWithForm(page, email, 'new-password-2');
    await waitForLanding(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await signOut();

    // The link works once: the second time the page shows the server's reason.
    await page.goto(`${server.origin}${link}`);
    await page.fill('input[name=password]', 'another-password-4');
    await page.fill('input[name=confirm_password]', 'another-password-4');
    await page.getByRole('button', { name: 'Save new password' }).click();
    const error = page.getByTestId('form-error');
    await error.waitFor();
    expect((await error.textContent())?.length).toBeGreaterThan(5);
    expect(await page.getByRole('link', { name: 'Ask for a new link' }).count()).toBe(1);
    expect((await apiSignIn(server, 'meiling', 'new-password-2')).user.username).toBe('meiling');
  });

  it('adds a user without a password on the Users screen; the invitation lets them choose one', async () => {
    await page.goto(`${server.origin}/login`);
    await signInWithForm(page, 'admin', TEST_ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.origin}/pages/admin/users/manage`);
    await page.fill('input[name=username]', 'siti');
    await page.fill('input[name=first_name]', 'Siti');
    await page.fill('input[name=last_name]', 'Aminah');
    // Without a password, an email address is needed for the invitation.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => page.getByText('An invitation needs an email address').count()).toBe(1);
    await page.fill('input[name=email]', 'siti@example.sg');
    await page.getByRole('combobox', { name: /Role/ }).click();
    await page.getByRole('option', { name: /^readonly/ }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/pages\/admin\/users(\?|$)/);
    await poll(() => page.locator('tbody').textContent()).toContain('siti');
    await expectSettled(page);
    await signOut();

    await poll(async () => (await outbox(server, 'siti@example.sg')).length).toBe(1);
    const [mail] = await outbox(server, 'siti@example.sg');
    await page.goto(`${server.origin}${linkTo(mail, '/auth/set-password')}`);
    await page.fill('input[name=password]', 'a-garden-of-orchids');
    await page.fill('input[name=confirm_password]', 'a-garden-of-orchids');
    await page.getByRole('button', { name: 'Save password' }).click();
    await poll(() => page.getByTestId('outcome').textContent()).toContain('Your password is set');
    expect((await apiSignIn(server, 'siti', 'a-garden-of-orchids')).user.role).toBe('readonly');
  });

  it('disables and enables a user, resets their password and uploads their picture', async () => {
    const id = await addUser(server, admin.token, { username: 'raj', email: 'raj@example.sg', first_name: 'Raj', role: 'readonly', password: 'tiger-balm-garden' });
    await page.goto(`${server.origin}/login`);
    await signInWithForm(page, 'admin', TEST_ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    const usersRecord = await apiCall(server, admin.token, 'GET', `/api/v1/users/${id}`);
    const key = usersRecord.json().data.uuid ?? id;
    await page.goto(`${server.origin}/pages/admin/users/manage?id=${key}`);
    const panel = page.getByTestId('user-account-panel');
    await panel.waitFor();

    await panel.getByRole('button', { name: 'Disable' }).click();
    await panel.getByRole('button', { name: 'Enable' }).waitFor();
    const refused = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'raj', password: 'tiger-balm-garden' } });
    expect(refused.statusCode).toBe(401);
    await panel.getByRole('button', { name: 'Enable' }).click();
    await panel.getByRole('button', { name: 'Disable' }).waitFor();
    await apiSignIn(server, 'raj', 'tiger-balm-garden');

    await panel.getByRole('button', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=password]').fill('clarke-quay-lights');
    await dialog.locator('input[name=confirm_password]').fill('clarke-quay-lights');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await poll(() => page.getByText('The password of raj has been changed').count()).toBe(1);
    await apiSignIn(server, 'raj', 'clarke-quay-lights');

    await page.getByTestId('thumbnail-input').setInputFiles({ name: 'raj.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => page.getByText('Picture saved').count()).toBe(1);
    const stored = (await apiCall(server, admin.token, 'GET', `/api/v1/users/${id}`)).json().data.thumbnail;
    expect(stored).toMatch(/\.png$/);
    // The avatar loads its picture through a signed link.
    const avatar = panel.getByTestId('user-avatar').locator('img');
    await poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await avatar.getAttribute('src')).toMatch(new RegExp(`^/api/static/users/${id}/.+\\?sid=\\d+&expires=\\d+&sig=`));
    await expectSettled(page);
  });

  it('keeps the chosen skin and language in the profile: they come back at the next sign-in', async () => {
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await poll(background).not.toBe(light);
    const dark = await background();
    const me = async () => (await apiCall(server, admin.token, 'GET', '/api/v1/auth/me')).json().data.preferences;
    await poll(async () => (await me()).theme).toBe('dark');

    await signOut(); // clears local storage, and the skin with it
    await page.reload();
    await poll(background).toBe(light);
    await signInWithForm(page, 'admin', TEST_ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    await poll(background).toBe(dark);

    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await poll(async () => (await me()).theme).toBe('light');

    // The language switcher lists the languages the app offers; the choice is kept the same way.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await poll(async () => (await me()).locale).toBe('de');
    // As in another browser: nothing kept locally, the language comes from the profile.
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await poll(async () => (await me()).locale).toBe('en');
    await expectSettled(page);
  });

  it('ends the session in the browser when its refresh token is reused', async () => {
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    await expectSettled(page);
    // Every figure has loaded, so the next call is the one the menu click makes.
    await poll(() => page.getByTestId('total').count()).toBeGreaterThan(0);
    await poll(() => page.locator('.MuiSkeleton-root').count()).toBe(0);
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), refresh: localStorage.getItem('refresh_token'), userId: Number(localStorage.getItem('user_id')) }));
    const body = { token: stored.token, refresh_token: stored.refresh, user_id: stored.userId };
    const first = await apiCall(server, null, 'POST', '/api/v1/auth/refresh-token', body);
    expect(first.statusCode, first.body).toBe(200);
    const reused = await apiCall(server, null, 'POST', '/api/v1/auth/refresh-token', body);
    expect(reused.statusCode).toBe(401);
    // The rotated pair is gone with the session too.
    const rotated = first.json().data;
    expect((await apiCall(server, rotated.token, 'GET', '/api/v1/auth/me')).statusCode).toBe(401);

    // The app's next call is refused, its refresh fails, and the session ends.
    const masterlists = page.getByTestId('menu-masterlists');
    await masterlists.locator('[aria-expanded]').first().click();
    await masterlists.getByRole('menuitem', { name: 'Units of measure' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectSettled(page);
  });

  it('made no request outside its own origin and raised no script error', () => {
    expect(browser.foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe.skipIf(!chromiumAvailable())('registration and social sign-in in Chromium', () => {
  let issuer: FakeIssuer;
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    server = await startAppServer('sqlite', {
      oidcProviders: [{ provider: 'fakeid', label: 'Fake ID', issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret }],
      registration: true,
    });
    // The provider sends the browser back to PUBLIC_URL, known once the app listens.
    server.settings.publicUrl = server.origin;
    ({ browser, page } = await openPage(server.origin, pageErrors));
    const admin = await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD);
    await addUser(server, admin.token, { username: 'tan', email: 'tan.ah.kow@example.sg', first_name: 'Ah Kow', last_name: 'Tan', role: 'custadmin', password: 'pulau-ubin-cycling' });
  });
  afterAll(() => closeAll(browser, server, issuer));

  it('signs in with the provider and comes back to the page that was asked for', async () => {
    issuer.person = { sub: 'tan-1', email: 'Tan.Ah.Kow@example.sg', email_verified: true, given_name: 'Ah Kow', family_name: 'Tan' };
    await page.goto(`${server.origin}/pages/masterlists/uom`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Continue with Fake ID' }).click();
    await page.waitForURL(/\/pages\/masterlists\/uom/);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(user.username).toBe('tan');
    await expectSettled(page);
    expect(issuer.tokenRequests).toHaveLength(1);
  });

  it('explains a refused sign-in and offers the way back', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    issuer.person = { sub: 'stranger', email: 'nobody@example.sg', email_verified: false };
    await page.getByRole('button', { name: 'Continue with Fake ID' }).click();
    await page.waitForURL(/\/auth\/social\/fakeid\/callback/);
    await poll(() => page.getByTestId('outcome').textContent()).toContain('has not verified the email address nobody@example.sg');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('link', { name: 'Back to sign in' }).first().click();
    await page.waitForURL(/\/login$/);
  });

  it('registers a new account, confirmed through the emailed link', async () => {
    await page.goto(`${server.origin}/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/register$/);
    await page.fill('input[name=first_name]', 'Nur');
    await page.fill('input[name=last_name]', 'Aisyah');
    await page.fill('input[name=username]', 'nuraisyah');
    await page.fill('input[name=email]', 'nur.aisyah@example.sg');
    await page.fill('input[name=password]', 'botanic-gardens-walk');
    await page.fill('input[name=confirm_password]', 'botanic-gardens-walk');
    await page.getByRole('button', { name: 'Create account' }).click();
    await poll(() => page.getByTestId('outcome').textContent()).toContain('We have sent you an email');

    // Not verified yet: signing in is refused with the server's reason.
    await page.goto(`${server.origin}/login`);
    await signInWithForm(page, 'nuraisyah', 'botanic-gardens-walk');
    await poll(() => page.getByTestId('form-error').textContent()).toContain('Verify your email address first');

    await poll(async () => (await outbox(server, 'nur.aisyah@example.sg')).length).toBe(1);
    const [mail] = await outbox(server, 'nur.aisyah@example.sg');
    await page.goto(`${server.origin}${linkTo(mail, '/auth/verify-email')}`);
    await poll(() => page.getByTestId('outcome').textContent()).toContain('Your email address is confirmed');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInWithForm(page, 'nuraisyah', 'botanic-gardens-walk');
    await waitForLanding(page);
    await expectSettled(page);
  });

  it('asked nothing of any other origin than the app and the configured provider, and raised no script error', () => {
    expect(browser.foreignRequests.filter((url) => !url.startsWith(issuer.issuer))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
