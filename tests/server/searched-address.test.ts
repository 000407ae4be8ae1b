/**
 * The address found by search is kept (issue 35 item 2), on both databases: a coordinator picks
 * "4 Tampines Central 5" on a request whose company's default site is on Thomson Road. The text
 * is kept with the pin on the request, carried to the job order raised from it, and the job's
 * mails and service report PDF name Tampines, not Thomson Road. The text and the pin always
 * agree: a new site brings its own place, a moved pin drops the old text, and a job without a
 * text of its own names its site's address as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixNow } from '../../src/server/clock';
import { startTestServer, workingCalls } from '../support/api';
import { DIALECTS } from '../support/databases';
import { waitForOutbox } from '../support/mail';
import { pdfToText } from '../support/pdf';

type Rec = Record<string, any>;

const TAMPINES = { address: '4 TAMPINES CENTRAL 5 TAMPINES MALL SINGAPORE 529510', latitude: 1.35254, longitude: 103.94449 };
const THOMSON = { site_name: 'Thomson office', addr1: '500 Thomson Road', addr2: 'Level 3', postal: '307591', latitude: 1.32818, longitude: 103.84154 };
const CLEMENTI = { site_name: 'Clementi store', addr1: '3155 Commonwealth Avenue West', postal: '129588', latitude: 1.31509, longitude: 103.76437 };

async function setUp(dialect: (typeof DIALECTS)[number]) {
  const server = await startTestServer(dialect, { customerMail: { accepted: true, on_my_way: true, finished: false } });
  const { ok, signIn } = workingCalls(server);
  const cora = await signIn('cora', 'coordinator');
  const tina = await signIn('tina', 'technician');
  const tech = await ok('POST', 'employees', { code: 'E1', first_name: 'Tina', display_name: 'Tina Tan', user_id: tina.user.id, field_staff: true, base_latitude: 1.35, base_longitude: 103.85 }, undefined, 201);
  const company = await ok('POST', 'companies', { company_id: 'ACME', company_name: 'Acme Aircon Pte Ltd', email: 'office@acme.test' }, undefined, 201);
  const thomson = await ok('POST', 'company_locations', { header_id: company.id, site_id: 'S1', ...THOMSON }, undefined, 201);
  const clementi = await ok('POST', 'company_locations', { header_id: company.id, site_id: 'S2', ...CLEMENTI }, undefined, 201);
  return { server, ok, cora, tina, tech, company, thomson, clementi };
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] the searched address`, () => {
    let t: Awaited<ReturnType<typeof setUp>>;
    beforeAll(async () => {
      t = await setUp(dialect);
    });
    afterAll(async () => t?.server.close());

    it('is kept on the request, carried to its job order, and named by the mails and the service report', async () => {
      const start = unixNow() + 3 * 3600;
      const request = await t.ok(
        'POST',
        'service_requests',
        { company_id: t.company.id, site_id: t.thomson.id, problem_description: 'Aircon leaking', contact_person: 'Ann Lee', contact_email: 'ann@acme.test', preferred_date: start, ...TAMPINES },
        t.cora.token,
        201,
      );
      expect(request).toMatchObject(TAMPINES);
      expect(await t.ok('GET', `service_requests/${request.id}`, undefined, t.cora.token)).toMatchObject(TAMPINES);

      const raised = await t.ok('POST', `service_requests/${request.id}/joborder`, {}, t.cora.token, 201);
      const job = await t.ok('GET', `joborder_headers/${raised.id}`, undefined, t.cora.token);
      expect(job).toMatchObject({ site_id: t.thomson.id, ...TAMPINES });

      await t.ok('PATCH', `joborder_headers/${job.id}`, { joborder_employee_one: t.tech.id, job_eta: start, updated_at: job.updated_at }, t.cora.token);
      await t.ok('PATCH', `joborder_headers/${job.id}/accept`, undefined, t.cora.token);
      await t.ok('POST', `joborder_headers/${job.id}/on-my-way`, {}, t.tina.token);
      const [accepted, onTheWay] = await waitForOutbox(t.server, 'ann@acme.test', 2);
      expect(accepted.body).toContain(`at ${TAMPINES.address} on `);
      expect(onTheWay.body).toContain(`Tina Tan is on the way to ${TAMPINES.address} for job ${job.ticket_no}`);
      for (const mail of [accepted, onTheWay]) expect(mail.body).not.toMatch(/Thomson/);

      const pdf = pdfToText(Buffer.from((await t.ok('GET', `joborder_headers/${job.id}/generatepdf`, undefined, t.cora.token)).join(''), 'base64')).replace(/\s+/g, ' ');
      expect(pdf).toContain('Site 4 TAMPINES CENTRAL 5 TAMPINES'); // the line wraps beside the next field
      expect(pdf).toContain('MALL SINGAPORE 529510');
      expect(pdf).not.toMatch(/Thomson/);
    });

    it('always agrees with the pin: a new site brings its place, a moved pin drops the old text, and a job without one names its site', async () => {
      // A job placed at its site keeps the site's address with the site's pin.
      const atSite = await t.ok('POST', 'joborder_headers', { company_id: t.company.id, site_id: t.thomson.id, company_name: 'Acme Aircon Pte Ltd', problem_description: 'Noisy fan' }, t.cora.token, 201);
      expect(atSite).toMatchObject({ address: '500 Thomson Road, Level 3, 307591', latitude: THOMSON.latitude, longitude: THOMSON.longitude });
      const pdf = pdfToText(Buffer.from((await t.ok('GET', `joborder_headers/${atSite.id}/generatepdf`, undefined, t.cora.token)).join(''), 'base64')).replace(/\s+/g, ' ');
      expect(pdf).toContain('Site Thomson office, 500 Thomson Road,'); // the line wraps beside the next field
      expect(pdf).toContain('Level 3, 307591');

      // A searched address, then another site: the site's pin and address, together.
      let job = await t.ok('PATCH', `joborder_headers/${atSite.id}`, { ...TAMPINES, updated_at: atSite.updated_at }, t.cora.token);
      expect(job).toMatchObject(TAMPINES);
      job = await t.ok('PATCH', `joborder_headers/${job.id}`, { site_id: t.clementi.id, updated_at: job.updated_at }, t.cora.token);
      expect(job).toMatchObject({ address: '3155 Commonwealth Avenue West, 129588', latitude: CLEMENTI.latitude, longitude: CLEMENTI.longitude });

      // The pin moved without a new address: the old text no longer says where it is.
      job = await t.ok('PATCH', `joborder_headers/${job.id}`, { latitude: 1.3, longitude: 103.8, updated_at: job.updated_at }, t.cora.token);
      expect(job).toMatchObject({ address: null, latitude: 1.3, longitude: 103.8 });

      // The request keeps the same rule.
      const request = await t.ok('POST', 'service_requests', { company_id: t.company.id, site_id: t.thomson.id, problem_description: 'Leak', ...TAMPINES }, t.cora.token, 201);
      const moved = await t.ok('PATCH', `service_requests/${request.id}`, { site_id: t.clementi.id, updated_at: request.updated_at }, t.cora.token);
      expect(moved).toMatchObject({ address: '3155 Commonwealth Avenue West, 129588', latitude: CLEMENTI.latitude, longitude: CLEMENTI.longitude });
    });
  });
}
