/**
 * A user whose role requires a second factor they have not set up (issue 37, item 4): the guard
 * opens only the set-up page for them, whatever they ask for, and that page for nobody else; a
 * 403 MFA_SETUP_REQUIRED from any call marks the stored user so, instead of leaving an error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardDecision, homePath, type GuardUser } from '../../src/app/guard';
import { PATHS } from '../../src/app/guard/routes';
import { createHttpClient } from '../../src/app/dataProvider/httpClient';
import { session } from '../../src/app/authProvider/session';
import type { SessionUser } from '../../src/shared/wire';

const at = (path: string) => {
  const [pathname, search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};
const finance: GuardUser = { ability: [{ action: 'manage', subject: 'sales_invoices' }, { action: 'read', subject: 'Dashboard' }], home: '/pages/sales-tools/sales-invoice' };

describe('guard: a second factor to set up first', () => {
  it('sends such a user to the set-up page from every other page, and lets them stay there', () => {
    const mustSetUp = { ...finance, mfaSetup: true };
    expect(PATHS.secondFactor).toBe('/auth/second-factor');
    for (const path of ['/', '/dashboard', '/pages/sales-tools/sales-invoice', '/pages/sales-tools/sales-invoice/manage?id=3', '/profile', '/login', '/privacypolicy', '/no/such/page']) {
      expect(guardDecision(at(path), mustSetUp), path).toEqual({ kind: 'redirect', to: '/auth/second-factor' });
    }
    expect(guardDecision(at('/auth/second-factor'), mustSetUp)).toMatchObject({ kind: 'allow', route: { path: '/auth/second-factor', layout: 'full' } });
    expect(homePath(mustSetUp)).toBe('/auth/second-factor');
  });

  it('sends anyone else away from it: home when signed in, to sign in when not', () => {
    expect(guardDecision(at('/auth/second-factor'), finance)).toEqual({ kind: 'redirect', to: '/pages/sales-tools/sales-invoice' });
    expect(guardDecision(at('/auth/second-factor'), null)).toMatchObject({ kind: 'redirect', to: '/login' });
    expect(guardDecision(at('/pages/sales-tools/sales-invoice'), finance)).toMatchObject({ kind: 'allow' });
  });
});

describe('http client: 403 MFA_SETUP_REQUIRED', () => {
  const user = { id: 4, username: 'fin', role: 'finance', ability: [], home: '/dashboard', preferences: {} } as unknown as SessionUser;
  beforeEach(() => {
    localStorage.clear();
    session.save({ token: 't', refreshToken: 'r', userId: 4, user });
    // Already on the set-up page: the test's window does not navigate.
    window.history.replaceState(null, '', '/auth/second-factor');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ errors: [{ title: 'Your role requires a second factor: set up an authenticator app (or a passkey) on the set-up page before doing anything else', status: '403', code: 'MFA_SETUP_REQUIRED' }] }), { status: 403 })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('marks the stored user as having to set up a factor (so the guard opens only its page) and says why in a sentence', async () => {
    await expect(createHttpClient('/api/v1')('/api/v1/sales_invoices')).rejects.toMatchObject({ status: 403, message: expect.stringMatching(/^Your role requires a second factor/) });
    expect(session.read()?.user).toMatchObject({ username: 'fin', mfa_setup_required: true });
    expect(session.read()?.token).toBe('t');
  });
});
