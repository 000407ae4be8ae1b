/**
 * Benchmark: GET /joborder_headers/{id}/generatepdf (issue 14: "in a few hundred milliseconds").
 * A job with a full service report: three rich-text sections, 20 parts, 3 photos (PNG, 640×480)
 * and a drawn signature, customer and signer names in Chinese and Tamil, under a letterhead.
 * Timed through the server (app.inject, so no network), SQLite; the first call (which reads the
 * 2 MB font) is reported apart from the steady state.
 *
 *   npx tsx bench/service-report-pdf.ts      (BENCH_RUNS, default 40; BENCH_PHOTOS, default 3)
 */
import { deflateSync } from 'node:zlib';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestServer } from '../tests/support/api';
import { timePdf } from './lib/pdf-timing';
import { printTable, saveResults } from './lib/report';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 3);

/** An RGB PNG (640×480 unless said) of smooth patterns (what a compressed site photo weighs, roughly). */
function photoPng(seed: number, width = 640, height = 480): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      raw[at] = (x + seed * 40) % 256;
      raw[at + 1] = (y * 2) % 256;
      raw[at + 2] = ((x ^ y) + seed) % 256;
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function main() {
  const server = await startTestServer('sqlite');
  const post = async (url: string, body: unknown) => {
    const res = await server.call('POST', `/api/v1/${url}`, body);
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return res.json().data;
  };
  try {
    await post('pdf_designs', { name: 'Service report', document_type: 'Service report', is_default: true, layout: { header: { title: 'SERVICE REPORT', companyDetails: ['name', 'uen', 'address', 'tel'], company: { name: 'CoolAir Services Pte Ltd', uen: '201912345K', address: '1 Kaki Bukit Road', tel: '+65 6123 4567' } }, footer: { text: 'Thank you.' } } });
    const company = await post('companies', { company_id: 'LIM', company_name: '林氏工程 Pte Ltd', email: 'office@lim.test' });
    const job = await post('joborder_headers', { company_id: company.id, company_name: company.company_name, problem_description: 'Chiller 2 trips on high pressure every afternoon', contact_person: 'முருகன்' });
    const paragraph = '<p>Checked the condenser fans, cleaned the coil, replaced the contactor and the relay; measured the suction and discharge pressures before and after.</p>';
    const report = await post('service_reports', {
      joborder_header_id: job.id,
      time_in: 1_750_000_000,
      time_out: 1_750_010_000,
      work_done: paragraph.repeat(6),
      findings: '<ul><li>Coil fouled</li><li>Contactor pitted</li></ul>',
      recommendations: paragraph,
      customer_signature_name: 'முருகன் 林',
      signature_image: `data:image/png;base64,${photoPng(9, 300, 100).toString('base64')}`,
      parts: Array.from({ length: 20 }, (_, i) => ({ description: `Part ${i + 1}: contactor 3-pole 25 A`, qty: (i % 4) + 1 })),
      photos: Array.from({ length: PHOTOS }, (_, i) => i + 1).map((n) => ({ file_name: `site-${n}.png`, caption: `Photo ${n}` })),
    });
    for (const photo of report.photos) {
      const dir = join(server.settings.storageDir, 'service_report_photos', String(photo.id));
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, photo.file_name), photoPng(photo.id));
    }
    const figures = { photos: PHOTOS, ...(await timePdf(server, `/api/v1/joborder_headers/${job.id}/generatepdf`, RUNS)) };
    printTable(`generatepdf (a full service report, 20 parts, ${PHOTOS} photos, signature)`, ['runs', 'first ms', 'p50 ms', 'p95 ms', 'PDF kB'], [[figures.runs, figures.firstMs, figures.p50Ms, figures.p95Ms, figures.pdfKb]]);
    console.log(`saved ${saveResults(`service-report-pdf-${PHOTOS}-photos`, figures)}`);
  } finally {
    await server.close();
  }
}

await main();
