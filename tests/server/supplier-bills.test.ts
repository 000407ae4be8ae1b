/**
 * Paying suppliers (issue 38 items 3 and 4; api-contract.md "Purchases and payables"), on both
 * databases: a supplier bill priced per input tax code with its due date from the terms, paid in
 * part and then in full (amount paid, balance and status after each), its supplier's invoice
 * number once per supplier, concurrent payments that together exceed it, voiding a payment, the
 * allocations' own route and the bill's state and currency, payables by age to the cent, the
 * finance home's "due this week", and who may see any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { OverdueReminders } from '../../src/server/sales/overdue';

type Doc = Record<string, any>;
const day = (date: string) => Date.parse(`${date}T00:00:00+08:00`) / 1000;
const figures = (bill: Doc) => [bill.total, bill.amount_paid, bill.balance_due, bill.payment_status];

for (const dialect of DIALECTS) {
  describe(`[${dialect}] supplier bills and supplier payments`, () => {
    let server: TestServer;
    let ok: ReturnType<typeof workingCalls>['ok'];
    let finance: string;
    let technician: string;
    let supplier: number;
    let other: number;
    beforeAll(async () => {
      server = await startTestServer(dialect);
      const calls = workingCalls(server);
      ok = calls.ok;
      finance = (await calls.signIn('bills-finance', 'finance')).token;
      technician = (await calls.signIn('bills-tech', 'technician')).token;
      const company = async (code: string, name: string) => (await ok('POST', 'companies', { company_id: code, company_name: name, co_type: 'Supplier', email: `${code.toLowerCase()}@example.com` }, undefined, 201)).id as number;
      supplier = await company('SUP-AIR', 'Aircon Parts Supply Pte Ltd');
      other = await company('SUP-FIL', 'Filter House Pte Ltd');
    });
    afterAll(async () => server?.close());

    /** Finance at work: the call must answer `status`. */
    const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, status = method === 'POST' ? 201 : 200) => ok(method, url, body, finance, status);
    const refused = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body: unknown, status: number, token = finance) => {
      const res = await server.call(method, `/api/v1/${url}`, body, token);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().errors as Array<{ code: string; title: string; meta?: Record<string, unknown> }>;
    };
    const bill = (values: Doc) => as('POST', 'supplier_bills', { company_id: supplier, bill_date: day('2026-11-02'), payment_terms: 'Net 30', ...values });
    const confirmed = async (values: Doc) => {
      const draft = await bill(values);
      await as('PATCH', 'supplier_bills/status', { ids: [draft.id], status: 'C' });
      return as('GET', `supplier_bills/${draft.id}`);
    };
    const pay = (amount: string, allocations: Doc[], extra: Doc = {}) =>
      server.call('POST', '/api/v1/supplier_payments', { company_id: supplier, payment_date: day('2026-11-20'), method: 'Bank transfer', amount, allocations, ...extra }, finance);

    it('prices a bill per input tax code (only TX and BL at the standard rate), takes its due date from the terms, and pays it in part and then in full', async () => {
      const draft = await bill({
        supplier_invoice_no: 'AP-1001',
        lines: [
          { description: 'Compressor 2.5 kW', qty: 2, unit_cost: '100', tax_code: 'TX' },
          { description: 'Refrigerant, imported', qty: 1, unit_cost: '50', tax_code: 'ZP' },
          { description: 'Staff lunch', qty: 1, unit_cost: '10.05', tax_code: 'BL' },
          { description: 'Hand tools', qty: 3, unit_cost: '10', tax_code: 'NR' },
        ],
      });
      // TX 200.00 -> GST 18.00; BL 10.05 -> 0.9045, 0.90; ZP and NR none: 290.05 + 18.90.
      expect([draft.subtotal, draft.gst_amount, draft.total, draft.gst_percent]).toEqual([290.05, 18.9, 308.95, 9]);
      expect(draft.lines.map((l: Doc) => l.amount)).toEqual([200, 50, 10.05, 30]);
      expect(draft.due_date).toBe(day('2026-12-02'));
      expect([draft.bill_no, draft.balance_due, draft.payment_status]).toEqual([null, 308.95, 'Unpaid']);
      // A draft is not paid: only a confirmed bill.
      const early = await pay('100', [{ bill_id: draft.id, amount: '100' }]);
      expect(early.statusCode, early.body).toBe(422);
      expect(early.json().errors[0]).toMatchObject({ title: 'This bill is not confirmed: only a confirmed bill can be paid'.replace('This bill', `bill ${draft.id}`), meta: { field: 'allocations.0.bill_id' } });

      await as('PATCH', 'supplier_bills/status', { ids: [draft.id], status: 'C' });
      const posted = await as('GET', `supplier_bills/${draft.id}`);
      expect(posted.bill_no).toMatch(/^BILL-\d{5}$/);
      expect(figures(posted)).toEqual([308.95, 0, 308.95, 'Unpaid']);
      // Confirmed, it is locked as numbered.
      expect((await refused('PATCH', `supplier_bills/${draft.id}`, { supplier_invoice_no: 'AP-1001X' }, 409))[0].code).toBe('CONFLICT');

      const first = await pay('100.01', [{ bill_id: draft.id, amount: '100.01' }]);
      expect(first.statusCode, first.body).toBe(201);
      const payment = first.json().data;
      expect(payment.payment_no).toMatch(/^PV-\d{5}$/);
      expect([payment.amount_base, payment.unallocated, payment.allocations[0].bill_amount]).toEqual([100.01, 0, 100.01]);
      expect(figures(await as('GET', `supplier_bills/${draft.id}`))).toEqual([308.95, 100.01, 208.94, 'Partly paid']);

      // One cent more than the balance is refused in a sentence naming the bill and its balance.
      const over = await pay('208.95', [{ bill_id: draft.id, amount: '208.95' }]);
      expect(over.statusCode, over.body).toBe(422);
      expect(over.json().errors[0]).toMatchObject({ title: `${posted.bill_no} has 208.94 left to pay: 208.95 is more than its balance`, meta: { field: 'allocations.0.amount' } });

      const rest = await pay('250', [{ bill_id: draft.id, amount: '208.94' }], { method: 'Cheque', reference: '000123' });
      expect(rest.statusCode, rest.body).toBe(201);
      expect(rest.json().data.unallocated).toBe(41.06);
      expect(figures(await as('GET', `supplier_bills/${draft.id}`))).toEqual([308.95, 308.95, 0, 'Paid']);
      // A bill with payments against it is not voided before them.
      const stays = await refused('PATCH', 'supplier_bills/status', { ids: [draft.id], status: 'V' }, 409);
      expect(stays[0].title).toBe(`${posted.bill_no} has payments against it: void them first, then void the bill`);
    });

    it("takes a supplier's invoice number once per supplier: a second is 409 naming the first bill; another supplier's, or after the first is void, is fine", async () => {
      const first = await confirmed({ supplier_invoice_no: 'INV-7788', lines: [{ description: 'Filters', qty: 10, unit_cost: '4.5' }] });
      for (const number of ['INV-7788', ' inv-7788 ']) {
        const errors = await refused('POST', 'supplier_bills', { company_id: supplier, bill_date: day('2026-11-05'), supplier_invoice_no: number, lines: [{ description: 'Filters', qty: 1, unit_cost: '4.5' }] }, 409);
        expect(errors[0]).toMatchObject({
          code: 'CONFLICT',
          title: `Aircon Parts Supply Pte Ltd's invoice INV-7788 is already entered as ${first.bill_no}: a supplier's invoice is billed once`,
          meta: { field: 'supplier_invoice_no', bill_id: first.id, bill_no: first.bill_no },
        });
      }
      // Renaming another draft onto it is refused too; a draft is named by its id.
      const draft = await bill({ supplier_invoice_no: 'INV-7789', lines: [{ description: 'Filters', qty: 1, unit_cost: '4.5' }] });
      expect((await refused('PATCH', `supplier_bills/${draft.id}`, { supplier_invoice_no: 'INV-7788' }, 409))[0].meta).toMatchObject({ bill_id: first.id });
      const again = await refused('POST', 'supplier_bills', { company_id: supplier, bill_date: day('2026-11-05'), supplier_invoice_no: 'inv-7789', lines: [{ description: 'Filters', qty: 1, unit_cost: '4.5' }] }, 409);
      expect(again[0].title).toBe(`Aircon Parts Supply Pte Ltd's invoice INV-7789 is already entered as draft bill ${draft.id}: a supplier's invoice is billed once`);
      // The same number from another supplier is that supplier's own invoice.
      await as('POST', 'supplier_bills', { company_id: other, bill_date: day('2026-11-05'), supplier_invoice_no: 'INV-7788', lines: [{ description: 'Filters', qty: 1, unit_cost: '4.5' }] });
      // Voided, the first no longer counts.
      await as('PATCH', 'supplier_bills/status', { ids: [first.id], status: 'V' });
      await as('POST', 'supplier_bills', { company_id: supplier, bill_date: day('2026-11-05'), supplier_invoice_no: 'INV-7788', lines: [{ description: 'Filters', qty: 10, unit_cost: '4.5' }] });
    });

    it('lets only one of two payments that together exceed a bill through, whatever runs at once: the balance never goes below zero', async () => {
      const target = await confirmed({ supplier_invoice_no: 'RACE-1', lines: [{ description: 'Copper pipe', qty: 1, unit_cost: '100' }] });
      expect(target.total).toBe(109);
      for (let round = 0; round < 3; round++) {
        const before = await as('GET', `supplier_bills/${target.id}`);
        if (before.balance_due === 0) break;
        const half = (before.balance_due / 2 + 0.01).toFixed(2);
        const answers = await Promise.all([pay(half, [{ bill_id: target.id, amount: half }]), pay(half, [{ bill_id: target.id, amount: half }])]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
        const after = await as('GET', `supplier_bills/${target.id}`);
        expect(after.balance_due).toBe(Math.round((before.balance_due - Number(half)) * 100) / 100);
        expect(after.balance_due).toBeGreaterThanOrEqual(0);
      }
      const payments = await as('GET', `supplier_payments?status=C&page[size]=100&filter=${encodeURIComponent('Aircon')}`);
      const paid = payments.flatMap((p: Doc) => p.allocations ?? []).filter((a: Doc) => a.bill_id === target.id);
      const after = await as('GET', `supplier_bills/${target.id}`);
      expect(after.amount_paid + after.balance_due).toBe(109);
      if (paid.length) expect(Math.round(paid.reduce((s: number, a: Doc) => s + a.amount, 0) * 100) / 100).toBe(after.amount_paid);
    });

    it('gives the balance back when a payment is voided, and keeps a confirmed payment as it is otherwise', async () => {
      const target = await confirmed({ supplier_invoice_no: 'VOID-1', lines: [{ description: 'Fan motor', qty: 1, unit_cost: '200' }] });
      const payment = (await pay('150', [{ bill_id: target.id, amount: '150' }])).json().data;
      expect(figures(await as('GET', `supplier_bills/${target.id}`))).toEqual([218, 150, 68, 'Partly paid']);
      const kept = await refused('PATCH', `supplier_payments/${payment.id}`, { amount: '10' }, 409);
      expect(kept[0].title).toBe(`${payment.payment_no} is confirmed: void it to give its allocations back, then record it again`);
      await as('PATCH', 'supplier_payments/status', { ids: [payment.id], status: 'V' });
      expect(figures(await as('GET', `supplier_bills/${target.id}`))).toEqual([218, 0, 218, 'Unpaid']);
      // With nothing against it, the bill may be voided now.
      await as('PATCH', 'supplier_bills/status', { ids: [target.id], status: 'V' });
    });

    it("refuses an allocation written through its own route, and one against another supplier's bill or in another currency, in sentences", async () => {
      const target = await confirmed({ supplier_invoice_no: 'ALLOC-1', lines: [{ description: 'Valve', qty: 1, unit_cost: '100' }] });
      const payment = (await pay('10', [{ bill_id: target.id, amount: '10' }])).json().data;
      const own = await refused('POST', 'supplier_payment_allocations', { header_id: payment.id, bill_id: target.id, amount: '99' }, 409);
      expect(own[0]).toMatchObject({ code: 'CONFLICT', title: 'The allocations of a supplier payment are saved with their supplier payment: change the supplier payment instead', meta: { field: 'header_id' } });
      expect((await refused('PATCH', `supplier_payment_allocations/${payment.allocations[0].id}`, { amount: '99' }, 409))[0].code).toBe('CONFLICT');
      expect(figures(await as('GET', `supplier_bills/${target.id}`))).toEqual([109, 10, 99, 'Partly paid']);

      const theirs = await confirmed({ company_id: other, supplier_invoice_no: 'ALLOC-2', lines: [{ description: 'Valve', qty: 1, unit_cost: '100' }] });
      const wrong = await pay('10', [{ bill_id: theirs.id, amount: '10' }]);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors[0]).toMatchObject({ title: `${theirs.bill_no} is another supplier's bill`, meta: { field: 'allocations.0.bill_id' } });
      const dollars = await pay('10', [{ bill_id: target.id, amount: '10' }], { currency_id: 'USD', exchange_rate: 1.31 });
      expect(dollars.statusCode).toBe(422);
      expect(dollars.json().errors[0].title).toBe(`${target.bill_no} is in SGD: a payment in USD cannot pay it (record it in SGD, or in SGD to convert it at the bill's rate of 1)`);
      // A USD bill takes USD, or SGD at its own rate.
      const usd = await confirmed({ supplier_invoice_no: 'USD-1', currency_id: 'USD', exchange_rate: 1.3425, lines: [{ description: 'Controller', qty: 1, unit_cost: '1000', tax_code: 'IM' }] });
      expect([usd.total, usd.total_base, usd.gst_amount]).toEqual([1000, 1342.5, 0]);
      const sgd = await pay('671.25', [{ bill_id: usd.id, amount: '671.25' }]);
      expect(sgd.statusCode, sgd.body).toBe(201);
      expect(sgd.json().data.allocations[0].bill_amount).toBe(500);
      const after = await as('GET', `supplier_bills/${usd.id}`);
      expect([after.amount_paid, after.balance_due, after.balance_due_base, after.payment_status]).toEqual([500, 500, 671.25, 'Partly paid']);
      for (const id of [target.id, theirs.id, usd.id]) expect((await as('GET', `supplier_bills/${id}`)).balance_due).toBeGreaterThanOrEqual(0);
    });

    it('ages what is owed to each supplier on a day, to the cent, counting payments dated after the day as still owed', async () => {
      const aged = await ok('POST', 'companies', { company_id: 'SUP-AGE', company_name: 'Ageing Supplies Pte Ltd', co_type: 'Supplier', email: 'age@example.com' }, undefined, 201);
      const on = async (no: string, date: string, terms: string, cost: string, code = 'TX') => {
        const draft = await as('POST', 'supplier_bills', { company_id: aged.id, supplier_invoice_no: no, bill_date: day(date), payment_terms: terms, lines: [{ description: no, qty: 1, unit_cost: cost, tax_code: code }] });
        await as('PATCH', 'supplier_bills/status', { ids: [draft.id], status: 'C' });
        return as('GET', `supplier_bills/${draft.id}`);
      };
      const current = await on('AGE-1', '2026-11-20', 'Net 30', '100.10'); // due 20 Dec: 109.11
      const recent = await on('AGE-2', '2026-11-10', 'COD', '33.33'); // 20 days past due: 36.33 (36.3297)
      const middle = await on('AGE-3', '2026-10-01', 'Net 14', '50', 'ZP'); // due 15 Oct, 46 days: 50.00
      const old = await on('AGE-4', '2026-08-01', 'COD', '0.05'); // 121 days: 0.05 + 0.0045 -> 0.05
      await on('AGE-5', '2026-12-05', 'COD', '999'); // after the day: not owed on it
      expect([current.total, recent.total, middle.total, old.total]).toEqual([109.11, 36.33, 50, 0.05]);
      // Paid in part on 1 December: still owed in full on 30 November.
      const res = await server.call('POST', '/api/v1/supplier_payments', { company_id: aged.id, payment_date: day('2026-12-01'), method: 'GIRO', amount: '20.01', allocations: [{ bill_id: middle.id, amount: '20.01' }] }, finance);
      expect(res.statusCode, res.body).toBe(201);
      const rowOn = async (asOf: string) => {
        const answer = await server.call('GET', `/api/v1/reports/payables?as_of=${asOf}`, undefined, finance);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().meta.as_of).toBe(asOf);
        return answer.json().data.find((r: Doc) => r.company_id === aged.id);
      };
      expect(await rowOn('2026-11-30')).toEqual({ company_id: aged.id, company_name: 'Ageing Supplies Pte Ltd', current: 109.11, d1_30: 36.33, d31_60: 50, d61_90: 0, over_90: 0.05, total: 195.49 });
      expect(await rowOn('2026-12-01')).toEqual({ company_id: aged.id, company_name: 'Ageing Supplies Pte Ltd', current: 109.11, d1_30: 36.33, d31_60: 29.99, d61_90: 0, over_90: 0.05, total: 175.48 });
      expect(await rowOn('2026-07-31')).toBeUndefined();
      // The daily run marks a bill Overdue once its due date has passed, as it marks invoices, and mails nobody about it.
      const today = day(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
      const soon = await on('AGE-6', new Date((today + 8 * 3600) * 1000).toISOString().slice(0, 10), 'Net 7', '10');
      const mails: unknown[] = [];
      const run = (at: number) => new OverdueReminders(server.registry, server.records, { send: async (m) => (mails.push(m), 'queued'), resend: async () => 'queued', relay: false, close: () => {} }).run(at);
      expect([soon.due_date, soon.payment_status]).toEqual([today + 7 * 86400, 'Unpaid']);
      await run(today + 7 * 86400 + 3600); // its due day: not yet overdue
      expect((await as('GET', `supplier_bills/${soon.id}`)).payment_status).toBe('Unpaid');
      await run(today + 8 * 86400 + 3600);
      expect((await as('GET', `supplier_bills/${soon.id}`)).payment_status).toBe('Overdue');
      expect(mails).toEqual([]);

      const bad = await refused('GET', 'reports/payables?as_of=2026-02-30', undefined, 400);
      expect(bad[0]).toMatchObject({ title: 'as_of must be a real date, YYYY-MM-DD', meta: { parameter: 'as_of' } });
    });

    it('bills a purchase order from what was received, or all that was ordered, and never above it', async () => {
      const warehouse = await ok('POST', 'warehouses', { code: 'BILLS', name: 'Bills store' }, undefined, 201);
      const order = await ok('POST', 'purchase_orders', {
        company_id: supplier,
        order_date: day('2026-11-03'),
        warehouse_id: warehouse.id,
        currency_id: 'SGD',
        lines: [
          { description: 'Fan coil', qty: 10, unit_cost: '25.10', tax_code: 'TX' },
          { description: 'Freight', qty: 1, unit_cost: '40', tax_code: 'OP' },
        ],
      }, undefined, 201);
      const [coil, freight] = order.lines;
      // A draft order is not billed.
      const draft = await refused('POST', `purchase_orders/${order.id}/convert`, { to: 'supplier_bills', supplier_invoice_no: 'PO-BILL-0' }, 409);
      expect(draft[0].title).toBe('Confirm this purchase order before billing it: a supplier bills what was ordered');
      await ok('PATCH', 'purchase_orders/status', { ids: [order.id], status: 'C' });
      const po = (await ok('GET', `purchase_orders/${order.id}`)).po_no as string;
      await ok('POST', `purchase_orders/${order.id}/receive`, { lines: [{ line_id: coil.id, qty: 4 }, { line_id: freight.id, qty: 1 }] }, undefined, 201);

      // What was received: 4 coils and the freight, with the order's costs and tax codes.
      const first = await as('POST', `purchase_orders/${order.id}/convert`, { to: 'supplier_bills', supplier_invoice_no: 'PO-BILL-1', bill_date: day('2026-11-10'), payment_terms: 'Net 14' });
      expect(first.lines.map((l: Doc) => [l.description, l.qty, l.unit_cost, l.tax_code, l.source_line_id])).toEqual([
        ['Fan coil', 4, 25.1, 'TX', coil.id],
        ['Freight', 1, 40, 'OP', freight.id],
      ]);
      expect([first.company_id, first.source_collection, first.source_id, first.bill_date, first.due_date, first.status]).toEqual([supplier, 'purchase_orders', order.id, day('2026-11-10'), day('2026-11-24'), 'O']);
      expect([first.subtotal, first.gst_amount, first.total]).toEqual([140.4, 9.04, 149.44]); // 9% of 100.40 (9.036)
      // Nothing more was received: a second bill of what was received is refused in a sentence.
      const nothing = await refused('POST', `purchase_orders/${order.id}/convert`, { to: 'supplier_bills', supplier_invoice_no: 'PO-BILL-2' }, 409);
      expect(nothing[0].title).toBe('Nothing is left open on this purchase order to bill of what was received (bill what was ordered with "basis": "ordered")');
      // All that was ordered: what the first did not bill, and no more.
      const above = await refused('POST', `purchase_orders/${order.id}/convert`, { to: 'supplier_bills', supplier_invoice_no: 'PO-BILL-2', basis: 'ordered', lines: [{ line_id: coil.id, qty: 7 }] }, 409);
      expect(above[0]).toMatchObject({ title: 'Only 6 of "Fan coil" is left to bill, not 7', meta: { field: 'lines', line_id: coil.id, open: 6 } });
      const rest = await as('POST', `purchase_orders/${order.id}/convert`, { to: 'supplier_bills', supplier_invoice_no: 'PO-BILL-2', basis: 'ordered' });
      expect(rest.lines.map((l: Doc) => [l.description, l.qty])).toEqual([['Fan coil', 6]]);
      // A converted bill changed by hand above its order is refused too, naming the line and the order.
      const changed = await refused('PATCH', `supplier_bills/${rest.id}`, { lines: [{ id: rest.lines[0].id, description: 'Fan coil', qty: 7, unit_cost: '25.10', source_line_id: coil.id }] }, 409);
      expect(changed[0].title).toBe(`"Fan coil" is billed 7 here and 4 on other bills, more than the 10 ordered on ${po}: a bill is never above its purchase order`);
      await as('PATCH', 'supplier_bills/status', { ids: [first.id, rest.id], status: 'C' });
      expect((await as('GET', `supplier_bills/${rest.id}`)).total).toBe(164.15); // 150.60 + 13.55 (13.554)
      // A void bill gives its quantities back to the order.
      await as('PATCH', 'supplier_bills/status', { ids: [rest.id], status: 'V' });
      const again = await as('POST', `purchase_orders/${order.id}/convert`, { to: 'supplier_bills', supplier_invoice_no: 'PO-BILL-3', basis: 'ordered' });
      expect(again.lines.map((l: Doc) => l.qty)).toEqual([6]);
      // Purchasing reads bills, never makes them; a technician sees none of it.
      expect((await refused('POST', `purchase_orders/${order.id}/convert`, { to: 'supplier_bills', supplier_invoice_no: 'PO-BILL-4' }, 403, technician))[0].code).toBe('FORBIDDEN');
    });

    it("shows finance what is due to suppliers this week on the home and keeps the supplier's PDF on the bill; a technician sees nothing of it (403)", async () => {
      const due = await ok('POST', 'companies', { company_id: 'SUP-DUE', company_name: 'Due Soon Pte Ltd', co_type: 'Supplier', email: 'due@example.com' }, undefined, 201);
      const today = Math.floor(Date.now() / 1000);
      const before = (await ok('GET', 'dashboard', undefined, finance)).payables_due;
      const draft = await as('POST', 'supplier_bills', { company_id: due.id, supplier_invoice_no: 'DUE-1', bill_date: today, payment_terms: 'COD', lines: [{ description: 'Due today', qty: 1, unit_cost: '10' }] });
      await as('PATCH', 'supplier_bills/status', { ids: [draft.id], status: 'C' });
      const after = (await ok('GET', 'dashboard', undefined, finance)).payables_due;
      expect(after.this_week_count).toBe(before.this_week_count + 1);
      expect(Math.round((after.this_week - before.this_week) * 100)).toBe(1090);
      expect(after.items).toContainEqual(expect.objectContaining({ id: draft.id, company_name: 'Due Soon Pte Ltd', supplier_invoice_no: 'DUE-1', balance: 10.9 }));

      expect((await ok('GET', 'dashboard', undefined, technician)).payables_due).toBeNull();
      for (const url of ['supplier_bills', `supplier_bills/${draft.id}`, 'supplier_payments', 'supplier_payment_allocations', 'supplier_bill_lines', 'reports/payables']) {
        const errors = await refused('GET', url, undefined, 403, technician);
        expect(errors[0].code, url).toBe('FORBIDDEN');
      }
      await refused('POST', 'supplier_bills', { company_id: due.id, supplier_invoice_no: 'DUE-2', bill_date: today, lines: [{ description: 'x', qty: 1, unit_cost: '1' }] }, 403, technician);

      // The supplier's own PDF hangs on the confirmed bill (its Documents panel), for finance; the technician does not get it.
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n').toString('base64');
      const attached = await as('POST', 'documents', { module: 'supplier_bills', header_id: draft.id, name: 'Supplier invoice DUE-1', file: 'DUE-1.pdf', base64: pdf });
      const filter = encodeURIComponent(`module='supplier_bills',header_id=${draft.id}`);
      expect((await as('GET', `documents?filterExt=${filter}`)).map((d: Doc) => d.id)).toEqual([attached.id]);
      expect((await server.call('GET', `/api/static/documents/${attached.id}/DUE-1.pdf`, undefined, finance)).statusCode).toBe(200);
      expect((await refused('GET', `documents/${attached.id}`, undefined, 403, technician))[0].code).toBe('FORBIDDEN');
      await refused('POST', 'supplier_payments', { company_id: due.id, payment_date: today, method: 'Cash', amount: '1', allocations: [] }, 403, technician);
    });
  });
}
