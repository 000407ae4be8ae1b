/**
 * Robustness limits found by the second outside attack (issue 23), one server per database:
 *   4. an empty references list is no reference to check (PostgreSQL refused `in ()` with 500);
 *   8. a wall of unknown keys is 422 at once with a short errors body (it was 500 `{}` after seconds);
 *  10. quantities on delivery orders are >= 0 (a negative delivered quantity made stock);
 *  12. mail: sends per user and per document within a window (429), recipients at a domain name;
 *  14. the address service's answer is read up to a size (502 past it), preferences keep only
 *      the names the app keeps (no `role`, no `ability`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ERROR_CHARS, MAX_ERROR_ENTRIES } from '../../src/server/plugins/errors';
import { MAX_BODY_KEYS, MAX_OBJECT_KEYS } from '../../src/server/plugins/validation';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { expectError, expectFieldErrors } from '../support/expect';

type Rec = Record<string, any>;

/** A stand-in for the address service answering `size` bytes of JSON, with or without a content-length. */
async function startHugeUpstream(size: number): Promise<{ url: string; sent: () => number; chunked: (on: boolean) => void; close: () => Promise<void> }> {
  let sent = 0;
  let chunked = false;
  const server: Server = createServer((_req, res) => {
    const head = '{"found":1,"results":[{"ADDRESS":"';
    const tail = '"}]}';
    const filler = 'x'.repeat(64 * 1024);
    const total = head.length + tail.length + Math.ceil((size - head.length - tail.length) / filler.length) * filler.length;
    res.writeHead(200, { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(total) }) });
    res.write(head);
    let left = total - head.length - tail.length;
    const more = () => {
      while (left > 0) {
        left -= filler.length;
        sent += filler.length;
        if (!res.write(filler)) return void res.once('drain', more);
      }
      res.end(tail);
    };
    res.on('error', () => undefined);
    more();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent: () => sent,
    chunked: (on) => void (chunked = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const GEO_CAP = 256 * 1024;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] robustness limits`, () => {
    let server: TestServer;
    let upstream: Awaited<ReturnType<typeof startHugeUpstream>>;

    const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, status = method === 'POST' ? 201 : 200): Promise<Rec> => {
      const res = await server.call(method, `/api/v1/${url}`, body);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 500)}`).toBe(status);
      return res.json().data;
    };

    beforeAll(async () => {
      upstream = await startHugeUpstream(64 * 1024 * 1024);
      server = await startTestServer(dialect, { onemapUrl: upstream.url, geoSearchMaxBytes: GEO_CAP, mailSendsPerUser: 5, mailSendsPerDocument: 3, mailSendWindow: 600 });
    });
    afterAll(async () => {
      await server?.close();
      await upstream?.close();
    });

    describe('item 4: empty reference lists', () => {
      it('adds an employee with no competencies and empties a group and a session of their people', async () => {
        const employee = await ok('POST', 'employees', { code: 'EMPTY1', first_name: 'Empty', display_name: 'Empty One', competencies: [] });
        expect(employee.competencies).toEqual([]);
        const other = await ok('POST', 'employees', { code: 'EMPTY2', first_name: 'Other', display_name: 'Empty Two' });
        const group = await ok('POST', 'employee_groups', { code: 'EG', name: 'Group', members: [employee.id, other.id] });
        expect((await ok('PATCH', `employee_groups/${group.id}`, { members: [] })).members).toEqual([]);
        expect((await ok('GET', `employee_groups/${group.id}`)).members).toEqual([]);

        const training = await ok('POST', 'trainings', { code: 'TR1', title: 'Working at height' });
        const session = await ok('POST', 'training_sessions', { title: 'Height, March', training_id: training.id, start_date: 1_770_000_000, attendees: [employee.id] });
        expect((await ok('PATCH', `training_sessions/${session.id}`, { attendees: [] })).attendees).toEqual([]);
        // A missing id in a list is still named.
        expectFieldErrors(await server.call('PATCH', `/api/v1/training_sessions/${session.id}`, { attendees: [987_654] }), ['attendees']);
      });
    });

    describe('item 8: walls of unknown keys', () => {
      let uomId: number;
      beforeAll(async () => {
        uomId = (await ok('POST', 'uom', { code: 'WALL', name: 'Wall' })).id;
      });
      const wall = (n: number, prefix = 'k') => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, i]));

      it(`answers 200,000 unknown keys with one 422 entry, a small body and fast, changing nothing`, async () => {
        const payload = JSON.stringify(wall(200_000));
        const started = performance.now();
        const res = await server.app.inject({ method: 'PATCH', url: `/api/v1/uom/${uomId}`, payload, headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' } });
        const ms = performance.now() - started;
        const [entry] = expectError(res, 422, 'VALIDATION_FAILED');
        expect(entry.title).toBe(`The request holds 200,000 fields; at most ${MAX_BODY_KEYS.toLocaleString('en')} are accepted`);
        expect(res.body.length).toBeLessThan(1000);
        // It took 1.2-3.5 s before (and answered 500 `{}`); counting the keys without parsing takes milliseconds.
        expect(ms).toBeLessThan(1000);
        expect((await ok('GET', `uom/${uomId}`)).name).toBe('Wall');
      });

      it(`refuses a record of more than ${MAX_OBJECT_KEYS} keys before checking them one by one`, async () => {
        const [entry] = expectError(await server.call('PATCH', `/api/v1/uom/${uomId}`, wall(MAX_OBJECT_KEYS + 1)), 422, 'VALIDATION_FAILED');
        expect(entry.title).toBe(`The request holds an object with 1,001 fields; a record or a line has at most 1,000`);
        expect(entry.meta).toEqual({ fields: 1001 });
        // The same in a document's line.
        const lines = [{ description: 'x', ...wall(MAX_OBJECT_KEYS + 5) }];
        const [line] = expectError(await server.call('POST', '/api/v1/quotations', { lines }), 422, 'VALIDATION_FAILED');
        expect(line.title).toMatch(/an object with 1,006 fields/);
      });

      it(`lists the first ${MAX_ERROR_ENTRIES} problems and how many more, within a few kB`, async () => {
        const res = await server.call('PATCH', `/api/v1/uom/${uomId}`, wall(900));
        const entries = expectError(res, 422, 'VALIDATION_FAILED');
        // At most 50 entries and about 4 kB of them (here the characters run out first), then the count of the rest.
        const shown = entries.length - 1;
        expect(shown).toBeGreaterThan(20);
        expect(shown).toBeLessThanOrEqual(MAX_ERROR_ENTRIES);
        expect(entries[0]).toMatchObject({ title: 'Unknown field for Units of measure', meta: { field: 'k0' } });
        expect(entries.at(-1)).toEqual({ title: `${900 - shown} more problems with this request are not listed`, meta: { more: 900 - shown, total: 900 }, status: '422', code: 'VALIDATION_FAILED' });
        expect(res.body.length).toBeLessThan(MAX_ERROR_CHARS + 1000);
        // Long key names are not echoed whole: 30 keys of 5,000 characters still give a few kB.
        const long = await server.call('PATCH', `/api/v1/uom/${uomId}`, wall(30, 'y'.repeat(5000)));
        const clipped = expectError(long, 422, 'VALIDATION_FAILED');
        expect(long.body.length).toBeLessThan(MAX_ERROR_CHARS + 1000);
        expect(String(clipped[0].meta?.field).length).toBeLessThanOrEqual(200);
        expect(clipped.at(-1)!.meta).toMatchObject({ total: 30 });
        expect((await ok('GET', `uom/${uomId}`)).name).toBe('Wall');
      });
    });

    describe('item 10: quantities on documents are not negative', () => {
      it('refuses a delivery order line with a negative delivered or ordered quantity, and makes no stock', async () => {
        const customer = await ok('POST', 'companies', { company_id: 'NEGQ', company_name: 'Negative Qty Pte Ltd', email: 'neg@qty.example' });
        const product = await ok('POST', 'products', { sku: 'NEG-1', name: 'Fan coil', price: 10, uom: 'PC' });
        const order = await ok('POST', 'sales_orders', { company_id: customer.id, order_date: 1_770_000_000, lines: [{ product_id: product.id, description: 'Fan coil', qty: 1, unit_price: 10 }] });
        const base = { sales_order_id: order.id, company_id: customer.id, delivery_date: 1_770_000_000 };
        const [entry] = expectFieldErrors(await server.call('POST', '/api/v1/delivery_orders', { ...base, lines: [{ product_id: product.id, description: 'Fan coil', qty_delivered: -100 }] }), ['lines.0.qty_delivered']);
        expect(entry.title).toMatch(/Qty delivered/);
        expectFieldErrors(await server.call('POST', '/api/v1/delivery_orders', { ...base, lines: [{ product_id: product.id, description: 'Fan coil', qty_ordered: -1, qty_delivered: 1 }] }), ['lines.0.qty_ordered']);
        const kept = await ok('POST', 'delivery_orders', { ...base, lines: [{ product_id: product.id, description: 'Fan coil', qty_ordered: 1, qty_delivered: 0 }] });
        expectFieldErrors(await server.call('PATCH', `/api/v1/delivery_orders/${kept.id}`, { lines: [{ id: kept.lines[0].id, description: 'Fan coil', qty_delivered: -100 }] }), ['lines.0.qty_delivered']);
        expect((await ok('GET', `products/${product.id}`)).stock_quantity).toBe(0);
        // Stock and supplier movements, and priced lines, were bounded already: they stay so.
        for (const [collection, body] of [
          ['stock_movements', { lines: [{ product_id: product.id, description: 'x', qty: -1 }] }],
          ['quotations', { company_id: customer.id, lines: [{ description: 'x', qty: -1, unit_price: 1 }] }],
        ] as const) {
          const res = await server.call('POST', `/api/v1/${collection}`, body);
          expect(expectError(res, 422, 'VALIDATION_FAILED').some((e) => e.meta?.field === 'lines.0.qty'), `${collection}: ${res.body}`).toBe(true);
        }
      });
    });

    describe('item 12: mail limits', () => {
      let invoices: Rec[];
      beforeAll(async () => {
        const customer = await ok('POST', 'companies', { company_id: 'MAIL', company_name: 'Mail Pte Ltd', email: 'ap@mail.example' });
        invoices = [];
        for (let i = 0; i < 2; i++) invoices.push(await ok('POST', 'sales_invoices', { company_id: customer.id, invoice_date: 1_770_000_000, lines: [{ description: 'Service', qty: 1, unit_price: 100 }] }));
      });

      it('refuses a recipient whose domain is not a name (an address literal, a bare IP) with 422 on the field', async () => {
        for (const address of ['a@[127.0.0.1]', 'a@127.0.0.1', 'a@localhost']) {
          const [entry] = expectFieldErrors(await server.call('POST', `/api/v1/sales_invoices/${invoices[0].id}/send`, { to: ['ok@mail.example', address] }), ['to.1']);
          expect(entry.title).toContain(address);
        }
        expectFieldErrors(await server.call('POST', '/api/v1/send-service-report', { id: 1, to: ['a@[127.0.0.1]'] }), ['to.0']);
      });

      it('lets one document be mailed to 3 recipients within the window, then 429 with the errors body', async () => {
        expect(await ok('POST', `sales_invoices/${invoices[0].id}/send`, { to: ['a@mail.example', 'b@mail.example'] }, 200)).toEqual({ sent: 0, queued: 2 });
        expect(await ok('POST', `sales_invoices/${invoices[0].id}/send`, { to: ['c@mail.example'] }, 200)).toEqual({ sent: 0, queued: 1 });
        const refused = await server.call('POST', `/api/v1/sales_invoices/${invoices[0].id}/send`, { to: ['d@mail.example'] });
        const [entry] = expectError(refused, 429, 'RATE_LIMITED');
        expect(entry.title).toMatch(/^3 mails within 10 minutes is the most one document may be sent in/);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      });

      it('lets one user send 5 mails within the window, across documents; a send past it is refused whole', async () => {
        expect(await ok('POST', `sales_invoices/${invoices[1].id}/send`, { to: ['e@mail.example'] }, 200)).toEqual({ sent: 0, queued: 1 });
        const whole = await server.call('POST', `/api/v1/sales_invoices/${invoices[1].id}/send`, { to: ['f@mail.example', 'g@mail.example'] });
        expect(expectError(whole, 429, 'RATE_LIMITED')[0].title).toMatch(/^5 mails within 10 minutes is the most you may send/);
        const outbox = await server.database.db.selectFrom('outbox').select('to_address').execute();
        expect(outbox.map((m) => m.to_address).sort()).toEqual(['a@mail.example', 'b@mail.example', 'c@mail.example', 'e@mail.example']);
      });
    });

    describe('item 14: upstream answers and preferences', () => {
      it(`answers 502 for an address-service answer over the cap, with or without a length, reading no more`, async () => {
        for (const chunked of [false, true]) {
          upstream.chunked(chunked);
          const before = upstream.sent();
          const res = await server.call('GET', '/api/v1/geo/search?q=raffles');
          // 64 MB on offer, all of it read before: the server stops reading past the cap (the sockets' buffers aside).
          expect(upstream.sent() - before).toBeLessThan(16 * 1024 * 1024);
          const [entry] = expectError(res, 502, 'BAD_GATEWAY');
          expect(entry.title).toBe('The address service answered more than 0.3 MB; try a narrower search');
          expect(res.body.length).toBeLessThan(500);
        }
      });

      it('keeps only the preferences the app keeps: role and ability are refused and never stored or served', async () => {
        const refused = await server.call('PATCH', '/api/v1/auth/me/preferences', { theme: 'dark', role: 'admin', ability: [{ action: 'manage', subject: 'all' }] });
        const entries = expectFieldErrors(refused, ['role', 'ability']);
        expect(entries[0].title).toMatch(/is not a preference the app keeps$/);
        expect(await ok('PATCH', 'auth/me/preferences', { theme: 'dark', 'list.uom.hidden': ['name'] })).toEqual({ theme: 'dark', 'list.uom.hidden': ['name'] });
        const me = await ok('GET', 'auth/me');
        await server.database.db.updateTable('users').set({ preferences: JSON.stringify({ theme: 'dark', role: 'admin', ability: [] }) }).where('id', '=', me.id).execute();
        const again = await ok('GET', 'auth/me');
        expect(again.preferences).toEqual({ theme: 'dark' });
        expect(again.role).toBe(me.role);
      });
    });
  });
}
