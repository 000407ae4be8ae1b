/**
 * The customer portal's app (src/portal) in jsdom, with fetch answered in the shapes of the
 * server's portal routes (src/server/routes/portal*.ts: unix-second dates, a quotation's status
 * open/accepted/declined; the browser walk runs against the real server): its four languages are complete; a mailed sign-in link
 * opens a session kept under the portal's own key and lands on the home page; a document link
 * opens that document alone; asking for a link says the same whatever the address; refusals and
 * a lost connection read as sentences; an ended session goes back to the sign-in page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import english from '../../locales/portal/en.json';
import german from '../../locales/portal/de.json';
import french from '../../locales/portal/fr.json';
import portuguese from '../../locales/portal/pt.json';
import { compareMessages, formatReports } from '../../src/app/i18n/completeness';
import { PortalApp } from '../../src/portal/App';

const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`) / 1000;
const contact = { id: 7, name: 'Mei Ling Tan', email: 'meiling@harbourfront.sg' };
const company = { id: 3, name: 'Harbourfront Facilities' };
// A document link's reader is no portal contact: the server answers contact.id null then.
const session = (scope: unknown = null) => ({ data: { session_token: 'portal-token-1', expires_at: Math.floor(Date.now() / 1000) + 3600, contact: scope ? { ...contact, id: null } : contact, company, scope } });
const quotation = {
  id: 11, number: null, date: day('2026-11-26'), valid_until: day('2026-12-26'), status: 'open', currency: 'SGD', subtotal: 100, gst: 9, total: 109, expired: false,
  lines: [{ description: 'Aircon service', qty: 2, uom: 'unit', unit_price: 50, discount: 0, amount: 100 }],
  salesperson: { name: 'Daniel Koh', email: 'daniel@example.sg', tel: '+65 6123 4567' },
  accepted: null,
  declined: null,
};

/** A fake API answering by "METHOD path"; every call is recorded with its body and bearer token. */
function fakeApi(routes: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const calls: Array<{ key: string; body: unknown; auth: string | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string; headers?: Record<string, string> }) => {
      const url = new URL(input, 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body = init?.body ? JSON.parse(init.body) : undefined;
      calls.push({ key, body, auth: init?.headers?.Authorization ?? null });
      const route = routes[key];
      return route ? route(body) : json(404, { errors: [{ title: `There is no ${key}`, status: '404' }] });
    }),
  );
  return calls;
}

const listsEmpty = {
  'GET /api/v1/portal/quotations': () => json(200, { data: [] }),
  'GET /api/v1/portal/invoices': () => json(200, { data: [{ id: 21, number: 'INV-0108', date: day('2026-11-01'), due_date: day('2026-12-01'), currency: 'SGD', total: 50, balance_due: 50, payment_status: 'Unpaid', customer_paid_reference: null }] }),
  'GET /api/v1/portal/jobs': () => json(200, { data: [] }),
};

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  render(<PortalApp />);
};
const where = () => window.location.pathname;

