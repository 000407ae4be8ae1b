/**
 * Numbers with bounds (issue 34, item 6) and ids within the integer column (item 8), on both
 * databases. Every amount a person types or the server computes stays within 999,999,999.99, a
 * priced line's qty within 1,000,000 (src/shared/number-bounds.ts), so totals stay exact in
 * integer cents; past them the answer is 422 in a sentence naming the field and its bound, and
 * nothing is stored (qty 1e308 was stored with null totals on SQLite, and the dashboard then said
 * $0.00 of open quotations; PostgreSQL answered 500). An id past 2^31 is a record that does not
 * exist (404 in a path, no row for an exact filter), or a sentence (400 in a report's query, 422 in
 * a body), never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singaporeDate } from '../../src/shared/singapore-time';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';

type Rec = Record<string, any>;
const PAST_INT = 2_147_483_648;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] number bounds`, () => {
    let server: TestServer;
    let company: Rec;
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => server.call(method, `/api/v1/${url}`, body);
    const quotation = (lines: Rec[]) => ({ company_id: company.id, quotation_date: singaporeDate('2026-11-20'), lines });
    const count = async (collection: string) => (await call('GET', `${collection}?status=all&page[size]=1`)).json().meta.page.total as number;
    const openQuotations = async () => (await call('GET', 'dashboard')).json().data.open_quotations;
    /** A 422 whose entries are exactly these, field by field. */
    const refused = async (method: 'POST' | 'PATCH', url: string, body: unknown, expected: Record<string, string>) => {
      const res = await call(method, url, body);
      expect(res.statusCode, res.body).toBe(422);
      const errors = res.json().errors as Array<{ title: string; meta: { field: string } }>;
      expect(Object.fromEntries(errors.map((e) => [e.meta.field, e.title]))).toEqual(expected);
    };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      company = (await call('POST', 'companies', { company_id: 'BIG', company_name: 'Bounds Pte Ltd', email: 'ap@bounds.sg' })).json().data;
    });
    afterAll(async () => server?.close());

    it('refuses qty 1e308 and 1e12 × 9,999,999,999,999.99 on a quotation line in sentences, storing nothing; the dashboard stays right', async () => {
      const kept = await call('POST', 'quotations', quotation([{ description: 'Chiller service', qty: 2, unit_price: '1500.00' }]));
      expect(kept.statusCode, kept.body).toBe(201);
      const before = await openQuotations();
      expect(before).toEqual({ count: 1, value: 3270 });
      const quotations = await count('quotations');
      const lines = await count('quotation_lines');

      await refused('POST', 'quotations', quotation([{ description: 'Huge', qty: 1e308, unit_price: '1.00' }]), { 'lines.0.qty': 'Qty must be from 0 to 1,000,000' });
      await refused('POST', 'quotations', quotation([{ description: 'Huger', qty: 1e12, unit_price: '9999999999999.99' }]), {
        'lines.0.qty': 'Qty must be from 0 to 1,000,000',
        'lines.0.unit_price': 'Unit price must be at most 999,999,999.99',
      });
      await refused('POST', 'quotations', quotation([{ description: 'As a number', qty: 1, unit_price: 1e21 }]), { 'lines.0.unit_price': 'Unit price must be at most 999,999,999.99' });
      await refused('PATCH', `quotations/${kept.json().data.id}`, { lines: [{ description: 'Edited past', qty: 1e308, unit_price: '1.00' }] }, { 'lines.0.qty': 'Qty must be from 0 to 1,000,000' });

      expect(await count('quotations')).toBe(quotations);
      expect(await count('quotation_lines')).toBe(lines);
      expect(await openQuotations()).toEqual(before);
    });

    it('refuses a line or a document whose computed amount passes 999,999,999.99, each input being within its own bound', async () => {
      const quotations = await count('quotations');
      await refused('POST', 'quotations', quotation([{ description: 'Million units', qty: 1_000_000, unit_price: '999999999.99' }]), {
        'lines.0.qty': 'Line 1 comes to more than 999,999,999.99 (qty × unit price)',
      });
      // Two lines of 600 million each: 1.2 billion before GST.
      const half = { description: 'Half', qty: 1, unit_price: '600000000.00' };
      await refused('POST', 'quotations', quotation([half, half]), { lines: 'The total comes to more than 999,999,999.99; split it into several documents' });
      expect(await count('quotations')).toBe(quotations);
      // At the bounds, what is stored is exact to the cent.
      const most = await call('POST', 'quotations', quotation([{ description: 'Largest line', qty: 1, unit_price: '917431192.65' }]));
      expect(most.statusCode, most.body).toBe(201);
      expect(most.json().data).toMatchObject({ subtotal: 917431192.65, gst_amount: 82568807.34, total: 999999999.99 });
    });

    it("refuses a covered equipment's qty below 1 and a number past its type's bound", async () => {
      const contract = { company_name: 'Bounds Pte Ltd', start_date: singaporeDate('2026-12-01'), end_date: singaporeDate('2027-11-30') };
      const equipment = await count('contract_equipment');
      await refused('POST', 'contract_headers', { ...contract, equipment: [{ description: 'Split unit', qty: -3 }] }, { 'equipment.0.qty': 'Qty must be at least 1' });
      await refused('POST', 'contract_headers', { ...contract, equipment: [{ description: 'Split unit', qty: 0 }] }, { 'equipment.0.qty': 'Qty must be at least 1' });
      expect(await count('contract_equipment')).toBe(equipment);
      await refused('POST', 'relocation_item_masters', { item_code: 'CRATE', description: 'Crate', volume_cbm: 1e308 }, { volume_cbm: 'Volume (m³) must be at most 1,000,000,000' });
    });
  });

  describe(`[${dialect}] ids past the integer column`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(async () => server?.close());
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => server.call(method, `/api/v1/${url}`, body);

    it('answers a path id past 2^31 as a record that does not exist', async () => {
      for (const [method, url, body] of [
        ['POST', 'outbox/9999999999/resend', undefined],
        ['GET', 'quotations/9999999999', undefined],
        ['PATCH', `quotations/${PAST_INT}`, { remarks: 'x' }],
        ['DELETE', `uom/${PAST_INT}`, undefined],
        ['GET', 'sales_invoices/99999999999999999999/pdf', undefined],
        ['POST', 'sales_invoices/9999999999/send', { to: ['a@example.sg'] }],
      ] as const) {
        const res = await call(method, url, body);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
        expect(res.json().errors[0].code).toBe('NOT_FOUND');
      }
    });

    it('answers an id past 2^31 in a query or a body in a sentence naming it', async () => {
      const pivot = await call('GET', `reports/sales?company_id=${PAST_INT}`);
      expect(pivot.statusCode, pivot.body).toBe(400);
      expect(pivot.json().errors[0]).toMatchObject({ title: 'company_id must be a record id', meta: { parameter: 'company_id' } });
      // An exact filter on an id no record can have matches no record (list-statements.ts).
      const filtered = await call('GET', `quotations?filterExt=company_id=${PAST_INT}`);
      expect(filtered.statusCode, filtered.body).toBe(200);
      expect(filtered.json().data).toEqual([]);
      const body = await call('POST', 'quotations', { company_id: PAST_INT, quotation_date: singaporeDate('2026-11-20'), lines: [] });
      expect(body.statusCode, body.body).toBe(422);
      expect(body.json().errors).toContainEqual(expect.objectContaining({ title: 'Customer must be a record id', meta: { field: 'company_id' } }));
    });
  });
}
