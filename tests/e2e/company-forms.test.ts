/**
 * Forms that pick a company, in Chromium (issue 10, items 4, 5 and 11): the site picker offers
 * only the chosen company's sites; picking a company fills its contact, phone, email and default
 * site; picking a product on a line fills its description, UOM and price; saves name the record;
 * country and currency pick from their masterlists; and a PDF export of Chinese and Tamil company
 * names holds their characters (pdftotext reads them back). Records are made through the API; one
 * server, one browser page.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { apiCall, apiSignIn, poll, signInWithForm, waitForLanding } from './session-helpers';

type Rec = Record<string, any>;

describe.skipIf(!chromiumAvailable())('company forms in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  const errors: string[] = [];
  let tanAndSons: Rec;
  let kopi: Rec;
  const sites: Record<string, Rec> = {};
  let drill: Rec;

  const post = async (collection: string, body: Rec): Promise<Rec> => {
    const answer = await apiCall(server, token, 'POST', `/api/v1/${collection}`, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data;
  };

  beforeAll(async () => {
    server = await startAppServer();
    token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    tanAndSons = await post('companies', { company_id: 'C-TAN', company_name: 'Tan & Sons Pte Ltd', attn: 'Mdm Tan', tel: '+65 6111 2222', email: 'tan@example.com' });
    kopi = await post('companies', { company_id: 'C-KOPI', company_name: 'Kopi 咖啡 ☕🍜', attn: 'Mr Lim', tel: '+65 6333 4444', email: 'kopi@example.com' });
    await post('companies', { company_id: 'C-TAMIL', company_name: 'முருகன் ஸ்டோர்ஸ்', email: 'murugan@example.com' });
    sites.tanYard = await post('company_locations', { header_id: tanAndSons.id, site_id: 'S-1', site_name: 'Tan yard site' });
    sites.tanOffice = await post('company_locations', { header_id: tanAndSons.id, site_id: 'S-2', site_name: 'Tan office site', is_default: true });
    sites.kopiShop = await post('company_locations', { header_id: kopi.id, site_id: 'S-3', site_name: 'Kopi shop site' });
    drill = await post('products', { name: 'Impact drill 20V', uom: 'PC', price: '129.90' });
    ({ browser, page } = await openPage(server.origin, errors));

    await page.goto(`${server.origin}/login`);
    await signInWithForm(page, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(page);
  });
  afterAll(() => closeAll(browser, server));

  const input = (name: string) => page.locator(`form input[name="${name}"]`);

  /**
   * Expects a site picker to offer exactly `expected` for "site", which every site's name holds:
   * the chosen company's sites, none of another's (react-admin leaves out the one selected).
   */
  async function expectSiteOptions(name: string, expected: string[]) {
    await input(name).click();
    await input(name).fill('site');
    const options = page.getByRole('listbox').getByRole('option');
    await poll(async () => (await options.allTextContents()).sort()).toEqual(expected);
    await input(name).press('Escape');
  }

  async function pick(name: string, text: string) {
    await input(name).click();
    await input(name).fill(text);
    await page.getByRole('listbox').getByRole('option', { name: text, exact: true }).click();
  }

  it('quotation: the site picker follows the company, which fills contact, phone, email and default site', async () => {
    await page.goto(`${server.origin}/pages/sales-tools/quotation/manage`);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    // Nothing to choose before the company is.
    expect(await input('site_id').isDisabled()).toBe(true);

    await pick('company_id', 'Tan & Sons Pte Ltd');
    await poll(() => input('contact_person').inputValue()).toBe('Mdm Tan');
    expect(await input('contact_phone').inputValue()).toBe('+65 6111 2222');
    expect(await input('contact_email').inputValue()).toBe('tan@example.com');
    await poll(() => input('site_id').inputValue()).toBe('Tan office site'); // the default site
    await expectSiteOptions('site_id', ['Tan yard site']);

    // Another company: its own sites only, and no default to pick, so the site is empty.
    await pick('company_id', 'Kopi 咖啡 ☕🍜');
    await poll(() => input('contact_person').inputValue()).toBe('Mr Lim');
    await poll(() => input('site_id').inputValue()).toBe('');
    await expectSiteOptions('site_id', ['Kopi shop site']);
    await pick('site_id', 'Kopi shop site');

    // A line's product fills its description, UOM and price.
    await page.locator('form').getByRole('button', { name: 'Add', exact: true }).click();
    await pick('lines.0.product_id', 'Impact drill 20V');
    await poll(() => input('lines.0.description').inputValue()).toBe('Impact drill 20V');
    expect(await input('lines.0.uom').inputValue()).toBe('PC — Piece'); // the UOM masterlist's code and name
    expect(Number(await input('lines.0.unit_price').inputValue())).toBe(129.9);

    await input('quotation_date').fill('2026-11-02');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/quotations');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(201);
    const quotation = (await answer.json()).data;
    expect(quotation).toMatchObject({ company_id: kopi.id, site_id: sites.kopiShop.id, contact_person: 'Mr Lim', contact_phone: '+65 6333 4444', contact_email: 'kopi@example.com' });
    expect(quotation.lines).toEqual([expect.objectContaining({ product_id: drill.id, description: 'Impact drill 20V', uom: 'PC', unit_price: 129.9 })]);
    // The message names the record (issue 10, item 11), not "Element created".
    expect(quotation.quotation_no).toBeNull(); // a draft: numbered when confirmed
    await page.getByText('Quotation saved', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('service request: an existing record keeps its site; changing the company back restores it', async () => {
    const request = await post('service_requests', { company_id: tanAndSons.id, site_id: sites.tanYard.id, problem_description: 'Aircon leaking' });
    await page.goto(`${server.origin}/pages/services-tools/service-request/manage?id=${request.id}`);
    await poll(() => input('site_id').inputValue()).toBe('Tan yard site');
    await expectSiteOptions('site_id', ['Tan office site']);
    await pick('company_id', 'Kopi 咖啡 ☕🍜');
    await poll(() => input('site_id').inputValue()).toBe('');
    await pick('company_id', 'Tan & Sons Pte Ltd');
    await poll(() => input('site_id').inputValue()).toBe('Tan yard site');
    await input('problem_description').fill('Aircon leaking again');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Service request ${request.request_no} saved`, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('country and currency pick from their masterlists and store the name and the code', async () => {
    await page.goto(`${server.origin}/pages/masterlists/customers/manage?id=${tanAndSons.id}`);
    await poll(() => input('country').inputValue()).toBe('Singapore');
    await input('country').fill('Malay');
    await page.getByRole('listbox').getByRole('option', { name: 'Malaysia', exact: true }).click();
    await input('currency_id').fill('MYR');
    await page.getByRole('listbox').getByRole('option', { name: /^MYR — / }).click();
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/v1/companies/${tanAndSons.id}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const company = (await apiCall(server, token, 'GET', `/api/v1/companies/${tanAndSons.id}`)).json().data;
    expect(company).toMatchObject({ country: 'Malaysia', currency_id: 'MYR' });
    expect(errors).toEqual([]);
  });

  it('a PDF export of Chinese and Tamil company names holds their characters', async () => {
    await page.goto(`${server.origin}/pages/masterlists/customers`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('menuitem', { name: 'PDF' }).click()]);
    const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
    // ☕ prints from the font; 🍜, beyond U+FFFF, as a white square.
    expect(text).toContain('Kopi 咖啡 ☕□');
    expect(text).toContain('முருகன் ஸ்டோர்ஸ்');
    expect(text).toContain('Tan & Sons Pte Ltd');
    expect(errors).toEqual([]);
  });
});
