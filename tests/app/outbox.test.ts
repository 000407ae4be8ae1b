/**
 * The offline outbox (src/app/offline/outbox.ts) and the fetch helper's use of it: a write that
 * finds no network is kept with its idempotency key and fails with OFFLINE_QUEUED; writes are
 * sent in order and with the same key; a later write queues behind waiting ones; a 409 keeps the
 * technician's values with the office's record; a 5XX or a dead network keeps the entry waiting.
 * Saves of one report merge into the one still waiting (issue 35.1), never under a key once sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outbox, recordUrlOf, type OutboxSender } from '../../src/app/offline/outbox';
import { createHttpClient, OFFLINE_QUEUED } from '../../src/app/dataProvider/httpClient';
import { session } from '../../src/app/authProvider/session';
import { mergeReportBodies } from '../../src/app/modules/field/fieldApi';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('outbox', () => {
  it('sends waiting writes in order with their keys, stops at a dead network, and keeps a 409 with the office’s record', async () => {
    const box = new Outbox(memoryStorage());
    box.add({ key: 'k-first-1', url: '/api/v1/joborder_headers/7/accept', method: 'PATCH', body: {} });
    box.add({ key: 'k-second-2', url: '/api/v1/joborder_headers/7', method: 'PATCH', body: { problem_description: 'mine', updated_at: 5 } });
    box.add({ key: 'k-third-3', url: '/api/v1/uom', method: 'POST', body: { code: 'X' } });
    expect(box.waiting()).toBe(3);

    const dead: OutboxSender = async () => {
      throw new TypeError('Failed to fetch');
    };
    await box.flush(dead);
    expect(box.waiting()).toBe(3);

    const calls: string[] = [];
    const server: OutboxSender = async (url, init) => {
      calls.push(`${init.method} ${url} ${init.method === 'GET' ? '' : init.idempotencyKey}`);
      if (init.method === 'GET') return { status: 200, json: { data: { id: 7, problem_description: 'office', updated_at: 9 } } };
      if (url.endsWith('/7')) return { status: 409, json: { errors: [{ title: 'The record was changed by someone else' }] } };
      if (url.endsWith('/uom')) return { status: 503, json: null };
      return { status: 200, json: { data: {} } };
    };
    await box.flush(server);
    expect(calls).toEqual([
      'PATCH /api/v1/joborder_headers/7/accept k-first-1',
      'PATCH /api/v1/joborder_headers/7 k-second-2',
      'GET /api/v1/joborder_headers/7 ',
      'POST /api/v1/uom k-third-3',
    ]);
    const [conflict, third] = box.entries();
    expect(conflict.state).toBe('conflict');
    expect(conflict.problem).toEqual({ status: 409, message: 'The record was changed by someone else', office: { id: 7, problem_description: 'office', updated_at: 9 } });
    expect(conflict.body).toEqual({ problem_description: 'mine', updated_at: 5 });
    expect(third.state).toBe('waiting'); // 503: tried again later
    expect(box.waiting()).toBe(1);
  });

  it('sends again a write the server is still running (409 IDEMPOTENCY_IN_PROGRESS), never calling it a conflict', async () => {
    const box = new Outbox(memoryStorage());
    box.add({ key: 'k-running-1', url: '/api/v1/products', method: 'POST', body: { name: 'Pump' } });
    box.add({ key: 'k-behind-2', url: '/api/v1/uom', method: 'POST', body: { code: 'X' } });
    const inProgress = { status: 409, json: { errors: [{ status: '409', code: 'IDEMPOTENCY_IN_PROGRESS', title: 'A request with this Idempotency-Key is still being processed; try again shortly' }] } };
    const calls: string[] = [];
    let running = true;
    const server: OutboxSender = async (url, init) => {
      calls.push(`${init.method} ${url} ${init.idempotencyKey}`);
      if (url.endsWith('/products') && running) return inProgress;
      return { status: 201, json: { data: { id: 1 } } };
    };
    await box.flush(server);
    // Kept waiting, in its place, and the one behind it waits for it.
    expect(box.entries().map((e) => e.state)).toEqual(['waiting', 'waiting']);
    expect(calls).toEqual(['POST /api/v1/products k-running-1']);

    running = false;
    await box.flush(server);
    expect(calls.slice(1)).toEqual(['POST /api/v1/products k-running-1', 'POST /api/v1/uom k-behind-2']);
    expect(box.entries()).toEqual([]);
  });

  it("keeps each user's writes to their own session", async () => {
    let user = 1;
    const box = new Outbox(memoryStorage(), () => user);
    box.add({ key: 'k-user-one', url: '/api/v1/uom', method: 'POST', body: {} });
    user = 2;
    expect(box.waiting()).toBe(0);
    const sent: string[] = [];
    await box.flush(async (url, init) => {
      sent.push(init.idempotencyKey);
      return { status: 201, json: {} };
    });
    expect(sent).toEqual([]);
    user = 1;
    expect(box.waiting()).toBe(1);
    await box.flush(async (url, init) => {
      sent.push(init.idempotencyKey);
      return { status: 201, json: {} };
    });
    expect(sent).toEqual(['k-user-one']);
  });

  it('merges a later save into the same call still waiting, under its key and in its place, but never into one already tried', async () => {
    const box = new Outbox(memoryStorage());
    const report = '/api/v1/joborder_headers/7/service-report';
    box.add({ key: 'k-start', url: '/api/v1/joborder_headers/7/transitions/start', method: 'POST', body: {} });
    box.add({ key: 'k-report-1', url: report, method: 'POST', body: { work_done: '<p>a</p>', recommendations: '<p>r</p>', checklist_answers: { Temp: 7.5, Filters: true }, uploads: [{ name: 'coil.png', base64: 'x', fileType: 'image/png' }] } }, mergeReportBodies);
    box.add({ key: 'k-done', url: '/api/v1/joborder_headers/7/updatejobstatus', method: 'PATCH', body: { job_status: '4' } });
    box.add({ key: 'k-report-2', url: report, method: 'POST', body: { work_done: '<p>a</p>', findings: '<p>f</p>', recommendations: '<p>r2</p>', checklist_answers: { Filters: false }, uploads: [{ name: 'belt.png', base64: 'y', fileType: 'image/png' }] } }, mergeReportBodies);
    expect(box.entries().map((e) => e.key)).toEqual(['k-start', 'k-report-1', 'k-done']);
    expect(box.entries()[1].body).toEqual({
      work_done: '<p>a</p>',
      findings: '<p>f</p>',
      recommendations: '<p>r2</p>',
      checklist_answers: { Temp: 7.5, Filters: false },
      uploads: [expect.objectContaining({ name: 'coil.png' }), expect.objectContaining({ name: 'belt.png' })],
    });

    // Sent once with no answer (the signal died on the way): its key may hold the server's
    // answer to that body, so a later save follows it with its own key instead.
    await box.flush(async (url) => {
      if (url === report) throw new TypeError('Failed to fetch');
      return { status: 200, json: { data: {} } };
    });
    expect(box.entries().map((e) => [e.key, e.tried])).toEqual([
      ['k-report-1', true],
      ['k-done', undefined],
    ]);
    box.add({ key: 'k-report-3', url: report, method: 'POST', body: { recommendations: '<p>r3</p>' } }, mergeReportBodies);
    expect(box.entries().map((e) => e.key)).toEqual(['k-report-1', 'k-done', 'k-report-3']);
    expect(box.entries()[0].body).toMatchObject({ recommendations: '<p>r2</p>' });
    // Without a merge, writes to one URL are kept apart as before.
    box.add({ key: 'k-report-4', url: report, method: 'POST', body: {} });
    expect(box.entries()).toHaveLength(4);
  });

  it('finds the record a call was about', () => {
    expect(recordUrlOf('/api/v1/joborder_headers/12/transitions/start')).toBe('/api/v1/joborder_headers/12');
    expect(recordUrlOf('http://x/api/v1/joborder_headers/12')).toBe('http://x/api/v1/joborder_headers/12');
    expect(recordUrlOf('/api/v1/send-service-report')).toBeNull();
  });
});

describe('fetch helper with the outbox', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    session.save({ token: 't', refreshToken: 'r' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('queues a write that finds no network, queues the next behind it, and sends both in order with their keys', async () => {
    const box = new Outbox(memoryStorage());
    const http = createHttpClient('/api/v1', box);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http('/api/v1/joborder_headers/3/transitions/start', { method: 'POST', body: {} })).rejects.toMatchObject({ message: OFFLINE_QUEUED, status: 0 });
    const firstKey = (fetchMock.mock.calls[0][1] as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'];
    expect(firstKey).toMatch(/^[A-Za-z0-9_-]{8,}$/);

    // Back online, but the first write still waits: the next one goes behind it, in order.
    fetchMock.mockReset();
    const sent: string[] = [];
    fetchMock.mockImplementation(async (url: string, init: RequestInit & { headers: Record<string, string> }) => {
      sent.push(`${init.method} ${url} ${init.headers['Idempotency-Key']}`);
      return new Response(JSON.stringify({ data: { ok: true } }), { status: 200 });
    });
    const answer = await http('/api/v1/joborder_headers/3/updatejobstatus', { method: 'PATCH', body: { job_status: '3' } });
    expect(answer.json).toEqual({ data: { ok: true } });
    expect(sent[0]).toBe(`POST /api/v1/joborder_headers/3/transitions/start ${firstKey}`);
    expect(sent[1]).toMatch(/^PATCH \/api\/v1\/joborder_headers\/3\/updatejobstatus [A-Za-z0-9_-]{8,}$/);
    expect(sent[1]).not.toContain(firstKey);
    expect(box.entries()).toEqual([]);

    // Known to be offline, a write is not tried (it cannot leave): a later save still merges into it.
    fetchMock.mockReset();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const report = '/api/v1/joborder_headers/3/service-report';
      await expect(http(report, { method: 'POST', body: { work_done: '<p>a</p>' }, merge: mergeReportBodies })).rejects.toMatchObject({ message: OFFLINE_QUEUED });
      await expect(http(report, { method: 'POST', body: { findings: '<p>f</p>' }, merge: mergeReportBodies })).rejects.toMatchObject({ message: OFFLINE_QUEUED });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(box.entries().map((e) => [e.body, e.tried])).toEqual([[{ work_done: '<p>a</p>', findings: '<p>f</p>' }, undefined]]);
      await box.flush(async () => ({ status: 200, json: {} }));
      expect(box.entries()).toHaveLength(1); // still offline: not tried
    } finally {
      vi.restoreAllMocks();
    }
    box.remove(box.entries()[0].key);

    // Reads carry no key and are never queued.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http('/api/v1/joborder_headers/3')).rejects.toBeInstanceOf(TypeError);
    expect(box.entries()).toEqual([]);
  });
});
