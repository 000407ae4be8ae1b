/**
 * The customer portal's sign-in and quotations (issue 40), on both databases: staff invite a
 * contact (mailed a link); a link is asked for by address (always 202, nothing sent to an unknown
 * one, limited per address); the link works once and for 15 minutes; the session reaches its
 * company's records only (another company's: 404) and never a staff route (401), nor a staff token
 * the portal (401); staff end a contact's sessions and revoke them. Quotations: listed with their
 * totals, read with lines and whom to call, printed, accepted with a drawn signature (confirmed as a
 * staff confirm would: numbered, the signature printed on the PDF), declined with a reason, refused
 * past their validity with a sentence naming whom to call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { outbox, tokenOf, waitForOutbox } from '../support/mail';
import { SIGNATURE_PNG_BASE64 } from '../support/signature';
import { singaporeMidnight } from '../../src/shared/singapore-time';
import { unixNow } from '../../src/server/clock';
import { LINKS_PER_EMAIL } from '../../src/server/portal/access';

type Doc = Record<string, any>;
const SIGNATURE = `data:image/png;base64,${SIGNATURE_PNG_BASE64}`;

for (const dialect of DIALECTS) {
  describe(`[${dialect}] customer portal: sign-in and quotations`, () => {
    let server: TestServer;
    let ok: ReturnType<typeof workingCalls>['ok'];
    let mine: number;
    let theirs: number;
    const today = singaporeMidnight(unixNow());

    beforeAll(async () => {
      server = await startTestServer(dialect);
      ({ ok } = workingCalls(server));
      mine = (await ok('POST', 'companies', { company_id: 'PORTAL1', company_name: 'Portal Aircon Pte Ltd', email: 'office@portal.sg' }, undefined, 201)).id;
      theirs = (await ok('POST', 'companies', { company_id: 'PORTAL2', company_name: 'Other Pte Ltd', email: 'office@other.sg' }, undefined, 201)).id;
    });
    afterAll(async () => server?.close());

    /** Calls as the portal sees them: the portal session's token, or none. */
    const portal = (method: 'GET' | 'POST', url: string, token: string | null, body?: unknown) => server.call(method, `/api/v1/portal/${url}`, body, token);
    const inviteAndSignIn = async (companyId: number, email: string, name = 'Ann Tan') => {
      const before = (await outbox(server, email)).length;
      const invited = await ok('POST', 'portal/invitations', { company_id: companyId, email, name }, undefined, 201);
      expect(invited).toMatchObject({ email, name });
      const mails = await waitForOutbox(server, email, before + 1);
      const token = tokenOf(mails.at(-1)!.body, '/portal/sign-in', server.settings.publicUrl);
      const res = await portal('POST', 'auth/token', null, { token });
      expect(res.statusCode, res.body).toBe(200);
      return { session: res.json().data as Doc, link: token, contactId: invited.id as number };
    };
    const quotation = async (companyId: number, extra: Doc = {}) =>
      ok('POST', 'quotations', { company_id: companyId, quotation_date: today, valid_until: today + 14 * 86_400, lines: [{ description: 'Aircon servicing', qty: 2, uom: 'PC', unit_price: '100' }], ...extra }, undefined, 201);

    it('invites a contact by mail; the link signs in once, and the session names the contact and the company', async () => {
      const { session, link } = await inviteAndSignIn(mine, 'ann@portal.sg');
      expect(session).toMatchObject({ contact: { name: 'Ann Tan', email: 'ann@portal.sg' }, company: { id: mine, name: 'Portal Aircon Pte Ltd' } });
      expect(session.expires_at - unixNow()).toBeGreaterThan(29 * 86_400);
      const me = await portal('GET', 'me', session.session_token);
      expect(me.json().data).toMatchObject({ contact: { email: 'ann@portal.sg' }, company: { id: mine }, scope: null });
      // Used once: the same link again is refused in a sentence.
      const again = await portal('POST', 'auth/token', null, { token: link });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors[0].title).toMatch(/not valid any more/);
      // Logged out: the token no longer reaches the portal.
      await portal('POST', 'auth/logout', session.session_token);
      expect((await portal('GET', 'me', session.session_token)).statusCode).toBe(401);
    });

    it('answers 202 to any address asking for a link, mails only a known contact, and refuses an expired link', async () => {
      const unknown = await portal('POST', 'auth/link', null, { email: 'nobody@nowhere.sg' });
      expect(unknown.statusCode).toBe(202);
      await ok('POST', 'portal/invitations', { company_id: mine, email: 'ben@portal.sg', name: 'Ben Lim', language: 'de' }, undefined, 201);
      const known = await portal('POST', 'auth/link', null, { email: 'BEN@portal.sg' });
      expect(known.statusCode).toBe(202);
      const mails = await waitForOutbox(server, 'ben@portal.sg', 2);
      // In the contact's language.
      expect(mails[1].subject).toMatch(/Anmeldelink/);
      await new Promise((r) => setTimeout(r, 100));
      expect(await outbox(server, 'nobody@nowhere.sg')).toEqual([]);
      // A link past its 15 minutes is refused.
      const token = tokenOf(mails[1].body, '/portal/sign-in', server.settings.publicUrl);
      await server.database.db.updateTable('portal_links').set({ expires_at: unixNow() - 1 }).where('kind', '=', 'sign-in').where('contact_id', 'is not', null).where('used_at', 'is', null).execute();
      const late = await portal('POST', 'auth/token', null, { token });
      expect(late.statusCode).toBe(400);
      expect(late.json().errors[0].title).toMatch(/nicht mehr/);
    });

    it('limits link requests per address asked for (429, known or not)', async () => {
      for (let i = 0; i < LINKS_PER_EMAIL; i++) expect((await portal('POST', 'auth/link', null, { email: 'flood@nowhere.sg' })).statusCode).toBe(202);
      const refused = await portal('POST', 'auth/link', null, { email: 'flood@nowhere.sg' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].title).toMatch(/Too many sign-in links/);
    });

    it('keeps staff and portal tokens apart: each is 401 on the other side', async () => {
      const { session } = await inviteAndSignIn(mine, 'cat@portal.sg', 'Cat Ong');
      expect((await portal('GET', 'me', server.token)).statusCode).toBe(401);
      expect((await portal('GET', 'quotations', server.token)).statusCode).toBe(401);
      expect((await portal('GET', 'quotations', null)).statusCode).toBe(401);
      for (const url of ['/api/v1/auth/me', '/api/v1/quotations', `/api/v1/companies/${mine}`]) expect((await server.call('GET', url, undefined, session.session_token)).statusCode).toBe(401);
      // Unknown and staff tokens on a body route: 401 before the body is looked at.
      expect((await portal('POST', 'quotations/1/accept', server.token, {})).statusCode).toBe(401);
    });

    it('ends a contact’s sessions and revokes them from the company page', async () => {
      const { session, contactId } = await inviteAndSignIn(mine, 'dan@portal.sg', 'Dan Koh');
      const listed: Doc[] = await ok('GET', `portal_contacts?company_id=${mine}`);
      expect(listed.find((c) => c.id === contactId)).toMatchObject({ email: 'dan@portal.sg', active: true, open_sessions: 1 });
      await ok('POST', `portal_contacts/${contactId}/end-sessions`);
      expect((await portal('GET', 'me', session.session_token)).statusCode).toBe(401);
      const second = await inviteAndSignIn(mine, 'dan@portal.sg', 'Dan Koh');
      await ok('POST', `portal_contacts/${contactId}/revoke`);
      expect((await portal('GET', 'me', second.session.session_token)).statusCode).toBe(401);
      // A revoked contact asking for a link gets the same 202 and no mail.
      const before = (await outbox(server, 'dan@portal.sg')).length;
      expect((await portal('POST', 'auth/link', null, { email: 'dan@portal.sg' })).statusCode).toBe(202);
      await new Promise((r) => setTimeout(r, 100));
      expect((await outbox(server, 'dan@portal.sg')).length).toBe(before);
    });

    it('shows the company’s quotations only; another company’s is 404 on every call', async () => {
      const { session } = await inviteAndSignIn(mine, 'eve@portal.sg', 'Eve Ng');
      const own = await quotation(mine);
      const other = await quotation(theirs);
      const list = (await portal('GET', 'quotations', session.session_token)).json().data as Doc[];
      expect(list.map((q) => q.id)).toContain(own.id);
      expect(list.map((q) => q.id)).not.toContain(other.id);
      expect(list.find((q) => q.id === own.id)).toMatchObject({ status: 'open', currency: 'SGD', subtotal: 200, total: own.total, gst: own.gst_amount, expired: false });
      const detail = (await portal('GET', `quotations/${own.id}`, session.session_token)).json().data;
      expect(detail.lines).toEqual([expect.objectContaining({ description: 'Aircon servicing', qty: 2, uom: 'PC', unit_price: 100, amount: 200 })]);
      expect(detail.salesperson.name).toBeTruthy();
      for (const [method, url, body] of [
        ['GET', `quotations/${other.id}`],
        ['GET', `quotations/${other.id}/pdf`],
        ['POST', `quotations/${other.id}/accept`, { signature_name: 'X', signature: SIGNATURE }],
        ['POST', `quotations/${other.id}/decline`, { reason: 'no' }],
        ['GET', 'quotations/999999'],
      ] as Array<['GET' | 'POST', string, Doc?]>) {
        const res = await portal(method, url, session.session_token, body);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      }
      const other2 = await ok('GET', `quotations/${other.id}`);
      expect(other2.status).toBe('O');
    });

    it('accepts a quotation with a drawn signature: confirmed and numbered as a staff confirm, the signature on its PDF', async () => {
      const { session } = await inviteAndSignIn(mine, 'fay@portal.sg', 'Fay Goh');
      const own = await quotation(mine);
      const bad = await portal('POST', `quotations/${own.id}/accept`, session.session_token, { signature_name: 'Fay Goh', signature: 'data:image/png;base64,AAAA' });
      expect(bad.statusCode).toBe(422);
      const unsigned = Buffer.from((await portal('GET', `quotations/${own.id}/pdf`, session.session_token)).json().data.join(''), 'base64');
      const res = await portal('POST', `quotations/${own.id}/accept`, session.session_token, { signature_name: 'Fay Goh', signature: SIGNATURE });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'accepted', accepted: { name: 'Fay Goh' } });
      const staff = await ok('GET', `quotations/${own.id}`);
      expect(staff.status).toBe('C');
      expect(staff.quotation_no).toMatch(/^QUO-\d+/);
      const pdf = Buffer.from((await portal('GET', `quotations/${own.id}/pdf`, session.session_token)).json().data.join(''), 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // The signature's picture, the signer and the date are printed: the accepted PDF is larger.
      expect(pdf.length).toBeGreaterThan(unsigned.length);
      // Answered once.
      const again = await portal('POST', `quotations/${own.id}/decline`, session.session_token, { reason: 'Changed my mind' });
      expect(again.statusCode).toBe(409);
      const timeline = await server.database.db.selectFrom('timelines').select('remarks').where('remarks', 'like', 'Accepted by the customer%').execute();
      expect(timeline.length).toBeGreaterThan(0);
    });

    it('declines with a reason, and refuses a quotation past its validity saying whom to call', async () => {
      const { session } = await inviteAndSignIn(mine, 'gus@portal.sg', 'Gus Teo');
      const declined = await quotation(mine);
      const res = await portal('POST', `quotations/${declined.id}/decline`, session.session_token, { reason: 'Too expensive' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'declined', declined: { reason: 'Too expensive' } });
      expect((await ok('GET', `quotations/${declined.id}`)).status).toBe('O');
      const old = await quotation(mine, { quotation_date: today - 30 * 86_400, valid_until: today - 16 * 86_400 });
      expect((await portal('GET', `quotations/${old.id}`, session.session_token)).json().data.expired).toBe(true);
      const late = await portal('POST', `quotations/${old.id}/accept`, session.session_token, { signature_name: 'Gus Teo', signature: SIGNATURE });
      expect(late.statusCode).toBe(409);
      expect(late.json().errors[0].title).toMatch(/can no longer be accepted; please call .+/);
      expect((await ok('GET', `quotations/${old.id}`)).status).toBe('O');
    });
  });
}