// Each page is a lazily loaded chunk: on a busy two-core machine its first import takes seconds.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('portal_locale', 'en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('customer portal', () => {
  it('de, fr and pt have every key of English and nothing more, with the same placeholders and plural forms', () => {
    const reports = [compareMessages('de', english, german), compareMessages('fr', english, french), compareMessages('pt', english, portuguese)];
    const listing = formatReports(reports);
    expect(listing, `\n${listing}\n`).toBe('');
  });

  it('a mailed link opens a session under the portal’s own key, sent as the bearer token, and lands on the home page', async () => {
    const calls = fakeApi({ 'POST /api/v1/portal/auth/token': () => json(200, session()), ...listsEmpty });
    open('/portal/sign-in?token=link-abc');
    expect(await screen.findByText('INV-0108')).toBeTruthy();
    expect(where()).toBe('/portal');
    expect(calls[0]).toMatchObject({ key: 'POST /api/v1/portal/auth/token', body: { token: 'link-abc' } });
    expect(JSON.parse(localStorage.getItem('portal_session')!).session_token).toBe('portal-token-1');
    expect(localStorage.getItem('token')).toBeNull(); // the staff app's key is not touched
    expect(calls.find((c) => c.key === 'GET /api/v1/portal/invoices')?.auth).toBe('Bearer portal-token-1');
    expect(screen.getByText('Harbourfront Facilities')).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('asking for a link says the same sentence whatever the address', async () => {
    const calls = fakeApi({ 'POST /api/v1/portal/auth/link': () => json(202, { data: {} }) });
    open('/portal');
    expect(where()).toBe('/portal');
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'nobody@example.sg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByTestId('link-sent')).textContent).toContain("We've sent you a link if we know this address");
    expect(calls[0]).toMatchObject({ key: 'POST /api/v1/portal/auth/link', body: { email: 'nobody@example.sg' } });
  });

  it('a document link opens that document alone: another page leads back to it, and no tabs are shown', async () => {
    fakeApi({
      'POST /api/v1/portal/auth/document': () => json(200, session({ kind: 'quotation', id: 11 })),
      'GET /api/v1/portal/quotations/11': () => json(200, { data: quotation }),
    });
    open('/p/doc-token');
    // A draft has no number until accepted: its id stands in.
    expect(await screen.findByText('Quotation #11')).toBeTruthy();
    expect(where()).toBe('/portal/quotations/11');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('This document only')).toBeTruthy();
    act(() => {
      window.history.pushState({}, '', '/portal/invoices');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(where()).toBe('/portal/quotations/11'));
  });

  it('a refusal reads as the server’s sentence, a lost connection as ours, and a link that no longer works says so', async () => {
    localStorage.setItem('portal_session', JSON.stringify(session().data));
    fakeApi({
      'GET /api/v1/portal/quotations/11': () => json(200, { data: quotation }),
      'POST /api/v1/portal/quotations/11/decline': () => json(409, { errors: [{ title: 'Quotation QT-0042 is answered already.', status: '409' }] }),
    });
    open('/portal/quotations/11');
    fireEvent.click(await screen.findByTestId('decline'));
    fireEvent.click(screen.getByTestId('decline-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Tell us why you decline the quotation.');
    fireEvent.change(screen.getByLabelText('Why do you decline it?'), { target: { value: 'Too dear' } });
    fireEvent.click(screen.getByTestId('decline-submit'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Quotation QT-0042 is answered already.'));
    cleanup();

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    open('/portal/invoices');
    expect((await screen.findByRole('alert')).textContent).toContain('The server could not be reached. Check the connection and try again.');
    cleanup();

    localStorage.removeItem('portal_session');
    fakeApi({ 'POST /api/v1/portal/auth/token': () => json(401, { errors: [{ title: 'This sign-in link has expired or was used already.', status: '401' }] }) });
    open('/portal/sign-in?token=old');
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in link has expired or was used already.');
    expect(screen.getByText('This sign-in link does not work')).toBeTruthy();
  });

  it('an ended session (401) goes back to the sign-in page and forgets the token', async () => {
    localStorage.setItem('portal_session', JSON.stringify(session().data));
    fakeApi({ 'GET /api/v1/portal/invoices': () => json(401, { errors: [{ title: 'Your session has ended. Sign in again.', status: '401', code: 'INVALID_TOKEN' }] }) });
    open('/portal/invoices');
    await waitFor(() => expect(where()).toBe('/portal/sign-in'));
    expect(await screen.findByLabelText('Email address')).toBeTruthy();
    expect(localStorage.getItem('portal_session')).toBeNull();
  });

  it('speaks German when chosen, and keeps the choice', async () => {
    localStorage.setItem('portal_session', JSON.stringify(session().data));
    fakeApi(listsEmpty);
    open('/portal');
    fireEvent.change(await screen.findByTestId('language'), { target: { value: 'de' } });
    expect(await screen.findByText('Zu zahlende Rechnungen')).toBeTruthy();
    expect(localStorage.getItem('portal_locale')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});
