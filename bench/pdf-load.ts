/**
 * Benchmark (issue 27.4): /auth/me while ten 1,000-line quotation PDFs are drawn at once, with the
 * PDFs on worker threads (PDF_WORKERS as configured, by default cores - 1) and on the server's own
 * thread (PDF_WORKERS=0, as before the pool). /auth/me is asked over HTTP every 10 ms by a
 * process of its own (tests/support/latency-probe.ts), so the figures are what another user
 * waits; target p99 <= 50 ms. SQLite.
 *
 *   npx tsx bench/pdf-load.ts        (BENCH_PDFS, default 10; BENCH_LINES, default 1000;
 *                                    BENCH_COMPARE=0 skips the run on the server's thread)
 */
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { singaporeDate } from '../src/shared/singapore-time';
import { startTestServer } from '../tests/support/api';
import { startLatencyProbe } from '../tests/support/latency-probe';
import { printTable, round, saveResults } from './lib/report';

const PDFS = Number(process.env.BENCH_PDFS ?? 10);
const LINES = Number(process.env.BENCH_LINES ?? 1000);

async function run(workers: number | undefined) {
  const server = await startTestServer('sqlite', workers === undefined ? {} : { pdfWorkers: workers });
  try {
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json().data;
    };
    const company = await call('POST', 'companies', { company_id: 'LIM', company_name: 'Lim Engineering Pte Ltd', email: 'office@lim.test' });
    const lines = Array.from({ length: LINES }, (_, i) => ({ description: `Split aircon 2.5 kW, indoor unit ${i + 1}, with installation and 3 m of copper pipe`, qty: (i % 4) + 1, uom: 'PC', unit_price: '1234.56' }));
    const quotation = await call('POST', 'quotations', { company_id: company.id, quotation_date: singaporeDate('2026-11-02'), lines });
    // One PDF first: the drawing threads start and load jsPDF and the font (not what is measured).
    await call('GET', `quotations/${quotation.id}/pdf`);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const probe = await startLatencyProbe(`http://127.0.0.1:${port}/api/v1/auth/me`, server.token);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: PDFS }, () => server.call('GET', `/api/v1/quotations/${quotation.id}/pdf`)));
    const wallMs = performance.now() - started;
    const me = await probe.stop();
    const failed = answers.filter((a) => a.statusCode !== 200).length;
    return { workers: server.settings.pdfWorkers, wallMs: round(wallMs, 0), perPdfMs: round(wallMs / PDFS, 0), failedPdfs: failed, me: { p99Ms: round(me.p99Ms), slowestMs: round(me.slowestMs), count: me.count, failed: me.failed } };
  } finally {
    await server.close();
  }
}

const pool = await run(undefined);
const mainThread = process.env.BENCH_COMPARE === '0' ? null : await run(0);
printTable(`/auth/me while ${PDFS} quotation PDFs of ${LINES} lines are drawn at once (SQLite, ${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)})`, ['PDFs drawn', 'threads', 'all PDFs, s', 's per PDF', '/auth/me p99 ms', '/auth/me max ms', '/auth/me asked', 'PDFs refused'], [
  ['worker pool', pool.workers, round(pool.wallMs / 1000), round(pool.perPdfMs / 1000, 2), pool.me.p99Ms, pool.me.slowestMs, pool.me.count, pool.failedPdfs],
  ...(mainThread ? [["server's thread (PDF_WORKERS=0)", 0, round(mainThread.wallMs / 1000), round(mainThread.perPdfMs / 1000, 2), mainThread.me.p99Ms, mainThread.me.slowestMs, mainThread.me.count, mainThread.failedPdfs]] : []),
]);
saveResults('pdf-load', { pdfs: PDFS, lines: LINES, pool, mainThread, target: { authMeP99Ms: 50 } });
