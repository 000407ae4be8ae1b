/**
 * The technician on the way (issue 40 item 5), on both databases, one server a database:
 *
 *   - POST /joborder_headers/{id}/position is the assigned technician's, between "On my way" and
 *     the start of the work: 409 with a sentence before "On my way" and once the work started,
 *     403 for another technician, a coordinator, or a role that may not update job orders (before
 *     the body is read: 403, not 422, for a bad body);
 *   - positions are kept 24 hours: older ones go as new ones come, and by the purge;
 *   - GET /employees/positions: the latest of each technician on the way, with the job and ETA;
 *   - each position reaches a coordinator's event stream as a `position` event of the job, and
 *     not another technician's;
 *   - jobTracking (dispatch/tracking.ts, read by the portal's track page) gives the position and
 *     an ETA while on the way, and none once the work has started.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixNow } from '../../src/server/clock';
import { jobTracking, POSITIONS } from '../../src/server/dispatch/tracking';
import { purgePositions } from '../../src/server/routes/technician-positions';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { openEventStream, type ChangeMessage, type EventStream } from '../support/events';
import { expectError } from '../support/expect';

type Rec = Record<string, any>;

/** The changes a stream hears up to the first that `last` picks (other writes' events may come first: a timeline line's scope is worked out after its commit). */
async function until(stream: EventStream, last: (m: ChangeMessage) => boolean): Promise<ChangeMessage[]> {
  const heard: ChangeMessage[] = [];
  for (;;) {
    const m = await stream.next(5000);
    heard.push(m);
    if (last(m)) return heard;
  }
}
/** The job's site, in Toa Payoh; the technician sets out from Bishan, about 3 km north. */
const SITE = { latitude: 1.3343, longitude: 103.8563 };
const BISHAN = { latitude: 1.3612, longitude: 103.8481 };

