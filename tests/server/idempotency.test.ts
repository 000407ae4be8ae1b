/**
 * Idempotency keys (README, "Idempotency keys"): a write carrying `Idempotency-Key` is applied
 * once; a replay with the same key and body answers the stored answer and changes nothing (no
 * second audit entry, timeline line or row); the same key with another body is refused with 422;
 * two users' keys never meet.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';

type Rec = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] idempotency keys`, () => {
    let server: TestServer;
    let company: Rec;

    const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body: unknown, key: string, token = server.token) =>
      server.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, 'x-requested-with': 'XMLHttpRequest' },
        ...(body !== undefined ? { payload: body as object } : {}),
      });
    const ok = async (method: 'GET' | 'POST', url: string, body?: unknown, status = 200): Promise<any> => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    };
    const audit = async (collection: string, id: number): Promise<string[]> =>
      (await ok('GET', `audit-log?status=all&sort=id&page[size]=1000&filterExt=${encodeURIComponent(`model='${collection}',header_id=${id}`)}`)).map((e: Rec) => e.log?.action ?? e.action);
    const newJob = () => ok('POST', 'joborder_headers', { company_id: company.id, company_name: company.company_name, problem_description: 'Leak' }, 201);

    beforeAll(async () => {
      server = await startTestServer(dialect);
      company = await ok('POST', 'companies', { company_id: 'ACME', company_name: 'Acme Pte Ltd', email: 'acme@x.test' }, 201);
    });
    afterAll(async () => server?.close());

    it('applies a replayed transition once: same answer, one audit entry, one timeline line', async () => {
      const job = await newJob();
      const key = randomUUID();
      const first = await send('PATCH', `joborder_headers/${job.id}/accept`, undefined, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.job_status).toBe('1');
      const auditAfterFirst = await audit('joborder_headers', job.id);
      expect(auditAfterFirst.filter((a) => a === 'accept')).toHaveLength(1);

      const again = await send('PATCH', `joborder_headers/${job.id}/accept`, undefined, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotency-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await audit('joborder_headers', job.id)).toEqual(auditAfterFirst);

      // Without the key the same call runs again, and the workflow refuses it: the key is what spared it.
      const plain = await server.call('PATCH', `/api/v1/joborder_headers/${job.id}/accept`);
      expect(plain.statusCode).toBe(409);
    });

    it('runs two copies racing with one key once: the other is replayed or told to wait (409)', async () => {
      const job = await newJob();
      const key = randomUUID();
      const answers = await Promise.all([1, 2, 3].map(() => send('PATCH', `joborder_headers/${job.id}/accept`, undefined, key)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      for (const a of answers.filter((x) => x.statusCode === 409)) {
        expect(a.json().errors[0]).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS', title: expect.stringMatching(/still being processed/) });
        expect(a.headers['retry-after']).toBe('1');
      }
      expect((await audit('joborder_headers', job.id)).filter((a) => a === 'accept')).toHaveLength(1);
    });

    it('creates a replayed service report once, and refuses the key with another body (422), writing nothing', async () => {
      const job = await newJob();
      const key = randomUUID();
      const body = { joborder_header_id: job.id, time_in: 1_750_000_000, work_done: '<p>Cleaned</p>', parts: [{ description: 'Filter', qty: 1 }] };
      const first = await send('POST', 'service_reports', body, key);
      expect(first.statusCode, first.body).toBe(201);
      const again = await send('POST', 'service_reports', body, key);
      expect(again.statusCode).toBe(201);
      expect(again.json().data.id).toBe(first.json().data.id);
      const reports = await ok('GET', `service_reports?filterExt=${encodeURIComponent(`joborder_header_id=${job.id}`)}`);
      expect(reports).toHaveLength(1);
      expect(await audit('service_reports', first.json().data.id)).toHaveLength(1);

      const other = await send('POST', 'service_reports', { ...body, work_done: '<p>Something else</p>' }, key);
      expect(other.statusCode).toBe(422);
      expect(other.json().errors[0].title).toMatch(/Idempotency-Key was used for another request/);
      expect(await ok('GET', `service_reports?filterExt=${encodeURIComponent(`joborder_header_id=${job.id}`)}`)).toHaveLength(1);
    });

    it('keeps each user’s keys apart, refuses a malformed key (400), and replays a refusal as it was', async () => {
      const key = randomUUID();
      await ok('POST', 'users', { username: 'ops', password: 'ops-password-1', role: 'admin' }, 201);
      const opsToken = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'ops', password: 'ops-password-1' } })).json().data.token;
      const mine = await send('POST', 'uom', { code: 'IDK1', name: 'Idem one' }, key);
      expect(mine.statusCode, mine.body).toBe(201);
      const theirs = await send('POST', 'uom', { code: 'IDK2', name: 'Idem two' }, key, opsToken);
      expect(theirs.statusCode, theirs.body).toBe(201);
      expect(theirs.headers['idempotency-replayed']).toBeUndefined();

      const bad = await send('POST', 'uom', { code: 'IDK3', name: 'Idem three' }, 'not a key!');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].title).toMatch(/Idempotency-Key/);

      // A refused call (409) is an answer too: replayed as it was, not run again.
      const job = await newJob();
      const refusedKey = randomUUID();
      const refused = await send('PATCH', `joborder_headers/${job.id}/verify`, undefined, refusedKey);
      expect(refused.statusCode).toBe(409);
      const refusedAgain = await send('PATCH', `joborder_headers/${job.id}/verify`, undefined, refusedKey);
      expect(refusedAgain.statusCode).toBe(409);
      expect(refusedAgain.headers['idempotency-replayed']).toBe('true');
      expect(refusedAgain.json()).toEqual(refused.json());
    });

    const keyRow = (key: string) => server.database.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

    it('commits the answer with the write: once the write has committed, its key already answers', async () => {
      const key = randomUUID();
      const seen: unknown[] = [];
      // Commit listeners run after the commit and before the answer is sent: a server dying there
      // has the write, and the key must not be one that runs it again.
      const stop = server.records.onCommit(async () => {
        const row = await server.database.db.selectFrom('idempotency_keys').select(['status', 'answer']).where('key', '=', key).executeTakeFirst();
        if (row) seen.push(row.status);
      });
      try {
        const first = await send('POST', 'uom', { code: 'IDK4', name: 'Idem four' }, key);
        expect(first.statusCode, first.body).toBe(201);
        expect(seen).toEqual([201]);
      } finally {
        stop();
      }
      // Its exact answer replaced the one stored in the transaction.
      const row = await keyRow(key);
      expect(JSON.parse(row.answer)).toEqual((await send('POST', 'uom', { code: 'IDK4', name: 'Idem four' }, key)).json());
    });

    it('gives up at once a key left in progress by a server that is gone, and keeps one a living server is running', async () => {
      const body = { code: 'IDK5', name: 'Idem five' };
      const live = randomUUID();
      expect((await send('POST', 'uom', { code: 'IDK6', name: 'Idem six' }, live)).statusCode).toBe(201);
      const { owner, owner_pid, user_id } = await keyRow(live);
      // Two claims without an answer, as a crash leaves them: one of this server, one of a server gone.
      const claim = (key: string, by: { owner: number; owner_pid: number }) =>
        server.database.db
          .insertInto('idempotency_keys')
          .values({ user_id, key, method: 'POST', path: '/api/v1/uom', body_hash: createHash('sha256').update(JSON.stringify(body)).digest('hex'), created_at: Math.floor(Date.now() / 1000), ...by })
          .execute();
      const mine = randomUUID();
      const gone = randomUUID();
      await claim(mine, { owner, owner_pid });
      await claim(gone, { owner: 7_777_777, owner_pid: 2 ** 23 + 35 }); // no such instance, nor process (pids stop at 2^22)

      const running = await send('POST', 'uom', body, mine);
      expect(running.statusCode).toBe(409);
      expect(running.json().errors[0]).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
      expect(running.headers['retry-after']).toBe('1');

      const retried = await send('POST', 'uom', body, gone);
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.json().data).toMatchObject(body);
    });
  });
}
