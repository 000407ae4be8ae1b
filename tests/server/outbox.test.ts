/**
 * "Sent" must mean sent (issue 25.7), on both databases: without SMTP a send answers how many
 * mails were only queued, the outbox lists them (recipient, subject, state, attempts, last error,
 * attachments) for administrators only, and Resend says mail is still not set up; with a relay
 * that refuses a mail it is failed with the relay's words, and Resend sends it once the relay
 * takes it. A message that opens with its own greeting is not preceded by ours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singaporeDate } from '../../src/shared/singapore-time';
import { customerLetter } from '../../src/server/mail/messages';
import { startTestServer, type TestServer } from '../support/api';
import { DIALECTS } from '../support/databases';
import { expectError } from '../support/expect';
import { startFakeSmtp, type FakeSmtpServer } from '../support/fakes/smtp-server';
import { outbox } from '../support/mail';

type Rec = Record<string, any>;
const LINES = [{ description: 'Compressor', qty: 1, uom: 'PC', unit_price: '300.00' }];

describe('customerLetter', () => {
  it('greets the contact once: ours, or the one the message opens with', () => {
    expect(customerLetter('Ann', 'As discussed, the revised price.', ['Please find attached our quotation.'])).toBe('Dear Ann,\n\nAs discussed, the revised price.\n\nPlease find attached our quotation.');
    expect(customerLetter('Ann', 'Dear Ann,\n\nAs discussed.', ['Attached.'])).toBe('Dear Ann,\n\nAs discussed.\n\nAttached.');
    expect(customerLetter(null, '  hi team, see below ', ['Attached.'])).toBe('hi team, see below\n\nAttached.');
    expect(customerLetter('', null, ['Attached.'])).toBe('Dear customer,\n\nAttached.');
  });

  it("ends with the sender's own sign-off: ours does not follow their Regards (issue 34)", () => {
    const lines = ['Please find attached our quotation QUO-00001.', '', 'Thank you.'];
    expect(customerLetter('Ann', 'The revised price is attached.\n\nRegards,\nBen Tan', lines)).toBe('Dear Ann,\n\nThe revised price is attached.\n\nRegards,\nBen Tan');
    expect(customerLetter('Ann', 'Hi Ann, see attached.\nBest regards\nBen\nSales, Cool Air Pte Ltd', lines)).toBe('Hi Ann, see attached.\nBest regards\nBen\nSales, Cool Air Pte Ltd');
    expect(customerLetter('Ann', 'See attached. Thanks!', lines)).toBe('Dear Ann,\n\nSee attached. Thanks!\n\nPlease find attached our quotation QUO-00001.\n\nThank you.');
    expect(customerLetter('Ann', 'Many thanks,\nBen', lines)).toBe('Dear Ann,\n\nMany thanks,\nBen');
  });
});

for (const dialect of DIALECTS) {
  describe(`[${dialect}] the outbox`, () => {
    let server: TestServer;
    let sales: string;
    let order: Rec;
    const call = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => server.call(method, `/api/v1/${url}`, body, token);
    const ok = async (method: 'GET' | 'POST', url: string, body?: unknown, status = 200, token?: string): Promise<any> => {
      const res = await call(method, url, body, token);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      return res.json();
    };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      const company = (await ok('POST', 'companies', { company_id: 'LIM', company_name: 'Lim Engineering Pte Ltd', email: 'office@lim.test' }, 201)).data;
      order = (await ok('POST', 'sales_orders', { company_id: company.id, order_date: singaporeDate('2026-11-27'), contact_person: 'Ann', lines: LINES }, 201)).data;
      await ok('POST', 'users', { username: 'sam', password: 'sam-password-1', role: 'sales' }, 201);
      sales = (await server.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { username: 'sam', password: 'sam-password-1' } })).json().data.token;
    });
    afterAll(async () => server?.close());

    it('answers a send without SMTP as queued, not sent, and keeps the mail once greeted', async () => {
      const answer = await ok('POST', `sales_orders/${order.id}/send`, { to: ['ann@lim.test', 'boss@lim.test'], message: 'Dear Ann,\n\nAs discussed on the phone.' }, 200, sales);
      expect(answer).toEqual({ data: { sent: 0, queued: 2 } });
      const [mail] = await outbox(server, 'ann@lim.test');
      expect(mail.state).toBe('queued');
      expect(mail.body.match(/Dear/g)).toHaveLength(1);
      expect(mail.body.startsWith('Dear Ann,\n\nAs discussed on the phone.\n\nPlease find attached our sales order')).toBe(true);
    });

    it('lists the mails for an administrator, newest first, filtered by state, with attachments by name', async () => {
      const all = await ok('GET', 'outbox');
      expect(all.meta.page).toEqual({ total: 2, size: 25, after: 1 });
      expect(all.data.map((m: Rec) => m.to_address)).toEqual(['boss@lim.test', 'ann@lim.test']);
      expect(all.data[0]).toMatchObject({ state: 'queued', attempts: 0, last_error: null, sent_at: null, subject: `Sales order sales_orders-${order.id}` });
      expect(all.data[0].attachments).toEqual([{ filename: `sales_orders-${order.id}.pdf`, content_type: 'application/pdf', size: expect.any(Number) }]);
      expect(all.data[0].attachments[0].size).toBeGreaterThan(500);
      // The mail's text as it is sent, so the outbox can show it (issue 35 item 6).
      const stored = await server.database.db.selectFrom('outbox').select('body').where('to_address', '=', 'boss@lim.test').executeTakeFirstOrThrow();
      expect(stored.body).toContain('sales_orders');
      expect(all.data[0].body).toBe(stored.body);
      expect((await ok('GET', 'outbox?state=queued&page[size]=1')).data.map((m: Rec) => m.to_address)).toEqual(['boss@lim.test']);
      expect((await ok('GET', 'outbox?state=sent')).data).toEqual([]);
      expectError(await call('GET', 'outbox?state=lost'), 400, 'BAD_REQUEST');
      expectError(await call('GET', 'outbox?page[size]=ten'), 400, 'BAD_REQUEST');
    });

    it('resends a queued mail: still queued, one attempt more, and the reason in words', async () => {
      const [mail] = (await ok('GET', 'outbox?state=queued')).data;
      const after = (await ok('POST', `outbox/${mail.id}/resend`, {})).data;
      expect(after).toMatchObject({ id: mail.id, state: 'queued', attempts: 1, last_error: 'Mail is not set up: SMTP_HOST is not set' });
      expectError(await call('POST', 'outbox/999999/resend', {}), 404, 'NOT_FOUND');
    });

    it('refuses anyone but an administrator, before looking at the query', async () => {
      const [mail] = (await ok('GET', 'outbox')).data;
      for (const [method, url] of [
        ['GET', 'outbox'],
        ['GET', 'outbox?state=lost'],
        ['POST', `outbox/${mail.id}/resend`],
      ] as const) {
        const res = await call(method, url, method === 'POST' ? {} : undefined, sales);
        expect(expectError(res, 403, 'FORBIDDEN')[0].title).toBe('You may not manage the outbox');
      }
    });
  });

  describe(`[${dialect}] the outbox with a relay`, () => {
    let server: TestServer;
    let smtp: FakeSmtpServer;
    let order: Rec;

    beforeAll(async () => {
      smtp = await startFakeSmtp();
      server = await startTestServer(dialect, { smtp: { host: '127.0.0.1', port: smtp.port, security: 'none' }, mailFrom: 'Office <office@example.com>' });
      const company = (await server.call('POST', '/api/v1/companies', { company_id: 'LIM', company_name: 'Lim Engineering Pte Ltd', email: 'office@lim.test' })).json().data;
      order = (await server.call('POST', '/api/v1/sales_orders', { company_id: company.id, order_date: singaporeDate('2026-11-27'), lines: LINES })).json().data;
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    it('marks a mail the relay took as sent, one it refused as failed with its words, and resends that one when the relay takes it', async () => {
      const sent = await server.call('POST', `/api/v1/sales_orders/${order.id}/send`, { to: ['buyer@lim.test'] });
      expect(sent.json()).toEqual({ data: { sent: 1, queued: 0 } });
      smtp.rejecting.add('gone@lim.test');
      const refused = await server.call('POST', `/api/v1/sales_orders/${order.id}/send`, { to: ['gone@lim.test'] });
      expect(expectError(refused, 502, 'BAD_GATEWAY')[0].title).toMatch(/^The mail server refused the mail to gone@lim\.test: .*550.*\. It is in the outbox, to resend from there$/);

      const list = (await server.call('GET', '/api/v1/outbox')).json().data as Rec[];
      const took = list.find((m) => m.to_address === 'buyer@lim.test')!;
      expect(took).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
      expect(took.sent_at).toBeGreaterThan(0);
      const failed = list.find((m) => m.to_address === 'gone@lim.test')!;
      expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
      expect(failed.last_error).toMatch(/550/);
      expect((await server.call('GET', '/api/v1/outbox?state=failed')).json().data.map((m: Rec) => m.id)).toEqual([failed.id]);

      // Still refused: failed again, two attempts.
      expect((await server.call('POST', `/api/v1/outbox/${failed.id}/resend`, {})).json().data).toMatchObject({ state: 'failed', attempts: 2 });
      smtp.rejecting.delete('gone@lim.test');
      const resent = (await server.call('POST', `/api/v1/outbox/${failed.id}/resend`, {})).json().data;
      expect(resent).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
      const mail = await smtp.waitForMail((m) => m.to.includes('gone@lim.test'));
      expect(mail.data).toContain(`filename=sales_orders-${order.id}.pdf`);
      // A sent mail is not sent again from the outbox.
      expectError(await server.call('POST', `/api/v1/outbox/${took.id}/resend`, {}), 409, 'CONFLICT');
    });
  });
}
