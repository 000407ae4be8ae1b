/**
 * PDFs are drawn on worker threads (issue 27.4): while a 1,000-line quotation is drawn, /auth/me
 * answers at once; past the queue limit a PDF is refused with 503, Retry-After and the errors
 * body; and a PDF drawn by the pool is the PDF drawn on the server's own thread. The pool is not
 * about the database, so this runs on SQLite only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesDocumentPlan } from '../../src/server/pdf/sales-document';
import { drawPlan } from '../../src/server/pdf/plan';
import { PdfPool } from '../../src/server/pdf/pool';
import { singaporeDate } from '../../src/shared/singapore-time';
import { startTestServer, type TestServer } from '../support/api';
import { pdfToText } from '../support/pdf';

const LINES = Array.from({ length: 1_000 }, (_, i) => ({ description: `Split aircon 2.5 kW, indoor unit ${i + 1}, with installation and 3 m of copper pipe`, qty: (i % 4) + 1, uom: 'PC', unit_price: '1234.56' }));

/** The PDF without what differs on every run (the creation date and the file identifier). */
const stable = (pdf: Buffer) => pdf.toString('latin1').replace(/\/CreationDate \(D:[^)]*\)/g, '').replace(/\/ID \[[^\]]*\]/g, '');

describe('PDFs on worker threads', () => {
  let server: TestServer;
  let quotation: Record<string, any>;
  /** 200 lines: long enough to draw that a second request arrives while it does. */
  let shorter: Record<string, any>;
  let company: Record<string, any>;

  beforeAll(async () => {
    // One drawing thread and no waiting room: a second PDF while one draws is refused.
    server = await startTestServer('sqlite', { pdfWorkers: 1, pdfQueueLimit: 0 });
    company = (await server.call('POST', '/api/v1/companies', { company_id: 'LIM', company_name: 'Lim Pte Ltd', email: 'office@lim.test' })).json().data;
    const res = await server.call('POST', '/api/v1/quotations', { company_id: company.id, quotation_date: singaporeDate('2026-11-02'), lines: LINES });
    expect(res.statusCode, res.body).toBe(201);
    quotation = res.json().data;
    shorter = (await server.call('POST', '/api/v1/quotations', { company_id: company.id, quotation_date: singaporeDate('2026-11-02'), lines: LINES.slice(0, 200) })).json().data;
  }, 120_000);
  afterAll(async () => server?.close());

  it('answers /auth/me at once while a 1,000-line quotation is drawn', async () => {
    const started = performance.now();
    const pdf = server.call('GET', `/api/v1/quotations/${quotation.id}/pdf`);
    let done = false;
    void pdf.then(() => (done = true));
    const waits: number[] = [];
    while (!done) {
      const t = performance.now();
      expect((await server.call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
      waits.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const res = await pdf;
    expect(res.statusCode, res.body).toBe(200);
    const drawing = performance.now() - started;
    const text = pdfToText(Buffer.from(res.json().data.join(''), 'base64'));
    expect(text).toContain('indoor unit 1000,');
    // On the server's thread /auth/me waited for the whole PDF (1.2 s on a quiet machine, more on CI).
    expect(waits.length, `the PDF took ${Math.round(drawing)} ms`).toBeGreaterThan(1);
    expect(Math.max(...waits)).toBeLessThan(1_000);
  }, 120_000);

  it('refuses a PDF past the queue limit with 503, Retry-After and a sentence, and draws the next one', async () => {
    const url = `/api/v1/quotations/${shorter.id}/pdf`;
    const [first, second] = await Promise.all([server.call('GET', url), server.call('GET', url)]);
    const refused = [first, second].find((r) => r.statusCode === 503);
    expect([first, second].map((r) => r.statusCode).sort()).toEqual([200, 503]);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const [error] = refused!.json().errors;
    expect(error).toMatchObject({ status: '503', code: 'SERVICE_UNAVAILABLE' });
    expect(error.title).toMatch(/^The server is drawing \d+ PDFs; try again in \d+ seconds?$/);
    expect(error.meta.retryAfter).toBe(Number(refused!.headers['retry-after']));
    expect((await server.call('GET', url)).statusCode).toBe(200);
  }, 120_000);

  it('draws the statement of account on the pool too (it took a turn on the server thread before)', async () => {
    const statement = `/api/v1/companies/${company.id}/statement?from=2026-11-01&to=2026-11-27`;
    // One thread, no waiting room: a statement asked for while the 1,000-line quotation draws is
    // refused (or, first to the thread, refuses the quotation). On the server thread it never was.
    const pdf = server.call('GET', `/api/v1/quotations/${quotation.id}/pdf`);
    let done = false;
    void pdf.then(() => (done = true));
    const answers: number[] = [];
    while (!done) {
      answers.push((await server.call('GET', statement)).statusCode);
      // A refusal answers without leaving the microtask queue: let the pool hear its thread.
      await new Promise((resolve) => setImmediate(resolve));
    }
    answers.push((await pdf).statusCode);
    expect(answers).toContain(503);
    const alone = await server.call('GET', statement);
    expect(alone.statusCode, alone.body).toBe(200);
    const text = pdfToText(Buffer.from(alone.json().data.join(''), 'base64'));
    expect(text).toContain('STATEMENT OF ACCOUNT');
    expect(text).toContain('Lim Pte Ltd');
    expect(text).toMatch(/Closing balance\s+0\.00/);
  }, 120_000);

  it('draws the same PDF on a thread as on the server thread', async () => {
    const doc = (await server.call('GET', `/api/v1/quotations/${quotation.id}`)).json().data;
    const plan = await salesDocumentPlan(server.records, server.registry, 'quotations', { ...doc, lines: doc.lines.slice(0, 30) });
    const pool = new PdfPool({ workers: 1, queueLimit: 5, timeoutMs: 60_000 });
    try {
      const [threaded, here] = [await pool.draw(plan), drawPlan(plan)];
      expect(threaded.length).toBe(here.length);
      expect(stable(threaded)).toBe(stable(here));
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('stops a PDF that takes longer than PDF_TIMEOUT_MS with a 503 sentence and ends its thread', async () => {
    const doc = (await server.call('GET', `/api/v1/quotations/${quotation.id}`)).json().data;
    const plan = await salesDocumentPlan(server.records, server.registry, 'quotations', doc);
    const pool = new PdfPool({ workers: 1, queueLimit: 5, timeoutMs: 5 });
    try {
      const error = await pool.draw(plan).catch((e) => e);
      expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(error.message).toMatch(/^This PDF took longer than 5 ms to draw and was stopped/);
      expect(pool.load).toEqual({ drawing: 0, waiting: 0 });
    } finally {
      await pool.close();
    }
  }, 120_000);
});