for (const dialect of DIALECTS) {
  describe(`[${dialect}] the technician on the way (issue 40.5)`, () => {
    let server: TestServer;
    let origin: string;
    const streams: EventStream[] = [];
    const ids: Record<string, number> = {};
    const tokens: Record<string, string> = {};
    let ok: ReturnType<typeof workingCalls>['ok'];
    const post = (url: string, body: unknown, token: string) => server.call('POST', `/api/v1/${url}`, body, token);
    const position = (jobId: number, token = tokens.tan, at = BISHAN) => post(`joborder_headers/${jobId}/position`, { ...at, accuracy: 12 }, token);
    const newJob = async (name: string) => {
      const job = await ok('POST', 'joborder_headers', { company_name: name, problem_description: 'Aircon not cold', service_location: 'On-site', ...SITE, joborder_employee_one: ids.tan, job_eta: unixNow() + 3600 }, undefined, 201);
      await ok('POST', `joborder_headers/${job.id}/transitions/accept`, {}, tokens.tan);
      return job.id as number;
    };

    beforeAll(async () => {
      server = await startTestServer(dialect, { customerMail: { accepted: false, on_my_way: false, finished: false } });
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
      const calls = workingCalls(server);
      ok = calls.ok;
      for (const [name, role] of [['tan', 'technician'], ['lee', 'technician'], ['coco', 'coordinator'], ['sally', 'sales']] as const) {
        const { user, token } = await calls.signIn(`${name}-positions`, role);
        tokens[name] = token;
        ids[`${name}User`] = user.id;
      }
      ids.tan = (await ok('POST', 'employees', { code: 'TP1', first_name: 'Tan', display_name: 'Tan Ah Kow', field_staff: true, user_id: ids.tanUser, base_latitude: BISHAN.latitude, base_longitude: BISHAN.longitude }, undefined, 201)).id;
      ids.lee = (await ok('POST', 'employees', { code: 'TP2', first_name: 'Lee', display_name: 'Lee Mei', field_staff: true, user_id: ids.leeUser }, undefined, 201)).id;
    });
    afterAll(async () => {
      for (const s of streams) s.close();
      await server?.close();
    });

    it('takes a position only from the assigned technician, only between On my way and the start of the work', async () => {
      const job = await newJob('Before and after');
      // Before "On my way": 409, saying what to do.
      const [early] = expectError(await position(job), 409, 'CONFLICT');
      expect(early.title).toMatch(/^Your position is shared only on the way to a job: tap "On my way" on job .+ first$/);
      await ok('POST', `joborder_headers/${job}/on-my-way`, {}, tokens.tan);

      // Another technician, a coordinator (not assigned), a role that may not update job orders: 403.
      expect(expectError(await position(job, tokens.lee), 403, 'FORBIDDEN')[0].title).toBe('You may share your position for only jobs assigned to you');
      expect(expectError(await position(job, tokens.coco), 403, 'FORBIDDEN')[0].title).toBe('Only a technician assigned to this job shares where they are on the way to it');
      expect(expectError(await position(job, tokens.sally), 403, 'FORBIDDEN')[0].title).toMatch(/^You may not update job orders/);
      // 403 before the body is looked at; for the technician, a bad body is 422.
      expectError(await post(`joborder_headers/${job}/position`, { latitude: 'north' }, tokens.sally), 403, 'FORBIDDEN');
      expectError(await post(`joborder_headers/${job}/position`, { latitude: 91, longitude: 103.8 }, tokens.tan), 422, 'VALIDATION_FAILED');
      expectError(await post('joborder_headers/999999/position', { ...BISHAN }, tokens.tan), 404, 'NOT_FOUND');

      const sent = await position(job);
      expect(sent.statusCode, sent.body).toBe(201);
      const answer = sent.json().data;
      expect(answer).toMatchObject({ job_id: job, employee_id: ids.tan, position: { ...BISHAN, accuracy: 12 } });
      // About 3.1 km in a straight line; at 1.4 × the line and 35 km/h, some 7 minutes.
      expect(answer.distance_metres).toBeGreaterThan(3000);
      expect(answer.distance_metres).toBeLessThan(3300);
      expect(answer.eta_minutes).toBeGreaterThanOrEqual(6);
      expect(answer.eta_minutes).toBeLessThanOrEqual(9);

      // The work starts: no more positions, and the job is no longer on the way.
      await ok('POST', `joborder_headers/${job}/transitions/start`, {}, tokens.tan);
      const [late] = expectError(await position(job), 409, 'CONFLICT');
      expect(late.title).toMatch(/^Your position is shared only on the way to a job; job .+ is Work in progress$/);
      expect((await ok('GET', 'employees/positions', undefined, tokens.coco)).some((r: Rec) => r.job_id === job)).toBe(false);
    });

    it('lists the latest position of each technician on the way, with the job and an ETA', async () => {
      const job = await newJob('On the way Pte Ltd');
      await ok('POST', `joborder_headers/${job}/on-my-way`, {}, tokens.tan);
      expect((await position(job)).statusCode).toBe(201);
      const nearer = { latitude: 1.3401, longitude: 103.8545 };
      expect((await position(job, tokens.tan, nearer)).statusCode).toBe(201);
      const rows = await ok('GET', 'employees/positions', undefined, tokens.coco);
      const mine = rows.filter((r: Rec) => r.employee_id === ids.tan);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ employee: 'Tan Ah Kow', job_id: job, company_name: 'On the way Pte Ltd', position: { ...nearer, accuracy: 12 }, site: SITE });
      expect(mine[0].job).toMatch(/\S/);
      expect(Math.abs(mine[0].at - unixNow())).toBeLessThan(60);
      expect(mine[0].eta_minutes).toBeGreaterThanOrEqual(1);
      expect(mine[0].eta_minutes).toBeLessThanOrEqual(3);
      // Another technician sees none of it (not their job); the technician sees their own.
      expect(await ok('GET', 'employees/positions', undefined, tokens.lee)).toEqual([]);
      expect((await ok('GET', 'employees/positions', undefined, tokens.tan)).map((r: Rec) => r.job_id)).toContain(job);

      // jobTracking, as the portal's track page reads it: on the way, the position, an ETA, the technician.
      const tracking = await jobTracking(server.database.db, job);
      expect(tracking).toMatchObject({ state: 'Accepted', on_the_way: true, position: { ...nearer, accuracy: 12 }, technician: { first_name: 'Tan', employee_id: ids.tan, picture_file_id: null }, site: SITE });
      expect(tracking!.eta_minutes).toBe(mine[0].eta_minutes);
      expect(await jobTracking(server.database.db, 999_999)).toBeNull();
      await ok('POST', `joborder_headers/${job}/transitions/start`, {}, tokens.tan);
      expect(await jobTracking(server.database.db, job)).toMatchObject({ state: 'Work in progress', on_the_way: false, position: null, eta_minutes: null });
    });

    it('gives an ETA from "On my way" before the first position', async () => {
      const job = await newJob('No fix yet');
      const told = await ok('POST', `joborder_headers/${job}/on-my-way`, {}, tokens.tan);
      const tracking = await jobTracking(server.database.db, job);
      expect(tracking).toMatchObject({ on_the_way: true, position: null });
      expect(told.travel_minutes).toBeGreaterThan(0);
      expect(Math.abs(tracking!.eta_minutes! - told.travel_minutes)).toBeLessThanOrEqual(1);
    });

    it('keeps positions 24 hours: older ones go as new ones come and by the purge', async () => {
      const job = await newJob('Yesterday');
      await ok('POST', `joborder_headers/${job}/on-my-way`, {}, tokens.tan);
      const db = server.database.db;
      const old = { job_id: job, employee_id: ids.tan, latitude: 1.3, longitude: 103.8, accuracy: null, at: unixNow() - 86_400 - 60 };
      await db.insertInto(POSITIONS).values(old).execute();
      const count = async () => Number((await db.selectFrom(POSITIONS).select((eb) => eb.fn.countAll().as('n')).where('job_id', '=', job).executeTakeFirstOrThrow()).n);
      expect(await count()).toBe(1);
      // A day-old position is not shown while it waits for its purge.
      expect((await ok('GET', 'employees/positions', undefined, tokens.coco)).some((r: Rec) => r.job_id === job)).toBe(false);
      expect((await position(job)).statusCode).toBe(201);
      expect(await count()).toBe(1);
      expect((await db.selectFrom(POSITIONS).select('at').where('job_id', '=', job).executeTakeFirstOrThrow()).at).not.toBe(old.at);
      // The daily purge: another old one, nothing sent since.
      await db.insertInto(POSITIONS).values(old).execute();
      expect(await purgePositions(server.database)).toBe(1);
      expect(await count()).toBe(1);
    });

    it("reaches a coordinator's event stream as a position event of the job, and not another technician's", async () => {
      const job = await newJob('Live');
      await ok('POST', `joborder_headers/${job}/on-my-way`, {}, tokens.tan);
      const coordinator = await openEventStream(origin, { token: tokens.coco });
      const other = await openEventStream(origin, { token: tokens.lee });
      streams.push(coordinator, other);
      expect(coordinator.status).toBe(200);
      expect((await position(job)).statusCode).toBe(201);
      const heard = await until(coordinator, (m) => m.action === 'position');
      expect(heard.at(-1)).toEqual({ collection: 'joborder_headers', id: job, action: 'position' });
      // The other technician's stream hears a later write of their own, and never the position before it.
      const theirs = await ok('POST', 'joborder_headers', { company_name: 'Lee job', problem_description: 'Fan', service_location: 'On-site', joborder_employee_one: ids.lee }, undefined, 201);
      const before = await until(other, (m) => m.collection === 'joborder_headers' && m.id === theirs.id);
      expect(before.filter((m) => m.action === 'position')).toEqual([]);
    });
  });
}
