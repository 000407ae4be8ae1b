/**
 * The address found by search is kept (issue 35 item 2), in Chromium: on a request whose
 * company's default site is on Thomson Road, the coordinator picks another site (the widget's
 * text and pin follow the site), then searches "tampines" and picks 4 Tampines Central 5 (text
 * and pin follow the search) and saves. The job order raised from the request shows the address
 * on the board's card (1440×900), and the technician's task card (390×844) names Tampines with
 * a map link to the same pin. SHOTS_DIR keeps screenshots, light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, closeAll, openPage, type TestBrowser } from '../support/browser';
import { startAppServer, type RunningApp } from '../support/app-server';
import { TEST_ADMIN_PASSWORD } from '../support/databases';
import { FAKE_PLACES, startFakeOneMap, type FakeOneMap } from '../support/fakes/onemap';
import { addUser, apiCall, OFFICE, PHONE, poll, screenshots, signInAs } from './session-helpers';

type Rec = Record<string, any>;
const TAMPINES = { SEARCHVAL: 'TAMPINES MALL', BLK_NO: '4', ROAD_NAME: 'TAMPINES CENTRAL 5', BUILDING: 'TAMPINES MALL', ADDRESS: '4 TAMPINES CENTRAL 5 TAMPINES MALL SINGAPORE 529510', POSTAL: '529510', LATITUDE: '1.35254', LONGITUDE: '103.94449' };

const todayAt = (hour: number) => {
  const d = new Date();
  d.setHours(hour, 0, 0, 0);
  return Math.floor(d.getTime() / 1000);
};

describe.skipIf(!chromiumAvailable())('the searched address in Chromium', () => {
  let oneMap: FakeOneMap;
  let server: RunningApp;
  let office: TestBrowser;
  let phone: TestBrowser;
  let page: Page;
  let tech: Page;
  let token: string;
  let request: Rec;
  let tina: Rec;
  const errors: string[] = [];

  const ok = async (method: string, url: string, body?: unknown, status = 200): Promise<Rec> => {
    const answer = await apiCall(server, token, method as 'GET', `/api/v1/${url}`, body);
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json().data;
  };

  beforeAll(async () => {
    oneMap = await startFakeOneMap([...FAKE_PLACES, TAMPINES]);
    server = await startAppServer('sqlite', { onemapUrl: oneMap.url });
    token = (await apiCall(server, null, 'POST', '/api/v1/auth/token', { username: 'admin', password: TEST_ADMIN_PASSWORD })).json().data.token;
    const techUser = await addUser(server, token, { username: 'tech1', role: 'technician', password: 'technician-pass-1' });
    tina = await ok('POST', 'employees', { code: 'T1', first_name: 'Tina', display_name: 'Tina Tan', user_id: techUser, field_staff: true }, 201);
    const company = await ok('POST', 'companies', { company_id: 'ACME', company_name: 'Acme Aircon Pte Ltd', email: 'office@acme.test' }, 201);
    const thomson = await ok('POST', 'company_locations', { header_id: company.id, site_id: 'S1', site_name: 'Thomson office', addr1: '500 Thomson Road', postal: '307591', latitude: 1.32818, longitude: 103.84154, is_default: true }, 201);
    await ok('POST', 'company_locations', { header_id: company.id, site_id: 'S2', site_name: 'Clementi store', addr1: '3155 Commonwealth Avenue West', postal: '129588', latitude: 1.31509, longitude: 103.76437 }, 201);
    request = await ok('POST', 'service_requests', { company_id: company.id, site_id: thomson.id, problem_description: 'Aircon leaking in the shop', contact_person: 'Ann Lee', contact_phone: '+65 6123 4567', preferred_date: todayAt(10) }, 201);
    ({ browser: office, page } = await openPage(server.origin, errors));
    ({ browser: phone, page: tech } = await openPage(server.origin, errors));
    await signInAs(page, server.origin, 'admin', TEST_ADMIN_PASSWORD, OFFICE);
    await signInAs(tech, server.origin, 'tech1', 'technician-pass-1', PHONE);
  }, 240_000);
  afterAll(() => closeAll(office, phone, server, oneMap));

  it('keeps the searched address with its pin on the request; a chosen site sets both from the site', async () => {
    await page.goto(`${server.origin}/pages/services-tools/service-request/manage?id=${request.id}`);
    const widget = page.getByTestId('address-map');
    const marker = widget.locator('[data-marker]');
    const text = widget.getByTestId('address-map-text');
    await page.locator('form input[name="site_id"]').waitFor();
    // Another site: the site's address and pin, together.
    await page.locator('form input[name="site_id"]').click();
    await page.getByRole('option', { name: 'Clementi store' }).click();
    await poll(() => text.textContent()).toBe('3155 Commonwealth Avenue West, 129588');
    await poll(() => marker.getAttribute('data-marker')).toBe('1.31509,103.76437');
    // The searched address: its text and pin.
    await widget.getByRole('combobox').fill('tampines');
    await page.getByRole('option', { name: /4 TAMPINES CENTRAL 5/ }).click();
    await poll(() => text.textContent()).toBe(TAMPINES.ADDRESS);
    await poll(() => marker.getAttribute('data-marker')).toBe('1.35254,103.94449');
    await widget.scrollIntoViewIfNeeded();
    await screenshots(page, 'searched-address-request');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(async () => (await ok('GET', `service_requests/${request.id}`)).address).toBe(TAMPINES.ADDRESS);
    expect(await ok('GET', `service_requests/${request.id}`)).toMatchObject({ latitude: 1.35254, longitude: 103.94449 });
  });

  it("shows it on the job's card on the board and on the technician's task card, with the map link to the same pin", async () => {
    const raised = await ok('POST', `service_requests/${request.id}/joborder`, {}, 201);
    const job = await ok('GET', `joborder_headers/${raised.id}`);
    expect(job).toMatchObject({ address: TAMPINES.ADDRESS, latitude: 1.35254, longitude: 103.94449 });
    await ok('PATCH', `joborder_headers/${job.id}`, { joborder_employee_one: tina.id, job_eta: todayAt(10), updated_at: job.updated_at });

    await page.goto(`${server.origin}/pages/services-tools/job-order`);
    const card = page.locator(`[data-testid=job-card][data-job-id="${job.id}"]`);
    await poll(() => card.getByTestId('job-address').textContent()).toBe(TAMPINES.ADDRESS);
    await screenshots(page, 'searched-address-board');

    await tech.goto(`${server.origin}/pages/services-tools/task-lists`);
    const link = tech.locator('[data-testid=task-map-link]');
    await poll(() => link.textContent()).toBe(TAMPINES.ADDRESS);
    expect(await link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=1.35254%2C103.94449');
    expect(await tech.getByText(/Thomson/).count()).toBe(0);
    await screenshots(tech, 'searched-address-task-card');
    expect(errors).toEqual([]);
  });
});
