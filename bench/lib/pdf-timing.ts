/** Timing a PDF route that answers base64 parts (generatepdf, /{collection}/{id}/pdf) through app.inject. */
import type { TestServer } from '../../tests/support/api';
import { round } from './report';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export interface PdfTiming {
  runs: number;
  firstMs: number;
  p50Ms: number;
  p95Ms: number;
  pdfKb: number;
}

/** The first call (which reads the 2 MB font) apart, then `runs` calls in a row. */
export async function timePdf(server: TestServer, url: string, runs: number): Promise<PdfTiming> {
  const once = async () => {
    const t0 = performance.now();
    const res = await server.call('GET', url);
    if (res.statusCode !== 200) throw new Error(res.body);
    return { ms: performance.now() - t0, bytes: Buffer.from(res.json().data.join(''), 'base64').length };
  };
  const first = await once();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const r = await once();
    times.push(r.ms);
    bytes = r.bytes;
  }
  return { runs, firstMs: round(first.ms), p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), pdfKb: round(bytes / 1024) };
}
