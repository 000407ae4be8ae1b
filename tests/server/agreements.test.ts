/**
 * Agreements (issue 16): a contract renews once into its next period with its sites and
 * equipment; its visit plan puts preventive visits on the calendar up to the horizon, once; a
 * planned visit books into a job order once; a job shows the contracts and warranties in force on
 * its site. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { expectError } from '../support/expect';
import { planDates } from '../../src/server/agreements/visit-plan';
import { singaporeMidnight } from '../../src/shared/singapore-time';

type Rec = Record<string, any>;
const DAY = 86_400;
const sgt = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, -8) / 1000;
const isoDay = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);

describe('a visit plan', () => {
  it('puts each of n visits a year in the middle of its share of the year, at Singapore midnight', () => {
    const quarterly = planDates(sgt(2026, 1, 1), sgt(2026, 12, 31), 4);
    expect(quarterly.map((v) => [isoDay(v.due), v.visitNo])).toEqual([
      ['2026-02-15', 1],
      ['2026-05-17', 2],
      ['2026-08-17', 3],
      ['2026-11-16', 4],
    ]);
    for (const v of quarterly) expect(singaporeMidnight(v.due)).toBe(v.due);
    // Over two years the visits number again from 1.
    expect(planDates(sgt(2026, 1, 1), sgt(2027, 12, 31), 2).map((v) => v.visitNo)).toEqual([1, 2, 1, 2]);
    expect(planDates(sgt(2026, 1, 1), sgt(2026, 12, 31), 0)).toEqual([]);
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] agreements: renewal, visit plans and coverage`, () => {
    let server: TestServer;
    let company: Rec;
    let site: Rec;
    let otherSite: Rec;
    let techToken: string;
    const today = singaporeMidnight(Math.floor(Date.now() / 1000));

    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = 200, token?: string): Promise<Rec> => {
      const res = await server.call(method, `/api/v1/${url}`, body, token);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };
    const contract = (extra: Rec = {}) =>
      ok(
        'POST',
        'contract_headers',
        {
          company_id: company.id,
          company_name: company.company_name,
          contract_type: 'Aircon servicing',
          contract_status: 'Active',
          start_date: today - 30 * DAY,
          end_date: today + 334 * DAY,
          sites: [{ site_id: site.id, visits_per_year: 12, remarks: 'Monthly' }],
          equipment: [{ description: 'Split unit, level 2', serial_no: 'SN-1', qty: 3 }],
          ...extra,
        },
        201,
      );
    const visitsOf = async (contractId: number) => (await ok('GET', `planned_visits?status=all&sort=due_date&page[size]=100&filterExt=contract_header_id=${contractId}`)) as unknown as Rec[];

    beforeAll(async () => {
      server = await startTestServer(dialect);
      company = await ok('POST', 'companies', { company_id: 'ACME', company_name: 'Acme Pte Ltd', email: 'acme@x.test' }, 201);
      site = await ok('POST', 'company_locations', { header_id: company.id, site_id: 'S1', site_name: 'Acme HQ' }, 201);
      otherSite = await ok('POST', 'company_locations', { header_id: company.id, site_id: 'S2', site_name: 'Acme Depot' }, 201);
      const user = await ok('POST', 'users', { username: 'tess', password: 'tess-password-1', role: 'technician' }, 201);
      await ok('POST', 'employees', { code: 'E1', first_name: 'Tess', display_name: 'Tess Ong', user_id: user.id }, 201);
      techToken = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'tess', password: 'tess-password-1' } })).json().data.token;
    });
    afterAll(async () => server?.close());

    it('renews a contract into the next period with its sites and equipment, once', async () => {
      const old = await contract();
      const renewed = await ok('POST', `contract_headers/${old.id}/renew`, {}, 201);
      expect(renewed.refnum).not.toBe(old.refnum);
      expect(renewed.start_date).toBe(old.end_date + DAY);
      expect(renewed.end_date - renewed.start_date).toBe(old.end_date - old.start_date);
      expect(renewed).toMatchObject({ company_id: company.id, contract_type: 'Aircon servicing', contract_status: 'Active' });
      expect(renewed.sites).toEqual([expect.objectContaining({ site_id: site.id, visits_per_year: 12, remarks: 'Monthly' })]);
      expect(renewed.equipment).toEqual([expect.objectContaining({ description: 'Split unit, level 2', serial_no: 'SN-1', qty: 3 })]);
      expect(renewed.sites[0].id).not.toBe(old.sites[0].id);
      const renewals = await ok('GET', `contract_renewals?filterExt=contract_header_id=${old.id}`);
      expect(renewals).toEqual([expect.objectContaining({ renewal_status: 'Renewed', renewed_contract_id: renewed.id, renew_by: old.end_date, new_start_date: renewed.start_date, new_end_date: renewed.end_date })]);

      const again = expectError(await server.call('POST', `/api/v1/contract_headers/${old.id}/renew`, {}), 409, 'CONFLICT');
      expect(again[0].title).toBe(`Contract ${old.refnum} was already renewed as ${renewed.refnum}`);
    });

    it('follows up a pending renewal to Renewed, takes a chosen period and refuses one that ends before it starts', async () => {
      const old = await contract();
      const pending = await ok('POST', 'contract_renewals', { contract_header_id: old.id, renew_by: old.end_date, renewal_status: 'Quoted' }, 201);
      const start = old.end_date + 10 * DAY;
      expectError(await server.call('POST', `/api/v1/contract_headers/${old.id}/renew`, { start_date: start, end_date: start - DAY }), 422, 'VALIDATION_FAILED');
      const renewed = await ok('POST', `contract_headers/${old.id}/renew`, { start_date: start, end_date: start + 180 * DAY }, 201);
      expect([renewed.start_date, renewed.end_date]).toEqual([start, start + 180 * DAY]);
      expect(await ok('GET', `contract_renewals/${pending.id}`)).toMatchObject({ renewal_status: 'Renewed', renewed_contract_id: renewed.id });
      expect(await ok('GET', `contract_renewals?filterExt=contract_header_id=${old.id}`)).toHaveLength(1);
    });

    it('plans the visits up to the horizon once, and books a visit into a job once', async () => {
      const monthly = await contract();
      const { planned } = await ok('POST', `contract_headers/${monthly.id}/plan-visits`);
      const visits = await visitsOf(monthly.id);
      expect(visits).toHaveLength(planned);
      // A month apart, from today to 90 days ahead (PLANNED_VISITS_AHEAD_DAYS).
      expect(planned).toBeGreaterThanOrEqual(2);
      expect(planned).toBeLessThanOrEqual(4);
      for (const v of visits) {
        expect(v.due_date).toBeGreaterThanOrEqual(today);
        expect(v.due_date).toBeLessThanOrEqual(today + 90 * DAY);
        expect(v).toMatchObject({ site_id: site.id, company_id: company.id, visits_per_year: 12, visit_status: 'Planned' });
        expect(v.description).toBe(`${monthly.refnum} · Acme HQ: visit ${v.visit_no} of 12`);
      }
      expect((await ok('POST', `contract_headers/${monthly.id}/plan-visits`)).planned).toBe(0);
      // Planning every active contract plans the earlier tests' contracts, and none of this one's again.
      await ok('POST', 'planned_visits/plan');
      expect(await visitsOf(monthly.id)).toHaveLength(planned);

      const job = await ok('POST', `planned_visits/${visits[0].id}/book`, {}, 201);
      expect(job).toMatchObject({ company_id: company.id, site_id: site.id, job_status: '0', job_eta: visits[0].due_date + 9 * 3600 });
      expect(job.problem_description).toBe(`Preventive maintenance, visit ${visits[0].visit_no} of 12 under contract ${monthly.refnum}`);
      expect(await ok('GET', `planned_visits/${visits[0].id}`)).toMatchObject({ visit_status: 'Booked', joborder_header_id: job.id });
      const twice = expectError(await server.call('POST', `/api/v1/planned_visits/${visits[0].id}/book`, {}), 409, 'CONFLICT');
      expect(twice[0].title).toBe('This visit is already booked');
    });

    it("shows on a job the contracts and warranties in force on its site, and only what the caller may read", async () => {
      const covering = await contract({ contract_type: 'Covering' });
      await contract({ contract_type: 'Ended', start_date: today - 400 * DAY, end_date: today - 35 * DAY });
      const warranty = await ok('POST', 'warranties', { company_id: company.id, site_id: site.id, serial_no: 'W-SN', start_date: today - DAY, end_date: today + 365 * DAY }, 201);
      await ok('POST', 'warranties', { company_id: company.id, site_id: otherSite.id, serial_no: 'ELSEWHERE', start_date: today - DAY, end_date: today + 365 * DAY }, 201);
      const job = await ok('POST', 'joborder_headers', { company_id: company.id, site_id: site.id, company_name: company.company_name, problem_description: 'Noisy unit' }, 201);
      const coverage = await ok('GET', `joborder_headers/${job.id}/coverage`);
      expect(coverage.contracts.map((c: Rec) => c.id)).toContain(covering.id);
      expect(coverage.contracts.every((c: Rec) => c.contract_type !== 'Ended')).toBe(true);
      expect(coverage.warranties).toEqual([expect.objectContaining({ id: warranty.id, serial_no: 'W-SN' })]);
      const elsewhere = await ok('POST', 'joborder_headers', { company_id: company.id, site_id: otherSite.id, company_name: company.company_name, problem_description: 'Door' }, 201);
      expect((await ok('GET', `joborder_headers/${elsewhere.id}/coverage`)).contracts).toEqual([]);
      // A technician reads no agreements, and only jobs assigned to them.
      expectError(await server.call('GET', `/api/v1/joborder_headers/${job.id}/coverage`, undefined, techToken), 403, 'FORBIDDEN');
    });
  });
}
