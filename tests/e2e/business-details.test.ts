/**
 * The business's details and the e-invoice in real Chromium (issue 39 items 1 and 3): an
 * administrator opens "Business details" from the user menu, sees a wrong UEN refused with the
 * server's sentence under the field, saves a right one; then on a confirmed invoice's page saves
 * "E-invoice (XML)" as `<number>.xml`, which names the business saved. SHOTS_DIR keeps screenshots
 * (the form at 1440 px and on a phone, light and dark; the invoice's header).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { singaporeDate } from '../../src/shared/singapore-time';
import { apiData, apiSignIn, expectSettled, OFFICE, PHONE, poll, screenshots, signInAfresh, waitForLanding } from './session-helpers';

describe.skipIf(!chromiumAvailable())('business details and the e-invoice in Chromium', () => {
  let server: RunningApp;
  let browser: TestBrowser;
  let page: Page;
  const pageErrors: string[] = [];
  let invoice: Record<string, any>;

  beforeAll(async () => {
    server = await startAppServer('sqlite');
    const token = (await apiSignIn(server, 'admin', TEST_ADMIN_PASSWORD)).token;
    const call = (method: 'POST' | 'PATCH' | 'GET', url: string, body?: unknown) => apiData(server, token, method, `/api/v1/${url}`, body);
    await call('PATCH', 'business', { name: 'CoolAir Services Pte Ltd', uen: '201912345K', addr1: '1 Kaki Bukit Road 1', postal: '415934', country: 'Singapore' });
    const company = await call('POST', 'companies', { company_id: 'LIM', company_name: 'Lim Engineering Pte Ltd', email: 'office@lim.test', uen: '199912345A' });
    const draft = await call('POST', 'sales_invoices', { company_id: company.id, invoice_date: singaporeDate('2025-06-02'), lines: [{ description: 'Compressor', qty: 1, uom: 'PC', unit_price: '300.00' }] });
    await call('PATCH', 'sales_invoices/status', { ids: [draft.id], status: 'C' });
    invoice = await call('GET', `sales_invoices/${draft.id}`);
    ({ browser, page } = await openPage(server.origin, pageErrors));
    await page.setViewportSize(OFFICE);
    await signInAfresh(page, server.origin, 'admin', TEST_ADMIN_PASSWORD);
    await waitForLanding(page);
  }, 240_000);

  afterAll(async () => {
    await closeAll(browser, server);
  });

  it('edits the business from the user menu, a wrong UEN refused as a sentence', { timeout: 180_000 }, async () => {
    await page.getByRole('button', { name: 'Administrator (Profile)' }).click();
    await page.getByRole('menuitem', { name: 'Business details' }).click();
    await page.waitForURL(/\/pages\/admin\/business$/);
    await poll(() => page.getByTestId('business-name').inputValue()).toBe('CoolAir Services Pte Ltd');
    await page.getByTestId('business-uen').fill('12345');
    await page.getByTestId('business-save').click();
    const sentence = 'The UEN "12345" is not a Singapore UEN (e.g. 201912345K or 53123456A)';
    await page.locator('#business-uen-helper-text').filter({ hasText: sentence }).waitFor();
    await page.getByTestId('business-uen').fill('202012345M');
    await page.getByTestId('business-peppol_id').fill('0195:SGUEN202012345M');
    await page.getByTestId('business-name').fill('Frost Engineering Pte Ltd');
    await page.getByTestId('business-save').click();
    await page.getByTestId('toast-success').first().waitFor();
    expect(await page.locator('#business-uen-helper-text').count()).toBe(0);
    await expectSettled(page);
    await screenshots(page, 'business-details');
    await page.setViewportSize(PHONE);
    await screenshots(page, 'business-details-phone');
    await page.setViewportSize(OFFICE);
    expect(pageErrors).toEqual([]);
  });

  it('saves a confirmed invoice as its e-invoice', { timeout: 180_000 }, async () => {
    await page.goto(`${server.origin}/pages/sales-tools/sales-invoice/view?id=${invoice.id}`);
    const button = page.getByTestId('document-einvoice');
    await button.waitFor();
    expect(await button.textContent()).toBe('E-invoice (XML)');
    await screenshots(page, 'invoice-einvoice-button');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`${invoice.invoice_no}.xml`);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(xml).toContain('<cbc:CustomizationID>urn:peppol:pint:billing-1@sg-1</cbc:CustomizationID>');
    expect(xml).toContain('<cbc:RegistrationName>Frost Engineering Pte Ltd</cbc:RegistrationName>');
    expect(pageErrors).toEqual([]);
  });
});
