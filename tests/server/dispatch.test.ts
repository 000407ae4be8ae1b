/**
 * Dispatch that suggests (issue 28; api-contract.md "Dispatch that suggests"), over real rows on
 * both databases: a day with three field staff (one with the competency, free and near; one
 * without it; one away at that hour) ranks them in that order with those reasons, in the reader's
 * language; a technician may not ask; and a shuffled day is optimised to a shorter route with its
 * fixed appointment kept, one audited update a moved job.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { expectError } from '../support/expect';

const DAY_TEXT = '2026-11-30';
const MIDNIGHT = Date.UTC(2026, 10, 30) / 1000 - 8 * 3600; // Singapore midnight
const at = (hours: number) => MIDNIGHT + hours * 3600;
const RAFFLES = { latitude: 1.2839, longitude: 103.8515 };

for (const dialect of DIALECTS) {
  describe(`[${dialect}] dispatch suggestions and day routes`, () => {
    let server: TestServer;
    let technician: string;
    const ids: Record<string, number> = {};
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, token?: string, headers: Record<string, string> = {}) =>
      server.app.inject({ method, url: `/api/v1/${url}`, payload: body as object, headers: { authorization: `Bearer ${token ?? server.token}`, ...headers } });
    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = 200): Promise<any> => {
      const res = await call(method, url, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().data;
    };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      const chiller = await ok('POST', 'competencies', { code: 'CHL', name: 'Chiller servicing' }, 201);
      const type = await ok('POST', 'job_types', { code: 'CHS', name: 'Chiller service', default_duration: 60, competency_id: chiller.id, response_hours: 24 }, 201);
      ids.type = type.id;
      const near = (d: number) => ({ base_latitude: RAFFLES.latitude + d, base_longitude: RAFFLES.longitude + d });
      ids.ready = (await ok('POST', 'employees', { code: 'D1', first_name: 'Ready', display_name: 'Ready Cheng', field_staff: true, competencies: [chiller.id], ...near(0.005) }, 201)).id;
      ids.untrained = (await ok('POST', 'employees', { code: 'D2', first_name: 'Untrained', display_name: 'Untrained Ben', field_staff: true, competencies: [], ...near(0.004) }, 201)).id;
      const user = await ok('POST', 'users', { username: 'away-ann', password: 'away-ann-password', role: 'technician' }, 201);
      ids.away = (await ok('POST', 'employees', { code: 'D3', first_name: 'Away', display_name: 'Away Ann', field_staff: true, competencies: [chiller.id], user_id: user.id, ...near(0.001) }, 201)).id;
      await ok('POST', 'employees', { code: 'D4', first_name: 'Office', display_name: 'Office Olive', field_staff: false, competencies: [chiller.id], ...near(0) }, 201);
      await ok('POST', 'user_availabilities', { user_id: user.id, employee_id: ids.away, date: MIDNIGHT, from_time: at(9), to_time: at(13), available: false, reason: 'Medical appointment' }, 201);
      const job = await ok(
        'POST',
        'joborder_headers',
        { company_name: 'Marina Towers', problem_description: 'Chiller 2 trips', service_location: 'On-site', job_type_id: type.id, latitude: RAFFLES.latitude, longitude: RAFFLES.longitude, job_eta: at(10) },
        201,
      );
      ids.job = job.id;
      const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'away-ann', password: 'away-ann-password' } });
      technician = login.json().data.token;
    });
    afterAll(async () => server?.close());

    it('ranks the competent, free, near technician first, the one without the competency next, the one away last', async () => {
      const ranked = await ok('GET', `joborder_headers/${ids.job}/suggestions?at=${at(10)}`);
      expect(ranked.map((s: any) => s.display_name)).toEqual(['Ready Cheng', 'Untrained Ben', 'Away Ann']);
      const [ready, untrained, away] = ranked;
      expect(ready).toMatchObject({ employee_id: ids.ready, free: true });
      expect(ready.reasons).toEqual(['Has Chiller servicing', 'Free 08:00–18:00', `${ready.travel_minutes} min from base`, '0 jobs that day']);
      expect(ready.travel_minutes).toBeLessThan(5);
      expect(untrained.reasons[0]).toBe('Lacks Chiller servicing');
      expect(away).toMatchObject({ free: false });
      expect(away.reasons).toContain('Away 09:00–13:00: Medical appointment');
      expect(ready.score).toBeGreaterThan(untrained.score);
      expect(untrained.score).toBeGreaterThan(away.score);
    });

    it('asks no routing service when ROUTING_URL is not set: nothing leaves the server', async () => {
      expect(server.settings.routingUrl).toBe('');
      const fetched = vi.spyOn(globalThis, 'fetch');
      try {
        await ok('GET', `joborder_headers/${ids.job}/suggestions?at=${at(10)}`);
        await ok('GET', `employees/${ids.ready}/route?date=${DAY_TEXT}`);
        expect(fetched).not.toHaveBeenCalled();
      } finally {
        fetched.mockRestore();
      }
    });

    it("says the reasons in the reader's language", async () => {
      const res = await call('GET', `joborder_headers/${ids.job}/suggestions?at=${at(10)}`, undefined, undefined, { 'accept-language': 'de-DE,de;q=0.9' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0].reasons[0]).toBe('Hat Chiller servicing');
      expect(res.json().data[1].reasons[0]).toBe('Fehlt: Chiller servicing');
    });

    it('is for those who dispatch: a technician is refused in a sentence', async () => {
      const res = await call('GET', `joborder_headers/${ids.job}/suggestions`, undefined, technician);
      expect(expectError(res, 403, 'FORBIDDEN')[0].title).toMatch(/^You may not /);
    });

    it("optimises a shuffled day: a shorter road, the fixed appointment kept at its time, each move audited", async () => {
      // Five jobs along the island handed out west, east, west, east: the ETA order zigzags.
      const longitudes = [103.70, 103.95, 103.75, 103.90, 103.80];
      const created: any[] = [];
      for (const [i, longitude] of longitudes.entries()) {
        created.push(
          await ok(
            'POST',
            'joborder_headers',
            {
              company_name: `Stop ${i + 1}`,
              problem_description: 'Servicing',
              service_location: 'On-site',
              latitude: 1.33,
              longitude,
              job_eta: at(9 + i * 1.5),
              scheduled_start: at(9 + i * 1.5),
              scheduled_end: at(9 + i * 1.5) + 1800,
              joborder_employee_one: ids.ready,
              fixed_time: i === 2,
            },
            201,
          ),
        );
      }
      const before = await ok('GET', `employees/${ids.ready}/route?date=${DAY_TEXT}`);
      expect(before.stops.map((s: any) => s.job_id)).toEqual(created.map((j) => j.id));
      const after = await ok('POST', `employees/${ids.ready}/route/optimise`, { date: DAY_TEXT });
      expect(after.total_minutes).toBeLessThan(before.total_minutes);
      const fixed = after.stops.find((s: any) => s.job_id === created[2].id);
      expect(fixed).toMatchObject({ eta: at(12), fixed: true });

      // The ETAs moved in the database, in visiting order, and the route now reads the same.
      const again = await ok('GET', `employees/${ids.ready}/route?date=${DAY_TEXT}`);
      expect(again.stops.map((s: any) => s.job_id)).toEqual(after.stops.map((s: any) => s.job_id));
      expect(again.total_minutes).toBe(after.total_minutes);
      const moved = after.stops.filter((s: any) => s.eta !== created.find((j) => j.id === s.job_id).job_eta);
      expect(moved.length).toBeGreaterThan(0);
      for (const stop of moved) {
        const log = await ok('GET', `audit-log?status=all&page[size]=100&filterExt=${encodeURIComponent(`model='joborder_headers',header_id=${stop.job_id}`)}`);
        expect(log.map((e: any) => e.log?.action ?? e.action)).toContain('optimise_route');
      }
    });

    it('refuses a day that is not a date, in a sentence', async () => {
      const res = await call('GET', `employees/${ids.ready}/route?date=30-11-2026`);
      expect(expectError(res, 400, 'BAD_REQUEST')[0].title).toBe('date must be a day as YYYY-MM-DD');
    });
  });
}
