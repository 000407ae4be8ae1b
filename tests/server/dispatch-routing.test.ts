/**
 * Travel minutes from a routing service (issue 28 item 3; ROUTING_URL, dispatch/routing.ts), with
 * a local OSRM-compatible fake: suggestions and the day route take their minutes from it in one
 * ask a call (coordinates longitude first, as OSRM reads them); when it fails, hangs past
 * ROUTING_TIMEOUT_MS or answers nonsense, the call still answers 200 with the straight-line
 * estimate and the failure is logged once (again only after it answered in between). Unset, the
 * setting is off and nothing is asked (dispatch.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSettings } from '../../src/server/config';
import { travelMinutes } from '../../src/server/dispatch/travel';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { startFakeOsrm, type FakeOsrm } from '../support/fakes/osrm';

const DAY_TEXT = '2026-11-30';
const MIDNIGHT = Date.UTC(2026, 10, 30) / 1000 - 8 * 3600; // Singapore midnight
const at = (hours: number) => MIDNIGHT + hours * 3600;
const BASE = { latitude: 1.3521, longitude: 103.8198 };
const JOB = { latitude: 1.2839, longitude: 103.8515 };
const SECOND = { latitude: 1.3644, longitude: 103.9915 };
const THIRD = { latitude: 1.4360, longitude: 103.7860 };
const LEG_SECONDS = 47 * 60;
const TIMEOUT_MS = 400;

describe('ROUTING_URL setting', () => {
  it('is off unless set, and must be an http(s) URL', () => {
    const base = { DATA_DIR: '/tmp/fsb-routing-settings', JWT_SECRET: 'x' };
    expect(loadSettings(base).routingUrl).toBe('');
    expect(loadSettings({ ...base, ROUTING_URL: 'off' }).routingUrl).toBe('');
    expect(loadSettings({ ...base, ROUTING_URL: 'http://osrm.internal:5000/' }).routingUrl).toBe('http://osrm.internal:5000');
    expect(() => loadSettings({ ...base, ROUTING_URL: 'osrm.internal' })).toThrow(/ROUTING_URL must be an http\(s\) URL/);
    expect(loadSettings(base).routingTimeoutMs).toBe(1500);
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] travel minutes from a routing service`, () => {
    let server: TestServer;
    let osrm: FakeOsrm;
    const ids: Record<string, number> = {};
    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = 200): Promise<any> => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().data;
    };
    const suggestions = () => ok('GET', `joborder_headers/${ids.job}/suggestions?at=${at(10)}`);
    const estimate = (from = BASE, to = JOB) => travelMinutes(from, to, { roadFactor: server.settings.dispatchRoadFactor, speedKmh: server.settings.dispatchSpeedKmh });

    beforeAll(async () => {
      osrm = await startFakeOsrm(LEG_SECONDS);
      server = await startTestServer(dialect, { routingUrl: osrm.url, routingTimeoutMs: TIMEOUT_MS });
      ids.staff = (await ok('POST', 'employees', { code: 'R1', first_name: 'Road', display_name: 'Road Runner', field_staff: true, base_latitude: BASE.latitude, base_longitude: BASE.longitude }, 201)).id;
      ids.job = (await ok('POST', 'joborder_headers', { company_name: 'Marina Towers', problem_description: 'Chiller trips', service_location: 'On-site', ...JOB, job_eta: at(10) }, 201)).id;
      for (const [hour, place] of [[13, SECOND], [15, THIRD]] as const) {
        await ok('POST', 'joborder_headers', { company_name: `Stop ${hour}`, problem_description: 'Servicing', service_location: 'On-site', ...place, job_eta: at(hour), joborder_employee_one: ids.staff }, 201);
      }
    });
    afterAll(async () => {
      await server?.close();
      await osrm?.close();
    });

    it('takes the minutes of suggestions and of the day route from the service, one ask a call', async () => {
      osrm.behave('ok');
      const asked = osrm.requests.length;
      const [first] = await suggestions();
      expect(osrm.requests.length).toBe(asked + 1);
      expect(first).toMatchObject({ employee_id: ids.staff, travel_minutes: 47 });
      expect(first.reasons).toContain('47 min from base');
      const ask = osrm.requests.at(-1)!;
      // Longitude first, as OSRM reads coordinates; the job is the one destination.
      expect(decodeURIComponent(ask.pathname)).toContain(`${JOB.longitude.toFixed(6)},${JOB.latitude.toFixed(6)}`);
      expect(ask.searchParams.get('annotations')).toBe('duration');
      expect(ask.searchParams.get('destinations')?.split(';')).toHaveLength(1);

      const route = await ok('GET', `employees/${ids.staff}/route?date=${DAY_TEXT}`);
      expect(osrm.requests.length).toBe(asked + 2);
      // Base → 13:00 out east → 15:00 up north: 47 + 47 minutes, where the straight line would say otherwise.
      expect(route.stops.map((s: any) => s.travel_minutes)).toEqual([47, 47]);
      expect(route.total_minutes).toBe(94);
      expect([estimate(), estimate(BASE, SECOND), estimate(SECOND, THIRD)]).not.toContain(47);
    });

    it("gives the technician's On my way the service's minutes too", async () => {
      osrm.behave('ok');
      const job = await ok('POST', 'joborder_headers', { company_name: 'Marina Towers', problem_description: 'Chiller trips again', service_location: 'On-site', ...JOB, job_eta: at(9), joborder_employee_one: ids.staff }, 201);
      await ok('PATCH', `joborder_headers/${job.id}/accept`);
      const asked = osrm.requests.length;
      // From the technician's base (no earlier job today) to the job: the service's 47 minutes, not the estimate.
      expect((await ok('POST', `joborder_headers/${job.id}/on-my-way`, {})).travel_minutes).toBe(47);
      expect(osrm.requests.length).toBe(asked + 1);
      expect(estimate()).not.toBe(47);
      // Out of the next tests' day: the staff member's day is theirs.
      expect((await server.call('DELETE', `/api/v1/joborder_headers/${job.id}`)).statusCode).toBe(200);
    });

    it('measures from the previous job that day by the service too', async () => {
      osrm.behave('ok');
      const [first] = await ok('GET', `joborder_headers/${ids.job}/suggestions?at=${at(16)}`);
      expect(first.travel_minutes).toBe(47);
      expect(first.reasons.some((r: string) => /^47 min from /.test(r) && r !== '47 min from base')).toBe(true);
    });

    it('answers with the straight-line estimate when the service fails, hangs or answers nonsense, and logs it once until it answers again', async () => {
      const warn = vi.spyOn(server.app.log, 'warn');
      const info = vi.spyOn(server.app.log, 'info');
      const routingWarnings = () => warn.mock.calls.filter((c) => String(c[1]).includes('routing service')).length;
      try {
        osrm.behave(503);
        for (let i = 0; i < 2; i++) {
          const [first] = await suggestions();
          expect(first.travel_minutes).toBe(estimate());
        }
        osrm.behave('garbage');
        expect((await suggestions())[0].travel_minutes).toBe(estimate());
        expect(routingWarnings()).toBe(1);

        osrm.behave('ok');
        expect((await suggestions())[0].travel_minutes).toBe(47);
        expect(info.mock.calls.some((c) => String(c[1]).includes('answers again'))).toBe(true);

        osrm.behave('hang');
        const started = Date.now();
        const route = await ok('GET', `employees/${ids.staff}/route?date=${DAY_TEXT}`);
        expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
        expect(route.stops.map((s: any) => s.travel_minutes)).toEqual([estimate(BASE, SECOND), estimate(SECOND, THIRD)]);
        expect(routingWarnings()).toBe(2);
      } finally {
        warn.mockRestore();
        info.mockRestore();
        osrm.behave('ok');
      }
    });
  });
}
