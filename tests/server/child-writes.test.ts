/**
 * A document and its rows are one aggregate (issue 34, item 1; DESIGN.md): a child collection's
 * own POST, PATCH, DELETE, bulk status and audit-log restore follow its record's rules, whatever
 * route is used. Rows written only with their record (a payment's allocations, every priced
 * document's lines, a stock movement's lines) are refused with a sentence; rows the YAML lets be
 * written alone (a service report's parts) only while the record may be changed, never onto
 * another record, and the record is saved again with them. Tried around the screens as finance,
 * sales and custadmin, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '../../src/shared/abilities';
import { savedWithParentTitle } from '../../src/shared/record-lock';
import type { AppAbility } from '../../src/shared/wire';
import { DIALECTS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/api';

type Doc = Record<string, any>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const ROLES = ['finance', 'sales', 'custadmin'] as const;
const day = (date: string) => Date.parse(`${date}T00:00:00+08:00`) / 1000;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] a child row is written only under its record's rules`, () => {
    let server: TestServer;
    const members: Array<{ role: string; token: string; ability: AppAbility }> = [];
    let customer: number;
    let stranger: number;

    beforeAll(async () => {
      server = await startTestServer(dialect);
      for (const role of ROLES) {
        const password = `${role}-child-password`;
        expect((await server.call('POST', '/api/v1/users', { username: `${role}-child`, role, password })).statusCode).toBe(201);
        const { token, user } = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: `${role}-child`, password } })).json().data;
        members.push({ role, token, ability: buildAbility(user.ability) });
      }
      customer = (await ok('POST', 'companies', { company_id: 'CW1', company_name: 'Greenwood Pte Ltd', email: 'ap@greenwood.sg' })).id;
      stranger = (await ok('POST', 'companies', { company_id: 'CW2', company_name: 'Stranger Pte Ltd', email: 'ap@stranger.sg' })).id;
    });
    afterAll(async () => server?.close());

    async function ok(method: Method, url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<any> {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json().data;
    }
    /**
     * The call as each of finance, sales and custadmin: refused, every time. One who may write the
     * child collection hears why (409, `title`); the others are not let in at all (403).
     */
    async function refusedToEach(collection: string, method: Method, url: string, body: unknown, title: string | RegExp): Promise<void> {
      const action = method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : 'update';
      let heard = 0;
      for (const member of members) {
        const res = await server.call(method, `/api/v1/${url}`, body, member.token);
        const may = member.ability.can(action, collection);
        expect(res.statusCode, `${member.role} ${method} ${url}: ${res.body}`).toBe(may ? 409 : 403);
        if (may) {
          expect(res.json().errors[0].title, member.role).toMatch(title);
          heard++;
        }
      }
      expect(heard, `no role may write ${collection}`).toBeGreaterThan(0);
    }
    const titleOf = (parent: string, child: string) => {
      const info = server.registry.require(child);
      expect(info.parent?.def.resource).toBe(parent);
      return savedWithParentTitle(info.parent!.def, info.parent!.child);
    };
    const money = (d: Doc) => [d.total, d.amount_paid, d.balance_due, d.payment_status];
    const invoice = async (company: number, price: string) => {
      const inv = await ok('POST', 'sales_invoices', { company_id: company, invoice_date: day('2026-11-02'), lines: [{ description: 'Servicing', qty: 1, unit_price: price }] });
      await ok('PATCH', 'sales_invoices/status', { ids: [inv.id], status: 'C' });
      return ok('GET', `sales_invoices/${inv.id}`);
    };

    it("refuses raising, changing, moving, deleting or voiding a confirmed payment's allocation; voiding the payment then gives back exactly what it paid", async () => {
      const inv = await invoice(customer, '100');
      const other = await invoice(stranger, '100');
      expect(money(inv)).toEqual([109, 0, 109, 'Unpaid']);
      const payment = await ok('POST', 'payments', { company_id: customer, payment_date: day('2026-11-20'), method: 'PayNow', amount: '50', allocations: [{ invoice_id: inv.id, amount: '50' }], status: 'C' });
      const second = await ok('POST', 'payments', { company_id: customer, payment_date: day('2026-11-20'), method: 'Cash', amount: '5', allocations: [{ invoice_id: inv.id, amount: '5' }], status: 'C' });
      const [allocation] = payment.allocations;
      const title = titleOf('payments', 'payment_allocations');
      expect(title).toBe('The allocations of a payment are saved with their payment: change the payment instead');

      await refusedToEach('payment_allocations', 'POST', 'payment_allocations', { header_id: payment.id, invoice_id: inv.id, amount: '120' }, title);
      await refusedToEach('payment_allocations', 'PATCH', `payment_allocations/${allocation.id}`, { amount: '120' }, title);
      await refusedToEach('payment_allocations', 'PATCH', `payment_allocations/${allocation.id}`, { invoice_id: other.id }, title);
      await refusedToEach('payment_allocations', 'PATCH', 'payment_allocations', { id: allocation.id, header_id: second.id }, title);
      await refusedToEach('payment_allocations', 'DELETE', `payment_allocations/${allocation.id}`, undefined, title);
      await refusedToEach('payment_allocations', 'PATCH', 'payment_allocations/status', { ids: [allocation.id], status: 'V' }, title);
      expect((await ok('GET', `payments/${payment.id}`)).allocations).toEqual([allocation]);
      expect(money(await ok('GET', `sales_invoices/${inv.id}`))).toEqual([109, 55, 54, 'Partly paid']);
      expect(money(await ok('GET', `sales_invoices/${other.id}`))).toEqual([109, 0, 109, 'Unpaid']);

      // Voiding the payment (its own rule) gives back its 50.00, not more; the other invoice never had any of it.
      await ok('PATCH', 'payments/status', { ids: [payment.id], status: 'V' });
      expect(money(await ok('GET', `sales_invoices/${inv.id}`))).toEqual([109, 5, 104, 'Partly paid']);
      // A void payment's allocations stay as they were, too.
      await refusedToEach('payment_allocations', 'POST', 'payment_allocations', { header_id: payment.id, invoice_id: inv.id, amount: '120' }, title);
      await refusedToEach('payment_allocations', 'DELETE', `payment_allocations/${allocation.id}`, undefined, title);
      expect(money(await ok('GET', `sales_invoices/${inv.id}`))).toEqual([109, 5, 104, 'Partly paid']);
    });

    it("refuses replacing a confirmed invoice's or credit note's lines through their own collection: the numbered document keeps its lines and total", async () => {
      const inv = await invoice(customer, '100');
      const [line] = inv.lines;
      const title = titleOf('sales_invoices', 'sales_invoice_lines');
      expect(title).toBe('The lines of a sales invoice are saved with their sales invoice: change the sales invoice instead');
      await refusedToEach('sales_invoice_lines', 'PATCH', `sales_invoice_lines/${line.id}`, { unit_price: '0', amount: '0' }, title);
      await refusedToEach('sales_invoice_lines', 'DELETE', `sales_invoice_lines/${line.id}`, undefined, title);
      await refusedToEach('sales_invoice_lines', 'POST', 'sales_invoice_lines', { header_id: inv.id, description: 'Free', qty: 1, unit_price: '0' }, title);
      await refusedToEach('sales_invoice_lines', 'PATCH', 'sales_invoice_lines/status', { ids: [line.id], status: 'V' }, title);
      const after = await ok('GET', `sales_invoices/${inv.id}`);
      expect(after.lines).toEqual([line]);
      expect([after.subtotal, after.total, after.invoice_no]).toEqual([100, 109, inv.invoice_no]);

      const note = await ok('POST', `sales_invoices/${inv.id}/convert`, { to: 'credit_notes' });
      await refusedToEach('credit_note_lines', 'PATCH', `credit_note_lines/${note.lines[0].id}`, { unit_price: '1000' }, titleOf('credit_notes', 'credit_note_lines'));
      await refusedToEach('credit_note_lines', 'POST', 'credit_note_lines', { header_id: note.id, description: 'More', qty: 1, unit_price: '1000' }, titleOf('credit_notes', 'credit_note_lines'));
      expect((await ok('GET', `credit_notes/${note.id}`)).lines).toEqual(note.lines);
    });

    it("refuses a line's tax code written around its document, and a confirmed invoice's line changing its code; a draft's new code reprices it (issue 39)", async () => {
      const draft = await ok('POST', 'sales_invoices', { company_id: customer, invoice_date: day('2026-11-02'), lines: [{ description: 'Servicing', qty: 1, unit_price: '100' }] });
      expect([draft.lines[0].tax_code, draft.gst_amount, draft.total]).toEqual(['SR', 9, 109]);
      const title = titleOf('sales_invoices', 'sales_invoice_lines');
      // Through the line's own route: refused, a bad code or a good one, in the same sentence.
      await refusedToEach('sales_invoice_lines', 'POST', 'sales_invoice_lines', { header_id: draft.id, description: 'Export', qty: 1, unit_price: '50', tax_code: 'XX' }, title);
      await refusedToEach('sales_invoice_lines', 'PATCH', `sales_invoice_lines/${draft.lines[0].id}`, { tax_code: 'ZR' }, title);
      // Through the document, a bad code is a sentence on the line's field.
      const bad = await server.call('PATCH', `/api/v1/sales_invoices/${draft.id}`, { lines: [{ id: draft.lines[0].id, description: 'Servicing', qty: 1, unit_price: '100', tax_code: 'GST9' }] });
      expect(bad.statusCode, bad.body).toBe(422);
      expect(bad.json().errors[0]).toMatchObject({ title: expect.stringMatching(/^Tax code must be one of/), meta: { field: 'lines.0.tax_code' } });
      // A draft's line may change code: zero-rated, it carries no GST.
      const zero = await ok('PATCH', `sales_invoices/${draft.id}`, { lines: [{ id: draft.lines[0].id, description: 'Servicing', qty: 1, unit_price: '100', tax_code: 'ZR' }] });
      expect([zero.lines[0].tax_code, zero.gst_amount, zero.total]).toEqual(['ZR', 0, 100]);
      // Once confirmed, neither the document nor the line's route changes it.
      await ok('PATCH', 'sales_invoices/status', { ids: [draft.id], status: 'C' });
      const confirmed = await ok('GET', `sales_invoices/${draft.id}`);
      const changed = await server.call('PATCH', `/api/v1/sales_invoices/${draft.id}`, { lines: [{ id: confirmed.lines[0].id, description: 'Servicing', qty: 1, unit_price: '100', tax_code: 'SR' }] });
      expect(changed.statusCode, changed.body).toBe(409);
      expect(changed.json().errors[0].title).toBe('This sales invoice is confirmed and can no longer be changed');
      await refusedToEach('sales_invoice_lines', 'PATCH', `sales_invoice_lines/${confirmed.lines[0].id}`, { tax_code: 'SR' }, title);
      const after = await ok('GET', `sales_invoices/${draft.id}`);
      expect([after.lines[0].tax_code, after.gst_amount, after.total]).toEqual(['ZR', 0, 100]);
    });

    it("refuses editing a confirmed stock-in's line: voiding it then takes back exactly what it brought in", async () => {
      const product = await ok('POST', 'products', { name: 'Copper pipe', sku: 'CW-PIPE', price: 12, stock_quantity: 0 });
      const warehouse = await ok('POST', 'warehouses', { code: 'CW', name: 'Child writes store' });
      const stockIn = await ok('POST', 'stock_movements', { movement_type: 'In', reason: 'Purchase', movement_date: day('2026-11-20'), warehouse_id: warehouse.id, lines: [{ product_id: product.id, qty: 5 }] });
      await ok('PATCH', 'stock_movements/status', { ids: [stockIn.id], status: 'C' });
      expect((await ok('GET', `products/${product.id}`)).stock_quantity).toBe(5);
      const title = titleOf('stock_movements', 'stock_movement_lines');
      await refusedToEach('stock_movement_lines', 'PATCH', `stock_movement_lines/${stockIn.lines[0].id}`, { qty: 500 }, title);
      await refusedToEach('stock_movement_lines', 'POST', 'stock_movement_lines', { header_id: stockIn.id, product_id: product.id, qty: 500 }, title);
      await refusedToEach('stock_movement_lines', 'DELETE', `stock_movement_lines/${stockIn.lines[0].id}`, undefined, title);
      await ok('PATCH', 'stock_movements/status', { ids: [stockIn.id], status: 'V' });
      expect((await ok('GET', `products/${product.id}`)).stock_quantity).toBe(0);
    });

    it('refuses every own write of every child collection saved with its record, in one sentence naming the record, and a restore of one from the audit log', async () => {
      const saved = server.registry.defs.map((d) => server.registry.require(d.resource)).filter((info) => info.parent && !info.parent.child.writtenAlone);
      expect(saved.map((i) => i.def.resource)).toEqual(expect.arrayContaining(['payment_allocations', 'sales_invoice_lines', 'credit_note_lines', 'stock_movement_lines', 'supplier_movement_lines', 'quotation_lines']));
      for (const { def, parent } of saved) {
        const title = savedWithParentTitle(parent!.def, parent!.child);
        for (const [method, url, body] of [
          ['POST', def.resource, {}],
          ['PATCH', `${def.resource}/1`, {}],
          ['DELETE', `${def.resource}/1`, undefined],
          ['PATCH', `${def.resource}/status`, { ids: [1], status: 'V' }],
        ] as const) {
          const res = await server.call(method, `/api/v1/${url}`, body);
          expect(res.statusCode, `${method} ${url}`).toBe(409);
          expect(res.json().errors[0], `${method} ${url}`).toMatchObject({ code: 'CONFLICT', title, meta: { field: parent!.child.target } });
        }
      }
      // A line's earlier price put back from the audit log would change a confirmed invoice behind its total.
      const draft = await ok('POST', 'sales_invoices', { company_id: customer, invoice_date: day('2026-11-02'), lines: [{ description: 'Servicing', qty: 1, unit_price: '80' }] });
      await ok('PATCH', `sales_invoices/${draft.id}`, { lines: [{ id: draft.lines[0].id, description: 'Servicing', qty: 1, unit_price: '100' }] });
      await ok('PATCH', 'sales_invoices/status', { ids: [draft.id], status: 'C' });
      const entries = await ok('GET', `audit-log?filterExt=${encodeURIComponent(`model='sales_invoice_lines',header_id=${draft.lines[0].id}`)}&sort=id`);
      const change = entries.find((e: Doc) => e.action === 'update');
      const res = await server.call('POST', `/api/v1/audit-log/${change.id}/restore`, { fields: ['unit_price'] });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().errors[0].title).toBe(`Cannot restore: ${titleOf('sales_invoices', 'sales_invoice_lines')}`);
      expect((await ok('GET', `sales_invoices/${draft.id}`)).lines[0].unit_price).toBe(100);
    });

    it("writes a part of a service report on its own while the report may be changed, saving the report with it; never onto another report, nor once the report is void", async () => {
      const job = await ok('POST', 'joborder_headers', { company_name: 'Greenwood', problem_description: 'Leaking unit' });
      const other = await ok('POST', 'joborder_headers', { company_name: 'Greenwood', problem_description: 'Noisy unit' });
      const report = await ok('POST', 'service_reports', { joborder_header_id: job.id, time_in: day('2026-11-20'), work_done: '<p>Checked</p>', parts: [{ description: 'Filter', qty: 1 }] });
      const otherReport = await ok('POST', 'service_reports', { joborder_header_id: other.id, time_in: day('2026-11-20'), work_done: '<p>Checked</p>' });
      const custadmin = members.find((m) => m.role === 'custadmin')!;
      const added = await server.call('POST', '/api/v1/service_report_parts', { header_id: report.id, description: 'Screws', qty: 4 }, custadmin.token);
      expect(added.statusCode, added.body).toBe(201);
      const saved = await ok('GET', `service_reports/${report.id}`);
      expect(saved.parts.map((p: Doc) => p.description)).toEqual(['Filter', 'Screws']);
      expect(saved.updated_at).toBeGreaterThan(report.updated_at); // the report was saved again with its part
      const part = added.json().data;

      // Never moved to another report through the part's own route.
      const moved = await server.call('PATCH', `/api/v1/service_report_parts/${part.id}`, { header_id: otherReport.id }, custadmin.token);
      expect(moved.statusCode, moved.body).toBe(409);
      expect(moved.json().errors[0]).toMatchObject({ title: 'A part used stays with its service report: remove it there and add it to the other service report', meta: { field: 'header_id' } });
      expect((await ok('GET', `service_reports/${otherReport.id}`)).parts).toEqual([]);

      // A void report keeps its parts as they were.
      await ok('PATCH', 'service_reports/status', { ids: [report.id], status: 'V' });
      for (const [method, url, body] of [
        ['POST', 'service_report_parts', { header_id: report.id, description: 'Gas', qty: 1 }],
        ['PATCH', `service_report_parts/${part.id}`, { qty: 40 }],
        ['DELETE', `service_report_parts/${part.id}`, undefined],
        ['PATCH', 'service_report_parts/status', { ids: [part.id], status: 'V' }],
      ] as const) {
        const res = await server.call(method, `/api/v1/${url}`, body, custadmin.token);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(409);
        expect(res.json().errors[0].title).toBe('This service report is void and can no longer be changed');
      }
      expect((await ok('GET', `service_reports/${report.id}`)).parts.map((p: Doc) => [p.description, p.qty])).toEqual([['Filter', 1], ['Screws', 4]]);
    });
  });
}
