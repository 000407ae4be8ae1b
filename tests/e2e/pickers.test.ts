/**
 * The pickers and the map widget in Chromium (issue 15): a service request picks its company
 * from 'Search Company' (which fills contact, phone and email as the list does), adds one from
 * 'More...' > 'Add' (an invalid email refused with a message), picks and adds a site from
 * 'Search Company Address' and makes another site the company's default from its larger grid;
 * a site's map widget searches an address against a local OneMap and its marker and fields
 * follow. Screenshots, light and dark, under /tmp/shots/pickers/.
 */
import { mkdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { startFakeOneMap, type FakeOneMap } from '../support/fakes/onemap';
import { apiCall, apiSignIn, expectSettled, poll, signInWithForm, waitForLanding } from './session-helpers';

type Rec = Record<string, any>;
const SHOTS = '/tmp/shots/pickers';
/** A square PNG of one colour (RGB), big enough to be seen in a screenshot. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
const PNG = solidPng(48, [230, 120, 20]).toString('base64');

describe.skipIf(!chromiumAvailable())('pickers and the map widget in Chromium', () => {
  let oneMap: FakeOneMap;
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  const errors: string[] = [];
  let tan: Rec;

  const post = async (collection: string, body: Rec): Promise<Rec> => {
    const answer = await apiCall(server, token, 'POST', `/api/v1/${collection}`, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data;
  };
  const list = async (collection: string, filterExt: string): Promise<Rec[]> =>
    (await apiCall(server, token, 'GET', `/api/v1/${collection}?status=all&filterExt=${encodeURIComponent(filterExt)}`)).json().data;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    oneMap = await startFakeOneMap();
    server = await startAppServer('sqlite', { onemapUrl: oneMap.url });
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    tan = await post('companies', { company_id: 'C-TAN', company_name: 'Tan & Sons Pte Ltd', attn: 'Mdm Tan', tel: '+65 6111 2222', email: 'tan@example.com' });
    for (let i = 1; i <= 12; i++) await post('companies', { company_id: `C-${String(i).padStart(3, '0')}`, company_name: `Filler company ${i}`, email: `c${i}@example.com` });
    await post('company_locations', { header_id: tan.id, site_id: 'S-1', site_name: 'Tan yard', addr1: '1 Jurong Road', addr2: 'NIL', postal: '600001' });
    await post('company_locations', { header_id: tan.id, site_id: 'S-2', site_name: 'Tan office', is_default: true });
    ({ browser, page } = await openPage(server.origin, errors));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.origin}/login`);
    await signInWithForm(page, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(page);
  });
  afterAll(() => closeAll(browser, server, oneMap));

  const input = (name: string) => page.locator(`form input[name="${name}"]`);
  const dialog = (title: string) => page.getByRole('dialog', { name: title });
  /** The dialog has finished fading in (for a screenshot of it, not of its transition). */
  const shownFully = (title: string) => poll(() => dialog(title).evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity)).toBe('1');

  it('picks a company from Search Company, which fills the contact as the list does', async () => {
    await page.goto(`${server.origin}/pages/services-tools/service-request/manage`);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    // Nothing to search before the company is chosen.
    expect(await page.getByRole('button', { name: 'Search Company Address' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Search Company', exact: true }).click();
    const search = dialog('Company Search');
    // Paged by 10: 13 companies, the first page shows 10 rows.
    await poll(() => search.locator('.MuiDataGrid-row').count()).toBe(10);
    await page.screenshot({ path: `${SHOTS}/company-search-light.png` });
    // The search panel narrows the rows.
    await search.getByRole('searchbox').first().fill('Tan');
    await poll(() => search.locator('.MuiDataGrid-row').count()).toBe(1);
    await search.getByRole('gridcell', { name: 'Tan & Sons Pte Ltd' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => input('company_id').inputValue()).toBe('Tan & Sons Pte Ltd');
    await poll(() => input('contact_person').inputValue()).toBe('Mdm Tan');
    expect(await input('contact_phone').inputValue()).toBe('+65 6111 2222');
    expect(await input('contact_email').inputValue()).toBe('tan@example.com');
    // The company's default site follows, as when picked from the list.
    await poll(() => input('site_id').inputValue()).toBe('Tan office');
  });

  it('picks a site from Search Company Address, showing the display address without NIL', async () => {
    await page.getByRole('button', { name: 'Search Company Address' }).click();
    const search = dialog('Company Address Search');
    await poll(() => search.locator('.MuiDataGrid-row').count()).toBe(2);
    await search.getByRole('gridcell', { name: '1 Jurong Road Singapore 600001' }).waitFor();
    await search.getByRole('gridcell', { name: 'Tan yard' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => input('site_id').inputValue()).toBe('Tan yard');
  });

  it("adds a site from More... > Add (the server's refusals under their fields), which becomes the selection", async () => {
    await page.getByRole('button', { name: 'Search Company Address' }).click();
    await dialog('Company Address Search').getByRole('button', { name: 'More...' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog('Add Company Address');
    // No rule of its own blocks the save (the spec shows none): the server's refusal shows under each field.
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await add.getByText('Site ID is required').waitFor();
    await add.getByText('Site name is required').waitFor();
    expect(await add.locator('input[name="site_id"]').getAttribute('aria-invalid')).toBe('true');
    await add.locator('input[name="site_id"]').fill('S-9');
    await add.locator('input[name="site_name"]').fill('Tan warehouse');
    await add.locator('input[name="addr1"]').fill('9 Tuas Avenue');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await page.screenshot({ path: `${SHOTS}/add-site-light.png` });
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => input('site_id').inputValue()).toBe('Tan warehouse');
    const [saved] = (await list('company_locations', `header_id=${tan.id}`)).filter((s) => s.site_id === 'S-9');
    expect(saved).toMatchObject({ site_name: 'Tan warehouse', addr1: '9 Tuas Avenue', country: 'Singapore', header_id: tan.id });
  });

  it("makes another site the default from More..., without picking it", async () => {
    await page.getByRole('button', { name: 'Search Company Address' }).click();
    await dialog('Company Address Search').getByRole('button', { name: 'More...' }).click();
    const larger = page.getByRole('dialog').last();
    const row = (name: string) => larger.locator('.MuiDataGrid-row', { hasText: name });
    await row('Tan office').getByText('Default', { exact: true }).waitFor();
    await row('Tan yard').getByTestId('set-default-site').click();
    await row('Tan yard').getByText('Default', { exact: true }).waitFor();
    await row('Tan office').getByTestId('set-default-site').waitFor();
    // The button is not a row click: the grid is still open and the form's site is unchanged.
    expect(await larger.locator('.MuiDataGrid-row').count()).toBe(3);
    expect(await input('site_id').inputValue()).toBe('Tan warehouse');
    await page.screenshot({ path: `${SHOTS}/default-site-light.png` });
    const sites = await list('company_locations', `header_id=${tan.id}`);
    expect(sites.filter((s) => s.is_default).map((s) => s.site_name)).toEqual(['Tan yard']);
    // Close both: the larger grid, then the first one under it.
    await larger.getByRole('button', { name: 'Close', exact: true }).click();
    await poll(() => page.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0); // the larger grid's
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it("adds a company from More... > Add: only the email's format is refused in the form, the server's rules show under their fields, a saved one is picked", async () => {
    await page.getByRole('button', { name: 'Search Company', exact: true }).click();
    await dialog('Company Search').getByRole('button', { name: 'More...' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = dialog('Add Company');
    // Starts from its defaults: Singapore.
    expect(await add.locator('input[name="country"]').inputValue()).toMatch(/Singapore/);
    await add.locator('input[name="company_id"]').fill('C-NEW');
    await add.locator('input[name="email"]').fill('new@example.com');
    // Only the email blocks the save in the form (the spec's one rule); the server's rule on the name comes back under it.
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await add.getByText('Company name is required').waitFor();
    await page.screenshot({ path: `${SHOTS}/add-company-refused-light.png` });
    expect(await add.locator('input[name="company_name"]').getAttribute('aria-invalid')).toBe('true');
    expect((await list('companies', "company_id='C-NEW'")).length).toBe(0);
    await add.locator('input[name="company_name"]').fill('Newco Pte Ltd');
    await add.locator('input[name="attn"]').fill('Ms New');
    await add.locator('input[name="email"]').fill('not-an-email');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await add.getByText('Enter a valid email address').waitFor();
    expect((await list('companies', "company_id='C-NEW'")).length).toBe(0);
    await page.screenshot({ path: `${SHOTS}/add-company-light.png` });
    // The backdrop does not close it.
    await page.mouse.click(5, 5);
    expect(await add.isVisible()).toBe(true);

    await add.locator('input[name="email"]').fill('new@example.com');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => input('company_id').inputValue()).toBe('Newco Pte Ltd');
    expect(await input('contact_person').inputValue()).toBe('Ms New');
    expect(await input('contact_email').inputValue()).toBe('new@example.com');
    const [saved] = await list('companies', "company_id='C-NEW'");
    expect(saved).toMatchObject({ company_name: 'Newco Pte Ltd', email: 'new@example.com', country: 'Singapore' });
  });

  it('Adhoc empties the company and what it filled, for a one-off', async () => {
    await page.getByRole('button', { name: 'Search Company', exact: true }).click();
    await dialog('Company Search').getByRole('button', { name: 'Adhoc' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => input('company_id').inputValue()).toBe('');
    expect(await input('contact_person').inputValue()).toBe('');
  });

  it("a service request's map widget searches OneMap: the marker and centre move", async () => {
    await page.goto(`${server.origin}/pages/services-tools/service-request/manage`);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    const widget = page.getByTestId('address-map');
    await widget.scrollIntoViewIfNeeded();
    const map = widget.locator('[data-map-centre]');
    await poll(() => map.getAttribute('data-map-centre')).toBe('1.2900,103.8500');
    await widget.getByRole('combobox').fill('raffles');
    await page.getByRole('option', { name: /1 RAFFLES PLACE/ }).click();
    await poll(() => map.getAttribute('data-map-centre')).toBe('1.2844,103.8514');
    expect(await widget.locator('[data-marker]').getAttribute('data-marker')).toBe('1.28435,103.85143');
    await page.screenshot({ path: `${SHOTS}/map-widget-light.png`, fullPage: true });
    expect(Object.fromEntries(oneMap.queries.at(-1)!)).toMatchObject({ searchVal: 'raffles', returnGeom: 'Y' });
  });

  it("a job order's map widget fills its coordinates from the chosen place", async () => {
    await page.goto(`${server.origin}/pages/services-tools/job-order/manage`);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    const widget = page.getByTestId('address-map');
    await widget.getByRole('combobox').fill('changi');
    await page.getByRole('option', { name: /CHANGI AIRPORT/ }).click();
    await poll(() => widget.locator('[data-marker]').getAttribute('data-marker')).toBe('1.35741,103.98832');
    expect(await input('latitude').inputValue()).toBe('1.35741');
    expect(await input('longitude').inputValue()).toBe('103.98832');
  });

  it("a site's form on its company's page searches OneMap: the marker moves, the address fills ('NIL' postal empty), and it saves", async () => {
    await page.goto(`${server.origin}/pages/masterlists/customers/manage?id=${tan.id}`);
    await page.getByTestId('related-company_locations').getByRole('button', { name: 'Add Site' }).click();
    const form = page.getByRole('dialog');
    await form.locator('input[name="site_id"]').fill('S-MAP');
    await form.locator('input[name="site_name"]').fill('Airport depot');
    const widget = form.getByTestId('address-map');
    const marker = widget.locator('[data-marker]');
    const before = await marker.getAttribute('data-marker');
    await widget.getByRole('combobox').fill('changi');
    await page.getByRole('option', { name: /CHANGI AIRPORT/ }).click();
    await poll(() => marker.getAttribute('data-marker')).toBe('1.35741,103.98832');
    expect(before).not.toBe('1.35741,103.98832');
    expect(await widget.locator('[data-map-centre]').getAttribute('data-map-centre')).toBe('1.3574,103.9883');
    // The name from block, road and building (no block here); 'NIL' postal leaves it empty.
    expect(await form.locator('input[name="addr1"]').inputValue()).toBe('AIRPORT BOULEVARD CHANGI AIRPORT');
    expect(await form.locator('input[name="postal"]').inputValue()).toBe('');
    expect(await form.locator('input[name="latitude"]').inputValue()).toBe('1.35741');
    expect(await form.locator('input[name="longitude"]').inputValue()).toBe('103.98832');
    await page.screenshot({ path: `${SHOTS}/site-map-light.png` });
    // Another place with a block and a postal code replaces them all.
    await widget.getByRole('combobox').fill('raffles');
    await page.getByRole('option', { name: /1 RAFFLES PLACE/ }).click();
    await poll(() => form.locator('input[name="addr1"]').inputValue()).toBe('1 RAFFLES PLACE ONE RAFFLES PLACE');
    expect(await form.locator('input[name="postal"]').inputValue()).toBe('048616');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const [saved] = (await list('company_locations', `header_id=${tan.id}`)).filter((s) => s.site_id === 'S-MAP');
    expect(saved).toMatchObject({ site_name: 'Airport depot', addr1: '1 RAFFLES PLACE ONE RAFFLES PLACE', postal: '048616', country: 'Singapore', latitude: 1.28435, longitude: 103.85143 });
    // Opened again, the form shows the saved place on the map.
    await page.getByTestId('related-company_locations').getByRole('cell', { name: 'Airport depot' }).click();
    await poll(() => page.getByRole('dialog').getByTestId('address-map').locator('[data-marker]').getAttribute('data-marker')).toBe('1.28435,103.85143');
    expect(await page.getByRole('dialog').locator('input[name="postal"]').inputValue()).toBe('048616');
    await page.keyboard.press('Escape');
  });

  it("a job order picks the company's contract from Search Contract, which shows its description", async () => {
    const day = Math.floor(Date.now() / 1000);
    const contract = await post('contract_headers', { company_id: tan.id, company_name: tan.company_name, description: 'Quarterly aircon servicing', start_date: day, end_date: day + 365 * 86400 });
    await page.goto(`${server.origin}/pages/services-tools/job-order/manage`);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Search Contract' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Search Company', exact: true }).click();
    await dialog('Company Search').getByRole('gridcell', { name: 'Tan & Sons Pte Ltd' }).click();
    await page.getByRole('button', { name: 'Search Contract' }).click();
    const search = dialog('Contract Search');
    await poll(() => search.locator('.MuiDataGrid-row').count()).toBe(1);
    await search.getByRole('button', { name: /expand|detail/i }).first().click();
    await search.getByText('Quarterly aircon servicing').waitFor();
    await search.getByRole('gridcell', { name: contract.refnum }).click();
    await poll(() => input('contract_id').inputValue()).toBe(contract.refnum);
  });

  it("a quotation line adds a product from Search Product > More... > Add, with its thumbnail, which the grid and the product's page show", async () => {
    await page.goto(`${server.origin}/pages/sales-tools/quotation/manage`);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await page.locator('form').getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Search Product' }).first().click();
    await dialog('Product Search').getByRole('button', { name: 'More...' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).last().click();
    const add = dialog('Add Product');
    // Price, new price and stock start at 0.
    for (const name of ['price', 'new_price', 'stock_quantity']) expect(await add.locator(`input[name="${name}"]`).inputValue()).toMatch(/^0(\.00)?$/);
    // Not a picture: refused in the form, nothing sent.
    await add.getByTestId('image-input-thumbnail').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await add.getByText('Choose a picture: .png,.jpg,.jpeg,.gif,.webp').waitFor();
    await add.getByTestId('image-input-thumbnail').setInputFiles({ name: 'drill.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await add.getByText('drill.png').waitFor();
    await add.locator('input[name="name"]').fill('Cordless drill');
    await add.locator('input[name="price"]').fill('120.50');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    // The saved product fills the line as a pick from the list would.
    await poll(() => input('lines.0.description').inputValue()).toBe('Cordless drill');
    const [saved] = await list('products', "name='Cordless drill'");
    expect(saved).toMatchObject({ thumbnail: 'drill.png', price: 120.5, new_price: 0, stock_quantity: 0 });
    const stored = await apiCall(server, token, 'GET', `/api/static/products/${saved.id}/drill.png`);
    expect(stored.statusCode).toBe(200);
    expect(Buffer.compare(stored.rawPayload, Buffer.from(PNG, 'base64'))).toBe(0);

    // The picker's grid shows the picture beside the name.
    await page.getByRole('button', { name: 'Search Product' }).first().click();
    const search = dialog('Product Search');
    const row = search.locator('.MuiDataGrid-row', { hasText: 'Cordless drill' });
    await poll(() => row.locator('img[alt="drill.png"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    await page.screenshot({ path: `${SHOTS}/product-search-light.png` });
    await page.keyboard.press('Escape');

    await page.goto(`${server.origin}/pages/catalogues/products/view?id=${saved.id}`);
    await poll(() => page.getByTestId('image-thumbnail').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  });

  it("a stored <img onerror> never runs in the rich-text editor nor on the record's page", async () => {
    // Written past the API (which cleans rich text), as an old or hand-made row would be.
    const now = Math.floor(Date.now() / 1000);
    await server.database.db
      .insertInto('products')
      .values({ name: 'Hostile drill', description: '<p>Strong</p><img src=x onerror="window.__xss=1"><p onclick="window.__xss=2">tail</p>', price: 0, new_price: 0, stock_quantity: 0, type: 'Goods', status: 'O', created_at: now, updated_at: now })
      .execute();
    const [product] = await list('products', "name='Hostile drill'");
    await page.goto(`${server.origin}/pages/catalogues/products/manage?id=${product.id}`);
    const editor = page.locator('.ProseMirror');
    await poll(() => editor.textContent()).toContain('Strong');
    expect(await editor.locator('[onerror], [onclick]').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/richtext-editor-light.png` });
    expect(await page.evaluate(() => (window as any).__xss)).toBeUndefined();
    // The record's page shows it as formatted text (the kit's RichTextField, which every
    // generated view uses for a richtext field): the text, the picture without its handler.
    await page.goto(`${server.origin}/pages/catalogues/products/view?id=${product.id}`);
    const shown = page.locator('.rich-text', { hasText: 'Strong' });
    await poll(() => shown.textContent()).toContain('tail');
    expect(await shown.locator('p').count()).toBeGreaterThanOrEqual(2);
    expect(await shown.locator('[onerror], [onclick]').count()).toBe(0);
    expect(await page.evaluate(() => (window as any).__xss)).toBeUndefined();
  });

  it('looks right in the dark skin too', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('RaStore.theme', '"dark"'));
    await page.goto(`${server.origin}/pages/services-tools/service-request/manage`);
    await page.getByRole('button', { name: 'Search Company', exact: true }).click();
    await poll(() => dialog('Company Search').locator('.MuiDataGrid-row').count()).toBe(10);
    await page.screenshot({ path: `${SHOTS}/company-search-dark.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('address-map').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/map-widget-dark.png`, fullPage: true });

    // On a phone: the product search with its pictures, and Add Product, fit 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${server.origin}/pages/sales-tools/quotation/manage`);
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
      await page.locator('form').getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Search Product' }).first().click();
      const search = dialog('Product Search');
      await poll(() => search.locator('.MuiDataGrid-row img').count()).toBeGreaterThan(0);
      await expectSettled(page);
      await shownFully('Product Search');
      await page.screenshot({ path: `${SHOTS}/product-search-phone-dark.png` });
      await search.getByRole('button', { name: 'More...' }).click();
      await page.getByRole('button', { name: 'Add', exact: true }).last().click();
      await dialog('Add Product').locator('input[name="name"]').waitFor();
      await expectSettled(page);
      await shownFully('Add Product');
      await page.screenshot({ path: `${SHOTS}/add-product-phone-dark.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(errors).toEqual([]);
  });
});
