/**
 * The daily visit planning (VISIT_PLANNING, README Agreements): runs at once, from one instance or
 * two on the same database, plan each visit once; a second instance started with the setting on
 * plans at start-up; on PostgreSQL an instance finding another one planning skips its run. Both
 * databases. (The timer itself: tests/shared/daily-schedule.test.ts.)
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';
import { build } from '../../src/server/app';
import { planDates, visitPlanningJob, VisitPlanner } from '../../src/server/agreements/visit-plan';
import { SYSTEM_ACTOR } from '../../src/server/db/unit-of-work';
import { singaporeMidnight } from '../../src/shared/singapore-time';

type Rec = Record<string, any>;
const DAY = 86_400;
const AHEAD = 90;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] daily visit planning`, () => {
    let server: TestServer;
    let expected: number;
    const today = singaporeMidnight(Math.floor(Date.now() / 1000));

    const ok = async (url: string, body: unknown): Promise<Rec> => {
      const res = await server.call('POST', `/api/v1/${url}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    /** Every planned visit as contract:site:day, and whether any is there twice. */
    const planned = async () => {
      const rows = await server.database.db.selectFrom('planned_visits').select(['contract_header_id', 'site_id', 'due_date']).execute();
      const keys = rows.map((r) => `${r.contract_header_id}:${r.site_id}:${r.due_date}`);
      return { count: keys.length, distinct: new Set(keys).size };
    };
    const job = () => visitPlanningJob(server.registry, server.records, server.database, AHEAD);

    beforeAll(async () => {
      server = await startTestServer(dialect, { plannedVisitsAheadDays: AHEAD });
      const company = await ok('companies', { company_id: 'ACME', company_name: 'Acme Pte Ltd', email: 'acme@x.test' });
      const sites = [await ok('company_locations', { header_id: company.id, site_id: 'S1', site_name: 'HQ' }), await ok('company_locations', { header_id: company.id, site_id: 'S2', site_name: 'Depot' })];
      const terms = [
        { start: today - 30 * DAY, end: today + 334 * DAY, perYear: [12, 4] },
        { start: today - 200 * DAY, end: today + 165 * DAY, perYear: [24, 12] },
      ];
      expected = 0;
      for (const [i, t] of terms.entries()) {
        await ok('contract_headers', {
          company_id: company.id,
          company_name: company.company_name,
          contract_type: `Plan ${i}`,
          contract_status: 'Active',
          start_date: t.start,
          end_date: t.end,
          sites: t.perYear.map((n, s) => ({ site_id: sites[s].id, visits_per_year: n })),
        });
        for (const n of t.perYear) expected += planDates(t.start, t.end, n).filter((v) => v.due >= today && v.due <= today + AHEAD * DAY).length;
      }
      // A contract that is not active plans nothing.
      await ok('contract_headers', { company_id: company.id, company_name: company.company_name, contract_type: 'Ended', contract_status: 'Expired', start_date: today - 30 * DAY, end_date: today + 300 * DAY, sites: [{ site_id: sites[0].id, visits_per_year: 12 }] });
      expect(expected).toBeGreaterThan(10);
    });
    afterAll(async () => server?.close());

    it('plans each visit once when runs meet: three planning runs and the planning call at once', async () => {
      expect((await planned()).count).toBe(0); // VISIT_PLANNING is off in tests: nothing ran at start-up
      // The planner itself, under no advisory lock: each contract's lock keeps the runs apart.
      const planner = new VisitPlanner(server.registry, AHEAD);
      const now = Math.floor(Date.now() / 1000);
      const runs = [1, 2, 3].map(() => planner.planActive(server.records, SYSTEM_ACTOR, now));
      const [byCall, ...made] = await Promise.all([server.call('POST', '/api/v1/planned_visits/plan'), ...runs]);
      expect(byCall.statusCode, byCall.body).toBe(200);
      expect(await planned()).toEqual({ count: expected, distinct: expected });
      // Between them they made exactly what is there.
      expect(made.reduce((a, b) => a + b, byCall.json().data.planned)).toBe(expected);
      // Again, as the daily job: nothing new.
      expect(await job().run()).toEqual({ planned: 0 });
    });

    it('a second instance started with VISIT_PLANNING on plans at start-up, at once with the first instance, each visit once', async () => {
      await server.database.db.deleteFrom('planned_visits').execute();
      // The first instance's job and the second's start-up run at once (on PostgreSQL one of them
      // may find the other holding the planning lock and skip).
      const first = job().run();
      const second = await build({ ...server.settings, visitPlanning: true });
      try {
        expect(second.dailyJobs).toHaveLength(1);
        await Promise.all([first, second.dailyJobs[0].idle()]);
        expect(await planned()).toEqual({ count: expected, distinct: expected });
        // Its next run is tomorrow's 00:30 in Singapore.
        const next = second.dailyJobs[0].nextRun;
        expect(next - today).toBeGreaterThan(0);
        expect((next - today) % DAY).toBe(30 * 60);
        expect(next - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(DAY);
      } finally {
        await second.app.close();
      }
    });

    it.runIf(dialect === 'postgres')('skips a run while another instance holds the planning lock', async () => {
      await server.database.db.deleteFrom('planned_visits').execute();
      await server.database.db.connection().execute(async (other) => {
        const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(hashtext('daily-job:visit-planning')) as got`.execute(other);
        expect(rows[0].got).toBe(true);
        try {
          expect(await job().run()).toEqual({ skipped: 'another instance is planning' });
        } finally {
          await sql`select pg_advisory_unlock(hashtext('daily-job:visit-planning'))`.execute(other);
        }
      });
      expect((await planned()).count).toBe(0);
      expect(await job().run()).toEqual({ planned: expected });
    });
  });
}
