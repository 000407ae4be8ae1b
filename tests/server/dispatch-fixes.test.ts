/**
 * Dispatch, smaller (issue 35, item 6), on both databases, one server a database with a routing
 * service (a local fake) that answers every leg as 1e300 seconds:
 *
 *   - a day route refuses a day that is not on the calendar (2026-02-31) with 422 and a sentence;
 *   - a preferred date (a day without a time) becomes a job's ETA at the working day's start,
 *     08:00, not midnight; Suggest reads a job at midnight the same way, and its suggestions keep
 *     to the working hours and to leave (a week's leave kept as one row too);
 *   - "completed this week" counts the jobs finished this week, not those last changed in it;
 *   - an absurd routing answer is no answer: "On my way" answers 200 with the straight-line
 *     estimate, and its timeline line and mail are written once (before, a 500 after the line).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixNow } from '../../src/server/clock';
import { travelMinutes } from '../../src/server/dispatch/travel';
import { singaporeCalendar, singaporeDate } from '../../src/shared/singapore-time';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { expectError } from '../support/expect';
import { startFakeOsrm, type FakeOsrm } from '../support/fakes/osrm';
import { outbox } from '../support/mail';

type Rec = Record<string, any>;
const DAY_TEXT = '2026-12-01';
const MIDNIGHT = singaporeDate(DAY_TEXT);
const at = (hours: number) => MIDNIGHT + hours * 3600;
const SITE = { latitude: 1.3521, longitude: 103.8198 };
const BASE = { base_latitude: 1.3521, base_longitude: 103.9098 };

for (const dialect of DIALECTS) {
  describe(`[${dialect}] dispatch, smaller (issue 35 item 6)`, () => {
    let server: TestServer;
    let osrm: FakeOsrm;
    const ids: Record<string, number> = {};
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => server.call(method, `/api/v1/${url}`, body);
    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = 200): Promise<any> => {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };
    const timeline = async (jobId: number): Promise<string[]> => {
      const headers = await ok('GET', `timeline_headers?status=all&filterExt=${encodeURIComponent(`module='joborder_headers',header_id=${jobId}`)}`);
      if (!headers.length) return [];
      return (await ok('GET', `timelines?status=all&sort=id&page[size]=100&filterExt=header=${headers[0].id}`)).map((e: Rec) => e.remarks);
    };

    beforeAll(async () => {
      osrm = await startFakeOsrm(1e300);
      server = await startTestServer(dialect, { routingUrl: osrm.url, routingTimeoutMs: 2000, customerMail: { accepted: false, on_my_way: true, finished: false } });
      const type = await ok('POST', 'job_types', { code: 'LONG', name: 'Two-hour service', default_duration: 120 }, 201);
      ids.type = type.id;
      ids.free = (await ok('POST', 'employees', { code: 'F1', first_name: 'Free', display_name: 'Free Fong', field_staff: true, ...BASE }, 201)).id;
      const user = await ok('POST', 'users', { username: 'leave-lim', password: 'leave-lim-password', role: 'technician' }, 201);
      ids.leave = (await ok('POST', 'employees', { code: 'F2', first_name: 'Leave', display_name: 'Leave Lim', field_staff: true, user_id: user.id, ...BASE }, 201)).id;
      await ok('POST', 'user_availabilities', { user_id: user.id, employee_id: ids.leave, date: MIDNIGHT, from_time: at(9), to_time: at(17), available: false, reason: 'Annual leave' }, 201);
      const other = await ok('POST', 'users', { username: 'week-wong', password: 'week-wong-password', role: 'technician' }, 201);
      ids.week = (await ok('POST', 'employees', { code: 'F3', first_name: 'Week', display_name: 'Week Wong', field_staff: true, user_id: other.id, ...BASE }, 201)).id;
      // A week's leave kept as one row, dated the day before.
      await ok('POST', 'user_availabilities', { user_id: other.id, employee_id: ids.week, date: MIDNIGHT - 86_400, from_time: at(-24 + 8), to_time: at(5 * 24), available: false, reason: 'Overseas' }, 201);
      ids.company = (await ok('POST', 'companies', { company_id: 'LIM', company_name: 'Lim Engineering Pte Ltd', email: 'office@lim.test' }, 201)).id;
    });
    afterAll(async () => {
      await server?.close();
      await osrm?.close();
    });

    it('refuses a day route for a day not on the calendar with 422 and a sentence', async () => {
      const [feb] = expectError(await call('GET', `employees/${ids.free}/route?date=2026-02-31`), 422, 'VALIDATION_FAILED');
      expect(feb.title).toBe('2026-02-31 is not a day: February 2026 has 28 days');
      expect(expectError(await call('POST', `employees/${ids.free}/route/optimise`, { date: '2028-02-30' }), 422, 'VALIDATION_FAILED')[0].title).toBe('2028-02-30 is not a day: February 2028 has 29 days');
      expect(expectError(await call('GET', `employees/${ids.free}/route?date=2026-13-01`), 422, 'VALIDATION_FAILED')[0].title).toBe('2026-13-01 is not a day: there is no month 13');
      // A real day still answers, 29 February of a leap year too.
      // (With the base the day starts from, for the map view to draw.)
      expect(await ok('GET', `employees/${ids.free}/route?date=2028-02-29`)).toEqual({ stops: [], total_minutes: 0, base: { latitude: BASE.base_latitude, longitude: BASE.base_longitude, name: 'Free Fong' } });
    });

    it('raises a job from a preferred date at 08:00, the start of the working day, not at midnight', async () => {
      const request = await ok('POST', 'service_requests', { company_id: ids.company, problem_description: 'Aircon leaking', preferred_date: MIDNIGHT, job_type_id: ids.type }, 201);
      const raised = await ok('POST', `service_requests/${request.id}/joborder`, {}, 201);
      expect((await ok('GET', `joborder_headers/${raised.id}`)).job_eta).toBe(at(8));
    });

    it('suggests for a job at midnight as from 08:00, within the working day and around leave', async () => {
      // A job whose ETA is a day without a time (as raised before): two hours from 08:00 meet the leave from 09:00.
      const job = await ok('POST', 'joborder_headers', { company_name: 'Midnight Mart', problem_description: 'Fan noisy', service_location: 'On-site', job_type_id: ids.type, ...SITE, job_eta: MIDNIGHT }, 201);
      const ranked = await ok('GET', `joborder_headers/${job.id}/suggestions`);
      const by = (id: number) => ranked.find((s: Rec) => s.employee_id === id);
      expect(ranked[0].employee_id).toBe(ids.free);
      expect(by(ids.free)).toMatchObject({ free: true });
      expect(by(ids.free).reasons).toContain('Free 08:00–18:00');
      expect(by(ids.leave)).toMatchObject({ free: false });
      expect(by(ids.leave).reasons).toContain('Away 09:00–17:00: Annual leave');
      expect(by(ids.week)).toMatchObject({ free: false });
      expect(by(ids.week).reasons.some((r: string) => r.startsWith('Away ') && r.endsWith(': Overseas'))).toBe(true);
      // The routing service's 1e300 seconds are no answer: the straight-line estimate, some minutes.
      expect(by(ids.free).travel_minutes).toBeGreaterThan(5);
      expect(by(ids.free).travel_minutes).toBeLessThan(60);

      // An evening job is outside the working day: nobody is offered as free for it.
      const evening = await ok('GET', `joborder_headers/${job.id}/suggestions?at=${at(19)}`);
      expect(evening.every((s: Rec) => !s.free)).toBe(true);
      expect(evening.find((s: Rec) => s.employee_id === ids.free).reasons).toContain('Outside working hours 08:00–18:00');
    });

    it('counts "completed this week" by when the job was finished, not by its last change', async () => {
      const db = server.database.db;
      const cal = singaporeCalendar(unixNow());
      const before = (await ok('GET', 'dashboard')).completed_this_week;
      const made: Rec[] = [];
      for (const name of ['Done today', 'Done last month']) made.push(await ok('POST', 'joborder_headers', { company_name: name, problem_description: 'Servicing', service_location: 'On-site' }, 201));
      const finished = [unixNow(), cal.weekStart - 20 * 86_400];
      for (const [i, job] of made.entries()) {
        await db.updateTable('joborder_headers').set({ job_status: '4', updated_at: unixNow() }).where('id', '=', job.id).execute();
        await db
          .insertInto('audit_logs')
          .values({ model: 'joborder_headers', header_id: job.id, user_id: null, action: 'done', log: JSON.stringify({ before: null, after: null }), status: 'O', created_at: finished[i], updated_at: finished[i], created_by: null, updated_by: null })
          .execute();
      }
      // Both were changed today; only one was finished this week.
      expect((await ok('GET', 'dashboard')).completed_this_week).toBe(before + 1);
    });

    it('takes an absurd routing answer as unknown: On my way answers the estimate, and writes its line and mail once', async () => {
      const job = await ok(
        'POST',
        'joborder_headers',
        { company_name: 'Lim Engineering Pte Ltd', problem_description: 'Aircon leaking', contact_person: 'Ann Lee', contact_email: 'ann@absurd.test', ...SITE, joborder_employee_one: ids.free, job_eta: unixNow() + 3600 },
        201,
      );
      await ok('PATCH', `joborder_headers/${job.id}/accept`);
      const asked = osrm.requests.length;
      const told = await ok('POST', `joborder_headers/${job.id}/on-my-way`, {});
      expect(osrm.requests.length).toBe(asked + 1);
      const estimate = travelMinutes({ latitude: BASE.base_latitude, longitude: BASE.base_longitude }, SITE, { roadFactor: server.settings.dispatchRoadFactor, speedKmh: server.settings.dispatchSpeedKmh });
      expect(told).toMatchObject({ travel_minutes: estimate, queued: 1 });
      expect(told.arrive_at - unixNow()).toBeLessThan(3600);
      expect((await timeline(job.id)).filter((line) => line.startsWith('On my way'))).toEqual([`On my way: Free Fong, about ${estimate} minutes away`]);
      expect(await outbox(server, 'ann@absurd.test')).toHaveLength(1);
    });
  });
}
