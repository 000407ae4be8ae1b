/**
 * The guard in the running app (jsdom, the real App with its router, react-admin and providers;
 * only the API is a local fake): the sign-in page shows what the server offers, an anonymous deep
 * link goes to /login and back after signing in, a forbidden page shows /not-authorized, a
 * signed-in user on /login goes to their role's home, and an unknown path shows /error-404.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../src/app/App';
import { session } from '../../src/app/authProvider/session';
import type { AbilityRule, SessionUser } from '../../src/shared/wire';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const emptyList = { data: [], meta: { page: { total: 0, size: 10, after: 1 } } };

function sessionUser(ability: AbilityRule[], home = '/dashboard'): SessionUser {
  return { id: 7, uuid: null, first_name: 'Tan', last_name: 'Wei Ming', company_id: null, username: 'weiming', thumbnail: null, email: 'wm@example.sg', status: 'O', role: 'technician', ability, home, preferences: {} };
}

/** A fake API: answers by "METHOD path" and records every call. */
function fakeApi(routes: Record<string, (body: unknown) => Response>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(`${key}${url.search}`);
    const route = routes[key] ?? (key.startsWith('GET /api/v1/') ? () => json(200, emptyList) : undefined);
    return route ? route(init?.body ? JSON.parse(init.body) : undefined) : json(404, { errors: [{ title: `No ${key}`, status: '404', code: 'NOT_FOUND' }] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  render(<App />);
};
const where = () => `${window.location.pathname}${window.location.search}`;

describe('route guard in the app', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows "Create an account" and the social buttons only when the server offers them', async () => {
    fakeApi({ 'GET /api/v1/auth/config': () => json(200, { data: { registration: true, social: [{ provider: 'google', label: 'Google' }] } }) });
    open('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    cleanup();

    fakeApi({ 'GET /api/v1/auth/config': () => json(200, { data: { registration: false, social: [] } }) });
    open('/login');
    await screen.findByRole('link', { name: 'Forgot password?' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    expect(screen.queryByTestId('social-sign-in')).toBeNull();
  });

  it('sends an anonymous deep link to /login, then back to it after signing in', async () => {
    const calls = fakeApi({
      'GET /api/v1/auth/config': () => json(200, { data: { registration: false, social: [] } }),
      'POST /api/v1/auth/token': (body) =>
        (body as { password: string }).password === 'right-password'
          ? json(200, { data: { token: 't1', refresh_token: 'r1', user_id: 7, company_id: null, user: sessionUser([{ action: 'read', subject: 'uom' }]) } })
          : json(401, { errors: [{ title: 'Wrong username or password', status: '401', code: 'INVALID_CREDENTIALS' }] }),
    });
    open('/pages/masterlists/uom?filter=kg');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByText('Sign in to open the page you asked for.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Username or email/), { target: { value: 'weiming' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Wrong username or password');
    expect(window.location.pathname).toBe('/login');

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where()).toBe('/pages/masterlists/uom?filter=kg'), { timeout: 8000 }); // the page's code loads first
    expect(session.read()?.token).toBe('t1');
    await waitFor(() => expect(calls.some((c) => c.startsWith('GET /api/v1/uom?'))).toBe(true), { timeout: 8000 });
  });

  it('shows /not-authorized for a page the role may not open, and the API is not asked for it', async () => {
    session.save({ token: 't1', refreshToken: 'r1', userId: 7, user: sessionUser([{ action: 'read', subject: 'uom' }]) });
    const calls = fakeApi({});
    open('/pages/admin/users');
    await waitFor(() => expect(window.location.pathname).toBe('/not-authorized'));
    expect(await screen.findByText('You are not authorized to open this page')).toBeTruthy();
    expect(calls.filter((c) => c.includes('/users'))).toEqual([]);
  });

  it("sends a signed-in user from /login to their role's home, and / too", async () => {
    session.save({ token: 't1', refreshToken: 'r1', userId: 7, user: sessionUser([{ action: 'read', subject: 'uom' }], '/pages/masterlists/uom') });
    fakeApi({});
    open('/login');
    await waitFor(() => expect(window.location.pathname).toBe('/pages/masterlists/uom'));
    cleanup();
    open('/');
    await waitFor(() => expect(window.location.pathname).toBe('/pages/masterlists/uom'));
  });

  it('shows /error-404 for an unknown path, signed in or not, in the full layout', async () => {
    fakeApi({});
    open('/pages/nowhere');
    await waitFor(() => expect(window.location.pathname).toBe('/error-404'));
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Profile' })).toBeNull(); // no app bar
  });
});
