/**
 * Benchmark: GET /sales_invoices/{id}/pdf (issue 16: "invoice PDF generation time"). A confirmed
 * tax invoice under the full letterhead with a PayNow QR and bank transfer, with 10 and with 50
 * lines (50 run over two pages). Timed through the server (app.inject, so no network), SQLite;
 * the first call (which reads the 2 MB font) is reported apart from the steady state.
 *
 *   npx tsx bench/sales-pdf.ts      (BENCH_RUNS, default 40)
 */
import { startTestServer } from '../tests/support/api';
import { singaporeDate } from '../src/shared/singapore-time';
import { timePdf } from './lib/pdf-timing';
import { printTable, saveResults } from './lib/report';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const LINE_COUNTS = [10, 50];

async function main() {
  const server = await startTestServer('sqlite');
  const call = async (method: 'POST' | 'PATCH', url: string, body: unknown) => {
    const res = await server.call(method, `/api/v1/${url}`, body);
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.body}`);
    return res.json().data;
  };
  try {
    const company = { name: 'CoolAir Services Pte Ltd', uen: '201912345K', gst_reg_no: '201912345K', address: '1 Kaki Bukit Road 1, #03-12 Enterprise One, Singapore 415934', tel: '+65 6123 4567' };
    await call('POST', 'pdf_designs', { name: 'Tax invoice', document_type: 'Sales invoice', is_default: true, layout: { header: { title: 'TAX INVOICE', companyDetails: ['name', 'uen', 'gst_reg_no', 'address', 'tel'], company }, footer: { text: 'This is a computer-generated document.' }, payment: { bankTransfer: 'DBS Bank 072-123456-7' } } });
    const customer = await call('POST', 'companies', { company_id: 'LIM', company_name: '林氏工程 Pte Ltd', email: 'office@lim.test', addr1: '5 Jurong Port Road', postal: '619110' });
    const rows = [];
    const figures: Record<string, unknown> = {};
    for (const count of LINE_COUNTS) {
      const lines = Array.from({ length: count }, (_, i) => ({ description: `Split aircon 2.5 kW, indoor unit ${i + 1}, with installation and 3 m of copper pipe`, qty: (i % 4) + 1, uom: 'PC', unit_price: '1234.56', discount: i % 3 ? 0 : 5 }));
      const invoice = await call('POST', 'sales_invoices', { company_id: customer.id, invoice_date: singaporeDate('2024-06-14'), lines });
      await call('PATCH', 'sales_invoices/status', { ids: [invoice.id], status: 'C' });
      const timing = await timePdf(server, `/api/v1/sales_invoices/${invoice.id}/pdf`, RUNS);
      figures[`lines${count}`] = timing;
      rows.push([count, timing.runs, timing.firstMs, timing.p50Ms, timing.p95Ms, timing.pdfKb]);
    }
    printTable('GET /sales_invoices/{id}/pdf (a tax invoice with a PayNow QR)', ['lines', 'runs', 'first ms', 'p50 ms', 'p95 ms', 'PDF kB'], rows);
    console.log(`saved ${saveResults('sales-pdf', figures)}`);
  } finally {
    await server.close();
  }
}

await main();
