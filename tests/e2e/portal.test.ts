/**
 * The customer portal (issue 40) in real Chromium on a 390×844 phone, against the real server (one
 * per suite; PostgreSQL when DATABASE_URL points at one), everything it shows seeded through the
 * staff API: a customer company with a site (coordinates), a portal contact invited through
 * POST /portal/invitations, a quotation with lines, an expired one made by the salesperson, a
 * confirmed invoice, and a job at the site assigned to a technician.
 *
 * - the contact asks for a link, signs in with the one mailed (read from the outbox), accepts a
 *   quotation with a drawn signature (the staff API then shows it confirmed), opens its PDF (the
 *   API's base64 parts joined into a PDF);
 * - opens the invoice, sees the PayNow QR for the balance due and tells "I have paid" with a
 *   reference (kept for finance; the invoice stays unpaid);
 * - an expired quotation says whom to call, and the server's refusal names the salesperson;
 * - requests service at the site with a photo (the staff API lists the request);
 * - watches the technician approach: a second browser, the technician's phone (Chromium's faked
 *   geolocation), taps "On my way" and moves; the portal's job page shows the first name and an
 *   ETA that updates;
 * - the invoice's mail carries a document link (/p/<token>) that opens that invoice alone, in German;
 * - the first load to an invoice stays under 150 kB compressed, with none of the staff app's chunks;
 * - screenshots under /tmp/portal-shots (PORTAL_SHOTS=0: none), light and dark, English and German.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { portalBundle, PORTAL_BUDGET_KB } from '../../bench/lib/portal-bundle';
import { chromiumAvailable, closeAll, launchBrowser, openPage, type TestBrowser } from '../support/browser';
import { builtApp, startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD, type TestDialect } from '../support/databases';
import { tokenOf, waitForOutbox } from '../support/mail';
import { singaporeMidnight } from '../../src/shared/singapore-time';
import { emvFields } from '../../src/shared/paynow';
import { POSITIONS } from '../../src/server/dispatch/tracking';
import { unixNow } from '../../src/server/clock';
import { addUser, apiData, apiSignIn, laterTodayInSingapore, PHONE, poll, signInAs } from './session-helpers';

const DIALECT: TestDialect = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';
const SHOTS = process.env.PORTAL_SHOTS === '0' ? null : '/tmp/portal-shots';
const CONTACT = { email: 'mei.ling@harbourfront.sg', name: 'Mei Ling Tan' };
const ACCOUNTS = 'accounts@harbourfront.sg';
const SALES = { username: 'daniel-koh', password: 'daniel-koh-sales-1', first_name: 'Daniel', last_name: 'Koh' };
const TECH = { username: 'tina-tech', password: 'tina-tech-phone-1' };
const TASKS = '/pages/services-tools/task-lists';
/** The site in Toa Payoh; the technician sets out from Bishan, 3 km north, and drives south. */
const SITE = { latitude: 1.3343, longitude: 103.8563 };
const ROUTE = [
  { latitude: 1.3612, longitude: 103.8481 },
  { latitude: 1.3478, longitude: 103.8522 },
];
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Client-side navigation, as a tab's click. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A few strokes across the signature box. */
async function sign(page: Page): Promise<void> {
  const box = (await page.locator('[data-testid=signature-pad]').boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 22, box.y + box.height * (0.7 - 0.4 * Math.abs(Math.sin(i / 2))), { steps: 2 });
  await page.mouse.up();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A portal call from the page, with the session the page keeps (its status and first sentence). */
const portalCall = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('portal_session') ?? '{}').session_token;
      const res = await fetch(`/api/v1${path}`, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = await res.json();
      return { status: res.status, data: json.data, title: json.errors?.[0]?.title as string | undefined };
    },
    { method, path, body },
  );

