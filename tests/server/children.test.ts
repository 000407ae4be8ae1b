/**
 * Child lines saved with their parent in one transaction (a quotation's lines), priced lines with
 * computed totals, and document numbers from a numbering series (taken when a quotation is confirmed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';

for (const dialect of DIALECTS) {
  describe(`[${dialect}] child lines`, () => {
    let server: TestServer;
    let companyId: number;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      companyId = (await server.call('POST', '/api/v1/companies', { company_id: 'C1', company_name: 'Acme', email: 'a@acme.sg' })).json().data.id;
    });
    afterAll(async () => server?.close());

    const create = (body: Record<string, unknown>) => server.call('POST', '/api/v1/quotations', { company_id: companyId, quotation_date: 1_790_000_000, ...body });
    const confirm = async (id: number) => {
      expect((await server.call('PATCH', '/api/v1/quotations/status', { ids: [id], status: 'C' })).statusCode).toBe(200);
      return (await server.call('GET', `/api/v1/quotations/${id}`)).json().data;
    };

    it('creates a quotation with its lines, prices them and numbers it when confirmed', async () => {
      const res = await create({
        gst_percent: 9,
        lines: [
          { description: 'Aircon servicing', qty: 3, unit_price: '45.50' },
          { description: 'Gas top-up', qty: 1, unit_price: 80, discount: 10 },
        ],
      });
      expect(res.statusCode).toBe(201);
      const q = res.json().data;
      expect(q.quotation_no).toBeNull(); // a draft shows no number
      expect(q.lines.map((l: { amount: number }) => l.amount)).toEqual([136.5, 72]);
      expect(q.lines.every((l: { header_id: number }) => l.header_id === q.id)).toBe(true);
      expect([q.subtotal, q.gst_amount, q.total]).toEqual([208.5, 18.77, 227.27]);
      const second = (await create({})).json().data;
      expect((await confirm(second.id)).quotation_no).toBe('QUO-00001'); // the series seeded with the reference data
      const got = await confirm(q.id);
      expect(got.quotation_no).toBe('QUO-00002');
      expect(got.lines).toHaveLength(2);
    });

    it('replaces the lines on update: kept lines updated, new added, missing removed; totals follow', async () => {
      const q = (await create({ gst_percent: 0, lines: [{ description: 'A', qty: 1, unit_price: 10 }, { description: 'B', qty: 1, unit_price: 20 }] })).json().data;
      const [a] = q.lines;
      const res = await server.call('PATCH', `/api/v1/quotations/${q.id}`, {
        updated_at: q.updated_at,
        lines: [{ ...a, qty: 2 }, { description: 'C', qty: 1, unit_price: 5 }],
      });
      expect(res.statusCode).toBe(200);
      const after = res.json().data;
      expect(after.lines.map((l: { description: string; amount: number }) => [l.description, l.amount])).toEqual([
        ['A', 20],
        ['C', 5],
      ]);
      expect(after.lines[0].id).toBe(a.id);
      expect([after.subtotal, after.total]).toEqual([25, 27.25]); // 9% GST: the rate the client sent (0) is not trusted
      const audit = (await server.call('GET', `/api/v1/audit-log?filterExt=${encodeURIComponent("model='quotation_lines'")}&page[size]=100`)).json().data;
      expect(audit.filter((e: { header_id: number; action: string }) => e.header_id === q.lines[1].id).map((e: { action: string }) => e.action).sort()).toEqual(['create', 'delete']);
    });

    it('adds a line sent with empty keys of its own (status null, as a form copies them from the first line)', async () => {
      const q = (await create({ lines: [{ description: 'A', qty: 1, unit_price: 10 }] })).json().data;
      const blank = Object.fromEntries(Object.keys(q.lines[0]).filter((k) => k !== 'id').map((k) => [k, null]));
      const res = await server.call('PATCH', `/api/v1/quotations/${q.id}`, { updated_at: q.updated_at, lines: [q.lines[0], { ...blank, description: 'Service', qty: 2, unit_price: 30, discount: 0 }] });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json().data;
      expect(after.lines.map((l: { description: string; amount: number; status: string }) => [l.description, l.amount, l.status])).toEqual([
        ['A', 10, q.lines[0].status],
        ['Service', 60, q.lines[0].status],
      ]);
      const wrong = await server.call('PATCH', `/api/v1/quotations/${q.id}`, { updated_at: after.updated_at, lines: [{ description: 'B', qty: 1, unit_price: 1, status: 'X' }] });
      expect(wrong.json().errors[0]).toMatchObject({ title: 'Status must be one of: N, O, R, C, V', meta: { field: 'lines.0.status' } });
    });

    it('recomputes totals when only the date changes the GST rate, ignoring a rate the client sends', async () => {
      const q = (await create({ gst_percent: 0, lines: [{ description: 'A', qty: 1, unit_price: 100 }] })).json().data;
      expect([q.gst_percent, q.total]).toEqual([9, 109]);
      const after = (await server.call('PATCH', `/api/v1/quotations/${q.id}`, { quotation_date: 1_688_000_000 })).json().data; // June 2023
      expect([after.gst_percent, after.subtotal, after.gst_amount, after.total]).toEqual([8, 100, 8, 108]);
      expect(after.lines).toHaveLength(1);
    });

    it('refuses bad lines with one 422 entry per field, naming the line, and writes nothing', async () => {
      const before = (await server.call('GET', '/api/v1/quotations?status=all')).json().meta.page.total;
      const res = await create({ lines: [{ description: 'ok', qty: 1, unit_price: 1 }, { qty: 'x', unit_price: '1.234', bogus: 1 }, 7] });
      expect(res.statusCode).toBe(422);
      const fields = res.json().errors.map((e: { meta: { field: string } }) => e.meta.field).sort();
      expect(fields).toEqual(['lines.1.bogus', 'lines.1.description', 'lines.1.qty', 'lines.1.unit_price', 'lines.2']);
      expect((await server.call('GET', '/api/v1/quotations?status=all')).json().meta.page.total).toBe(before);
    });

    it("refuses a line id that belongs to another quotation, leaving both untouched", async () => {
      const one = (await create({ lines: [{ description: 'one', qty: 1, unit_price: 1 }] })).json().data;
      const two = (await create({ lines: [{ description: 'two', qty: 1, unit_price: 1 }] })).json().data;
      const res = await server.call('PATCH', `/api/v1/quotations/${two.id}`, { lines: [{ id: one.lines[0].id, description: 'stolen', qty: 1, unit_price: 1 }] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].meta.field).toBe('lines.0.id');
      expect((await server.call('GET', `/api/v1/quotations/${one.id}`)).json().data.lines[0].description).toBe('one');
      expect((await server.call('GET', `/api/v1/quotations/${two.id}`)).json().data.lines[0].description).toBe('two');
    });

    it('deletes the lines with the quotation, and keeps them in the audit log', async () => {
      const q = (await create({ lines: [{ description: 'gone', qty: 1, unit_price: 1 }] })).json().data;
      expect((await server.call('DELETE', `/api/v1/quotations/${q.id}`)).statusCode).toBe(200);
      expect((await server.call('GET', `/api/v1/quotation_lines/${q.lines[0].id}`)).statusCode).toBe(404);
      const audit = (await server.call('GET', `/api/v1/audit-log?filterExt=${encodeURIComponent(`model='quotation_lines',header_id=${q.lines[0].id}`)}`)).json().data;
      expect(audit.map((e: { action: string }) => e.action).sort()).toEqual(['create', 'delete']);
    });

    it("keeps numbers inside the YAML's min and max (discount 0-100 %)", async () => {
      const res = await create({ exchange_rate: -1, lines: [{ description: 'x', qty: -1, unit_price: 1, discount: 150 }] });
      expect(res.statusCode).toBe(422);
      const titles = Object.fromEntries(res.json().errors.map((e: { title: string; meta: { field: string } }) => [e.meta.field, e.title]));
      expect(titles).toEqual({
        exchange_rate: 'Exchange rate must be at least 0',
        'lines.0.qty': 'Qty must be from 0 to 1,000,000',
        'lines.0.discount': 'Discount % must be from 0 to 100',
      });
    });

    it('numbers from a series an admin set up', async () => {
      await server.call('POST', '/api/v1/numbering_series', { code: 'quotation_sg', name: 'x', prefix: 'Q', next_number: 1, padding: 3 });
      const series = (await server.call('GET', `/api/v1/numbering_series?filterExt=${encodeURIComponent("code='quotation'")}`)).json().data[0];
      const res = await server.call('PATCH', `/api/v1/numbering_series/${series.id}`, { prefix: 'SGQ-', next_number: 500, padding: 4 });
      expect(res.statusCode).toBe(200);
      expect((await confirm((await create({})).json().data.id)).quotation_no).toBe('SGQ-0500');
    });
  });
}
