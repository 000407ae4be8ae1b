/**
 * Who may mail and who handles money (issue 34, item 7), on both databases: mailing a document
 * out is the `send` ability, which the shipped roles give to sales, finance, custadmin and admin
 * (a reader, such as a self-registered readonly user or a coordinator, may download the PDF but
 * not mail it under the company's name); payments are recorded, voided and deleted by finance
 * (and custadmin, admin), while sales only read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singaporeDate } from '../../src/shared/singapore-time';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { outbox } from '../support/mail';

type Rec = Record<string, any>;
const ROLES = ['admin', 'custadmin', 'coordinator', 'technician', 'sales', 'finance', 'readonly'] as const;
type Role = (typeof ROLES)[number];

for (const dialect of DIALECTS) {
  describe(`[${dialect}] who may mail documents and handle money`, () => {
    let server: TestServer;
    let company: Rec;
    let invoice: Rec;
    const tokens = {} as Record<Role, string>;
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body: unknown, role: Role) => server.call(method, `/api/v1/${url}`, body, tokens[role]);

    beforeAll(async () => {
      server = await startTestServer(dialect);
      for (const role of ROLES) {
        const password = `${role}-password-1`;
        expect((await server.call('POST', '/api/v1/users', { username: `${role}-1`, role, password })).statusCode).toBe(201);
        tokens[role] = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: `${role}-1`, password } })).json().data.token;
      }
      company = (await server.call('POST', '/api/v1/companies', { company_id: 'SND', company_name: 'Sender Test Pte Ltd', email: 'ap@sender.test' })).json().data;
      const made = await server.call('POST', '/api/v1/sales_invoices', { company_id: company.id, invoice_date: singaporeDate('2026-11-20'), lines: [{ description: 'Compressor', qty: 1, unit_price: '1000.00' }] });
      expect(made.statusCode, made.body).toBe(201);
      invoice = made.json().data;
      expect((await server.call('PATCH', '/api/v1/sales_invoices/status', { ids: [invoice.id], status: 'C' })).statusCode).toBe(200);
    });
    afterAll(async () => server?.close());

    it('lets sales, finance, custadmin and admin mail an invoice, and nobody else: 403 in a sentence, nothing mailed', async () => {
      for (const role of ROLES) {
        const to = `${role}@outside.test`;
        const res = await call('POST', `sales_invoices/${invoice.id}/send`, { to: [to], message: 'Our bank details changed' }, role);
        if (['admin', 'custadmin', 'sales', 'finance'].includes(role)) {
          expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
          expect(await outbox(server, to)).toHaveLength(1);
        } else {
          expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
          expect(res.json().errors[0]).toMatchObject({ code: 'FORBIDDEN', title: role === 'technician' ? 'You may not read sales invoices' : 'You may not send sales invoices' });
          expect(await outbox(server, to), role).toEqual([]);
        }
      }
      // A reader still downloads the PDF it may not mail.
      expect((await call('GET', `sales_invoices/${invoice.id}/pdf`, undefined, 'readonly')).statusCode).toBe(200);
    });

    it('lets finance record, void and delete payments, and sales only read them', async () => {
      const body = { company_id: company.id, payment_date: singaporeDate('2026-11-25'), method: 'PayNow', amount: '100.00', allocations: [{ invoice_id: invoice.id, amount: '100.00' }], status: 'C' };
      const refused = await call('POST', 'payments', body, 'sales');
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().errors[0].title).toBe('You may not create payments');

      const recorded = await call('POST', 'payments', body, 'finance');
      expect(recorded.statusCode, recorded.body).toBe(201);
      const payment = recorded.json().data;
      expect((await call('GET', `payments/${payment.id}`, undefined, 'sales')).statusCode).toBe(200);
      expect((await call('GET', `sales_invoices/${invoice.id}`, undefined, 'sales')).json().data.amount_paid).toBe(100);

      for (const [method, url, payload] of [
        ['PATCH', 'payments/status', { ids: [payment.id], status: 'V' }],
        ['PATCH', `payments/${payment.id}`, { remarks: 'moved' }],
        ['DELETE', `payments/${payment.id}`, undefined],
      ] as const) {
        const res = await call(method, url, payload, 'sales');
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
        expect(res.json().errors[0].title).toMatch(/^You may not (update|delete) payments?/);
      }
      expect((await call('GET', `sales_invoices/${invoice.id}`, undefined, 'finance')).json().data.amount_paid).toBe(100);

      const voided = await call('PATCH', 'payments/status', { ids: [payment.id], status: 'V' }, 'finance');
      expect(voided.statusCode, voided.body).toBe(200);
      expect((await call('GET', `sales_invoices/${invoice.id}`, undefined, 'finance')).json().data.amount_paid).toBe(0);
      expect((await call('DELETE', `payments/${payment.id}`, undefined, 'finance')).statusCode).toBe(200);
    });
  });
}