describe.skipIf(!chromiumAvailable())(`the customer portal on a phone, against the server (${DIALECT})`, () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let phone: TestBrowser | undefined;
  let page: Page;
  let admin: string;
  let company: number;
  let site: number;
  let quotation: number;
  let expired: { id: number; number: string | null };
  let invoice: Record<string, any>;
  let job: Record<string, any>;
  const errors: string[] = [];
  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => apiData(server, admin, method, `/api/v1/${url}`, body);

  beforeAll(async () => {
    server = await startAppServer(DIALECT);
    admin = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    // The business's UEN makes the invoice's PayNow QR.
    const business = await api('GET', 'business');
    await api('PATCH', 'business', { ...business, name: 'Cool Air Services Pte Ltd', uen: '201912345K', tel: '+65 6123 4567' });
    await addUser(server, admin, { ...SALES, email: 'daniel@coolair.sg', role: 'sales' });
    const techUser = await addUser(server, admin, { username: TECH.username, password: TECH.password, role: 'technician' });
    const tina = (await api('POST', 'employees', { code: 'TT1', first_name: 'Tina', display_name: 'Tina Tan', field_staff: true, user_id: techUser, base_latitude: ROUTE[0].latitude, base_longitude: ROUTE[0].longitude })).id;

    company = (await api('POST', 'companies', { company_id: 'HARBOUR', company_name: 'Harbourfront Facilities Pte Ltd', email: 'office@harbourfront.sg' })).id;
    site = (await api('POST', 'company_locations', { header_id: company, site_id: 'TPT', site_name: 'Toa Payoh Tower', addr1: '480 Lorong 6 Toa Payoh', postal: '310480', ...SITE })).id;
    const today = singaporeMidnight(unixNow());
    quotation = (
      await api('POST', 'quotations', {
        company_id: company,
        quotation_date: today,
        valid_until: today + 14 * 86_400,
        lines: [
          { description: 'Aircon servicing, 4 fan coils', qty: 4, uom: 'PC', unit_price: '120' },
          { description: 'Refrigerant top-up R32', qty: 2, uom: 'KG', unit_price: '48' },
        ],
      })
    ).id;
    // Made by the salesperson, valid until ten days ago: whom to call is Daniel Koh.
    const sales = (await apiSignIn(server, SALES.username, SALES.password)).token;
    const old = await apiData(server, sales, 'POST', '/api/v1/quotations', { company_id: company, quotation_date: today - 40 * 86_400, valid_until: today - 10 * 86_400, lines: [{ description: 'Chiller overhaul', qty: 1, uom: 'PC', unit_price: '2400' }] });
    expired = { id: old.id, number: old.quotation_no ?? null };
    const made = await api('POST', 'sales_invoices', { company_id: company, invoice_date: today, lines: [{ description: 'Compressor replacement', qty: 1, uom: 'PC', unit_price: '850' }] });
    await api('PATCH', 'sales_invoices/status', { ids: [made.id], status: 'C' });
    invoice = await api('GET', `sales_invoices/${made.id}`);
    job = await api('POST', 'joborder_headers', { company_id: company, company_name: 'Harbourfront Facilities Pte Ltd', site_id: site, problem_description: 'Aircon not cooling in the lobby', service_location: 'On-site', ...SITE, job_eta: laterTodayInSingapore(1800), joborder_employee_one: tina });
    await api('POST', `joborder_headers/${job.id}/transitions/accept`, {});
    await api('POST', 'portal/invitations', { company_id: company, ...CONTACT });

    browser = await launchBrowser(server.origin, { timezoneId: 'Asia/Singapore' });
    page = await browser.context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: 'light' });
  }, 240_000);
  afterAll(async () => closeAll(phone, browser, server));

  it('serves portal.html for /portal/* and /p/*, and the staff app elsewhere', async () => {
    for (const path of ['/portal', '/portal/invoices/3', '/p/abc']) {
      const res = await server.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Customer portal</title>');
    }
    expect((await server.app.inject({ method: 'GET', url: '/pages/companies' })).body).not.toContain('Customer portal');
  });

  it('keeps the first load to an invoice under 150 kB compressed, without the staff app', () => {
    const bundle = portalBundle(builtApp());
    expect(bundle.staffChunks).toEqual([]);
    expect(bundle.total.gzip / 1024).toBeLessThan(PORTAL_BUDGET_KB);
    expect(bundle.total.brotli / 1024).toBeLessThan(PORTAL_BUDGET_KB);
    expect(bundle.shell.concat(bundle.invoice).some((f) => /leaflet|signature_pad/i.test(f.file))).toBe(false);
  });

  it('signs a contact in by a mailed link; they accept a quotation with a drawn signature and staff see it confirmed', async () => {
    await page.goto(`${server.origin}/portal`);
    await page.getByLabel('Email address').fill(CONTACT.email);
    await shot(page, 'en-light-signin');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByTestId('link-sent').filter({ hasText: "We've sent you a link if we know this address" }).waitFor();
    // The invitation's mail, then the one asked for: the latest link signs in.
    const mails = await waitForOutbox(server, CONTACT.email, 2);
    const token = tokenOf(mails.at(-1)!.body, '/portal/sign-in', server.settings.publicUrl);
    await page.goto(`${server.origin}/portal/sign-in?token=${encodeURIComponent(token)}`);
    await page.waitForURL(`${server.origin}/portal`);
    await page.getByTestId('home-invoices').getByRole('link').first().waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal_session')!).contact.email)).toBe(CONTACT.email);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot(page, 'en-light-home');

    // Open, unnumbered (a draft is numbered when accepted): shown by its id.
    await page.locator(`[data-testid=home-quotations] a[href="/portal/quotations/${quotation}"]`).click();
    await page.getByTestId('lines').waitFor();
    expect(await page.locator('h1').textContent()).toContain(`#${quotation}`);
    expect(await page.getByTestId('totals').textContent()).toMatch(/GST/);
    // The PDF: the API's base64 parts, joined into a PDF blob that the tab opened on the click is pointed at.
    await page.evaluate(() => {
      const made: Blob[] = ((window as unknown as { made: Blob[] }).made = []);
      const createObjectURL = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob) => (made.push(blob), createObjectURL(blob));
    });
    const [tab] = await Promise.all([browser.context.waitForEvent('page'), page.getByTestId('pdf').click()]);
    await poll(() => tab.url()).toMatch(/^blob:/);
    const pdf = () => Promise.all(((window as unknown as { made: Blob[] }).made ?? []).filter((b) => b.type === 'application/pdf').map((b) => b.slice(0, 5).text()));
    expect(await page.evaluate(pdf)).toEqual(['%PDF-']);
    await tab.close();

    await page.getByTestId('accept').click();
    await page.getByTestId('accept-submit').click();
    await page.getByRole('alert').filter({ hasText: 'Type your name to accept the quotation.' }).waitFor();
    await page.getByLabel('Your name').fill(CONTACT.name);
    await sign(page);
    await shot(page, 'en-light-accept');
    await page.getByTestId('accept-submit').click();
    await page.getByTestId('answer-done').waitFor();
    await page.getByTestId('accepted-by').filter({ hasText: CONTACT.name }).waitFor();
    const stored = await api('GET', `quotations/${quotation}`);
    expect(stored.status).toBe('C');
    // Numbered now, and the page says so.
    expect(stored.quotation_no).toBeTruthy();
    await poll(() => page.locator('h1').textContent()).toContain(stored.quotation_no);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'en-light-accepted');
  });

  it('shows the invoice with the PayNow QR for its balance and takes "I have paid" with a reference', async () => {
    await go(page, '/portal/invoices');
    await page.locator(`[data-testid=invoices] a[href="/portal/invoices/${invoice.id}"]`).click();
    const qr = page.getByTestId('paynow').locator('canvas');
    await qr.waitFor();
    const payload = (await qr.getAttribute('data-payload'))!;
    expect(emvFields(payload).get('54')).toBe(Number(invoice.balance_due).toFixed(2));
    expect(await qr.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
    await shot(page, 'en-light-invoice');
    await page.getByTestId('paid-submit').click();
    await page.getByRole('alert').waitFor(); // no reference: a sentence
    await page.locator('input[name=reference]').fill('DBS-778812');
    await page.getByTestId('paid-submit').click();
    await page.getByTestId('paid-told').filter({ hasText: 'DBS-778812' }).waitFor();
    // Kept for finance, on the invoice's timeline; the invoice is not marked paid.
    expect(await api('GET', `sales_invoices/${invoice.id}`)).toMatchObject({ payment_status: 'Unpaid', balance_due: invoice.balance_due });
    const notes = await server.database.db.selectFrom('timelines').select('remarks').where('remarks', 'like', '%DBS-778812%').execute();
    expect(notes).toHaveLength(1);
    // Shown again on a later visit (the server keeps it).
    await page.reload();
    await page.getByTestId('paid-told').filter({ hasText: 'DBS-778812' }).waitFor();
  });

  it('an expired quotation says whom to call, and accepting it is refused naming the salesperson', async () => {
    await go(page, `/portal/quotations/${expired.id}`);
    await page.getByTestId('expired').filter({ hasText: 'Daniel Koh' }).waitFor();
    expect(await page.getByTestId('accept').count()).toBe(0);
    await shot(page, 'en-light-expired');
    const refused = await portalCall(page, 'POST', `/portal/quotations/${expired.id}/accept`, { signature_name: CONTACT.name, signature: `data:image/png;base64,${PHOTO.toString('base64')}` });
    expect(refused.status).toBe(409);
    expect(refused.title).toMatch(/Daniel Koh/);
    expect(refused.title).toMatch(/^This quotation was valid until .+ and can no longer be accepted; please call Daniel Koh/);
  });

  it('requests service at a site with a photo: the staff API lists the request', async () => {
    await go(page, '/portal/request-service');
    await page.getByTestId('request-form').waitFor();
    await page.locator('select[name=site_id]').selectOption(String(site));
    await page.locator('textarea[name=problem_description]').fill('The unit in the lobby drips water onto the floor.');
    await page.locator('input[name=photos]').setInputFiles({ name: 'drip.png', mimeType: 'image/png', buffer: PHOTO });
    await page.locator('.photos img').waitFor();
    await shot(page, 'en-light-request');
    await page.getByTestId('request-submit').click();
    const made = (await page.getByTestId('request-made').textContent())!;
    const requests = (await api('GET', 'service_requests')) as Array<Record<string, any>>;
    const request = requests.find((r) => r.problem_description === 'The unit in the lobby drips water onto the floor.');
    expect(request).toMatchObject({ company_id: company, site_id: site, contact_email: CONTACT.email });
    expect(made).toContain(request!.request_no ?? `#${request!.id}`);
  });

  it('shows the technician on the way, by first name, with a position and an ETA that update as their phone moves (dark)', async () => {
    const positions = async () => (await server.database.db.selectFrom(POSITIONS).select('id').where('job_id', '=', job.id).execute()).length;
    // The technician's phone: a second browser, its location faked.
    let tech: Page;
    ({ browser: phone, page: tech } = await openPage(server.origin, errors));
    await phone.context.grantPermissions(['geolocation'], { origin: server.origin });
    await phone.context.setGeolocation({ ...ROUTE[0], accuracy: 15 });
    await signInAs(tech, server.origin, TECH.username, TECH.password, PHONE);
    await tech.goto(`${server.origin}${TASKS}`);
    await tech.locator(`[data-testid=task-card][data-ticket="${job.ticket_no}"]`).getByTestId('on-my-way').click();
    await expect.poll(positions, { timeout: 20_000 }).toBe(1);

    await page.emulateMedia({ colorScheme: 'dark' });
    await go(page, `/portal/jobs/${job.id}`);
    await page.getByTestId('on-the-way').filter({ hasText: 'Tina' }).waitFor();
    expect(await page.getByTestId('on-the-way').textContent()).not.toContain('Tan');
    await page.getByTestId('track-map').waitFor();
    expect((await portalCall(page, 'GET', `/portal/jobs/${job.id}/track`)).data).toMatchObject({ on_the_way: true, site: SITE, technician: { first_name: 'Tina' } });
    const eta = page.getByTestId('eta');
    const firstEta = (await eta.textContent())!;
    expect(firstEta).toMatch(/\d+ min/);
    await page.getByTestId('position-at').waitFor();
    // The technician and the site on the map.
    await poll(() => page.getByTestId('track-map').locator('.leaflet-interactive').count()).toBeGreaterThanOrEqual(2);
    await shot(page, 'en-dark-track');

    // The phone drives 1.5 km south; it sends once 5 s have passed since the last (each check nudges the fake location).
    let nudge = 0;
    await expect
      .poll(
        async () => {
          nudge += 1;
          await phone!.context.setGeolocation({ latitude: ROUTE[1].latitude + nudge * 0.00001, longitude: ROUTE[1].longitude, accuracy: 15 });
          return positions();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(2);
    // The portal polls every 10 s while the technician is on the way.
    await expect.poll(() => eta.textContent(), { timeout: 25_000 }).not.toBe(firstEta);
    expect(Number(/\d+/.exec((await eta.textContent())!)![0])).toBeLessThan(Number(/\d+/.exec(firstEta)![0]));
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'en-dark-track-moved');
    await page.emulateMedia({ colorScheme: 'light' });
  }, 120_000);

  it("the invoice's mail carries a document link that opens that invoice alone (German)", async () => {
    await api('POST', `sales_invoices/${invoice.id}/send`, { to: [ACCOUNTS] });
    const mail = (await waitForOutbox(server, ACCOUNTS))[0];
    const link = new RegExp(`${server.settings.publicUrl}/p/([A-Za-z0-9_-]+)`).exec(mail.body)![1];
    // A reader on another phone: no portal session, German chosen.
    await page.evaluate(() => {
      localStorage.removeItem('portal_session');
      localStorage.setItem('portal_locale', 'de');
    });
    await page.goto(`${server.origin}/p/${link}`);
    await page.waitForURL(`${server.origin}/portal/invoices/${invoice.id}`);
    await page.getByTestId('paynow').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal_session')!).contact.id)).toBeNull();
    expect(await page.getByRole('navigation').count()).toBe(0);
    await shot(page, 'de-light-document-link');
    // That invoice only: another page leads back to it, and the API answers nothing else.
    await go(page, '/portal/quotations');
    await page.waitForURL(`${server.origin}/portal/invoices/${invoice.id}`);
    expect((await portalCall(page, 'GET', '/portal/quotations')).data).toEqual([]);
    expect((await portalCall(page, 'GET', `/portal/quotations/${quotation}`)).status).toBe(404);
    expect((await portalCall(page, 'GET', '/portal/invoices')).data.map((i: { id: number }) => i.id)).toEqual([invoice.id]);

    // A link that does not work says so, in the server's German sentence.
    await page.goto(`${server.origin}/p/not-a-real-token-at-all`);
    await page.getByText('Dieser Dokumentlink funktioniert nicht').waitFor();
    expect((await page.getByRole('alert').textContent())!.trim()).toMatch(/^Dieser Link gilt nicht mehr/);
    await shot(page, 'de-light-bad-document-link');
    expect(errors).toEqual([]);
  });
});
