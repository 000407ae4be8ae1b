/**
 * InvoiceNow through an Access Point (issue 39 items 4 and 5; api-contract.md "GST: tax codes,
 * InvoiceNow..."), against the fake Access Point (tests/support/fakes/access-point.ts, which checks
 * every document with the official PINT-SG rules):
 * - confirming an invoice for a customer with a Peppol id queues it; a busy Access Point (503) is
 *   tried again after a wait, then it is sent under its UUID, and the signed webhook's delivery
 *   status makes it delivered;
 * - a refusal (4xx) makes it failed with the Access Point's reason and is not tried again;
 * - one sent is neither reopened nor voided (409); one refused is reopened and, confirmed again,
 *   sent under a new UUID;
 * - an answer lost after the Access Point took the document is tried again, and the document is
 *   still received once (the UUID is the idempotency key); two sends at once send it once;
 * - POST .../einvoice: 403 for a role that may not send, 409 for a draft or a customer without a
 *   Peppol id; a credit note is sent too;
 * - the webhook: unsigned, badly signed, malformed, a DOCTYPE, an unknown supplier and the same
 *   supplier invoice number twice are refused; a good invoice becomes a draft bill with its lines
 *   (input tax codes) and the XML under its Documents.
 * Without INVOICENOW_AP_URL nothing is queued and POST .../einvoice is 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singaporeDate } from '../../src/shared/singapore-time';
import { DIALECTS } from '../support/databases';
import { startTestServer, workingCalls, type TestServer } from '../support/api';
import { OUR_BUSINESS, startFakeAccessPoint, SUPPLIER, supplierInvoice, type FakeAccessPoint } from '../support/fakes/access-point';
import { validatePintSg } from '../support/peppol';

type Doc = Record<string, any>;
const filterExt = (text: string) => `filterExt=${encodeURIComponent(text)}`;

/** Wait until `probe` answers something truthy (the sender works in the background). */
async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

for (const dialect of DIALECTS) {
  describe(`[${dialect}] InvoiceNow through an Access Point`, () => {
    let server: TestServer;
    let ap: FakeAccessPoint;
    let peppolCustomer: number;
    let plainCustomer: number;
    let supplierId: number;
    let ok: ReturnType<typeof workingCalls>['ok'];

    const get = (collection: string, id: number): Promise<Doc> => ok('GET', `${collection}/${id}`);
    const invoiceFor = async (company: number) =>
      (await ok('POST', 'sales_invoices', { company_id: company, invoice_date: singaporeDate('2026-11-02'), customer_po_no: 'PO-1', lines: [{ description: 'Servicing of 4 units', qty: 4, uom: 'PC', unit_price: '85.00' }] }, undefined, 201)).id as number;
    const confirm = (collection: string, id: number) => ok('PATCH', `${collection}/status`, { ids: [id], status: 'C' });
    const stateOf = async (collection: string, id: number, state: string) => until(async () => ((await get(collection, id)).einvoice_status === state ? get(collection, id) : undefined), `${collection} ${id} ${state}`);
    const inbound = (body: string, headers: Record<string, string>) => server.app.inject({ method: 'POST', url: '/api/v1/invoicenow/inbound', headers, payload: body }).then((r) => ({ status: r.statusCode, body: r.body }));

    beforeAll(async () => {
      ap = await startFakeAccessPoint();
      server = await startTestServer(dialect, { invoicenow: { apUrl: ap.url, apToken: ap.token, webhookSecret: ap.secret, retrySeconds: 1 } });
      ap.webhook = inbound;
      ok = workingCalls(server).ok;
      await ok('PATCH', 'business', OUR_BUSINESS);
      peppolCustomer = (await ok('POST', 'companies', { company_id: 'LIM', company_name: 'Lim Engineering Pte Ltd', email: 'ap@lim.test', uen: '199912345A', peppol_id: '0195:SGUEN199912345A', addr1: '5 Jurong Port Road', postal: '619110' }, undefined, 201)).id;
      plainCustomer = (await ok('POST', 'companies', { company_id: 'TAN', company_name: 'Tan Trading', email: 'office@tan.test', addr1: '2 Bedok North', postal: '469660' }, undefined, 201)).id;
      supplierId = (await ok('POST', 'companies', { company_id: 'CHILL', company_name: 'Chill Parts Pte Ltd', email: 'billing@chillparts.test', co_type: 'Supplier', uen: '200811111C', addr1: '8 Ubi Road 2', postal: '408538' }, undefined, 201)).id;
    });
    afterAll(async () => {
      await server?.close();
      await ap?.close();
    });

    it('confirming queues the invoice; a busy Access Point is tried again; it is sent under its UUID and delivered by the webhook', async () => {
      const id = await invoiceFor(peppolCustomer);
      expect((await get('sales_invoices', id)).einvoice_status).toBe('not_sent');
      ap.unavailable(1);
      await confirm('sales_invoices', id);
      const queued = await until(async () => {
        const doc = await get('sales_invoices', id);
        return doc.einvoice_status === 'queued' && doc.einvoice_error ? doc : undefined;
      }, 'the first try to fail');
      expect(queued.einvoice_error).toMatch(/Try 1 failed; tried again in 1 seconds\. The Access Point answered 503/);
      const sent = await stateOf('sales_invoices', id, 'sent');
      expect(sent.einvoice_error).toBeNull();
      expect(sent.einvoice_uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const received = ap.documents.get(sent.einvoice_uuid)!;
      expect(received.xml).toContain(`<cbc:UUID>${sent.einvoice_uuid}</cbc:UUID>`);
      expect(received.xml).toContain(`<cbc:ID>${sent.invoice_no}</cbc:ID>`);
      // The XML downloaded from the page is the one sent.
      expect((await server.call('GET', `/api/v1/sales_invoices/${id}/ubl`)).body).toBe(received.xml);
      const answer = await ap.deliver(sent.einvoice_uuid, 'delivered');
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body).data).toMatchObject({ event: 'status', collection: 'sales_invoices', id, einvoice_status: 'delivered' });
      expect((await get('sales_invoices', id)).einvoice_status).toBe('delivered');
    });

    it('a document the Access Point refuses is failed with its reason and not tried again; the webhook reports a failed delivery', async () => {
      const id = await invoiceFor(peppolCustomer);
      ap.refuseNext('The receiver 0195:SGUEN199912345A is not registered on Peppol');
      await confirm('sales_invoices', id);
      const failed = await stateOf('sales_invoices', id, 'failed');
      expect(failed.einvoice_error).toBe('The Access Point refused it: The receiver 0195:SGUEN199912345A is not registered on Peppol');
      await new Promise((r) => setTimeout(r, 2500));
      expect(ap.requests.filter((r) => r.key === failed.einvoice_uuid)).toHaveLength(1);
      // Sent again from the page once the receiver is known: taken this time.
      const again = await ok('POST', `sales_invoices/${id}/einvoice`);
      expect(again.einvoice_status).toBe('sent');
      const told = await ap.deliver(failed.einvoice_uuid, 'failed', "The receiver's Access Point did not answer");
      expect(told.status).toBe(200);
      expect(await get('sales_invoices', id)).toMatchObject({ einvoice_status: 'failed', einvoice_error: "The Access Point could not deliver it: The receiver's Access Point did not answer" });
    });

    it('an e-invoice sent is neither reopened nor voided (409, in a sentence); one refused is reopened, and confirmed again goes under a new UUID', async () => {
      const id = await invoiceFor(peppolCustomer);
      await confirm('sales_invoices', id);
      const sent = await stateOf('sales_invoices', id, 'sent');
      for (const [status, verb] of [['O', 'reopened'], ['V', 'voided']]) {
        const res = await server.call('PATCH', '/api/v1/sales_invoices/status', { ids: [id], status });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().errors[0].title).toBe(`Sales invoice ${sent.invoice_no} was sent as an e-invoice through InvoiceNow, so it cannot be ${verb}: issue a credit note to correct it`);
      }
      expect(await get('sales_invoices', id)).toMatchObject({ status: 'C', einvoice_status: 'sent', einvoice_uuid: sent.einvoice_uuid });

      // Refused by the Access Point: reopened to correct it, it is a new document when confirmed again.
      const refused = await invoiceFor(peppolCustomer);
      ap.refuseNext('The tax code is not valid for this buyer');
      await confirm('sales_invoices', refused);
      const failed = await stateOf('sales_invoices', refused, 'failed');
      await ok('PATCH', 'sales_invoices/status', { ids: [refused], status: 'O' });
      expect(await get('sales_invoices', refused)).toMatchObject({ status: 'O', einvoice_status: 'not_sent', einvoice_uuid: null, einvoice_error: null });
      await confirm('sales_invoices', refused);
      const again = await stateOf('sales_invoices', refused, 'sent');
      expect(again.einvoice_uuid).not.toBe(failed.einvoice_uuid);
      expect(ap.documents.get(again.einvoice_uuid)!.xml).toContain(`<cbc:UUID>${again.einvoice_uuid}</cbc:UUID>`);
    });

    it('an answer lost after the Access Point took the document is tried again, and the document is received once', async () => {
      const id = await invoiceFor(peppolCustomer);
      ap.dropNextAnswer();
      await confirm('sales_invoices', id);
      const sent = await stateOf('sales_invoices', id, 'sent');
      const tries = ap.requests.filter((r) => r.key === sent.einvoice_uuid);
      expect(tries.map((r) => r.status)).toEqual([0, 200]);
      expect([...ap.documents.values()].filter((d) => d.uuid === sent.einvoice_uuid)).toHaveLength(1);
      // Two sends at once, and one more after: still one document at the Access Point.
      const before = ap.documents.size;
      const both = await Promise.all([server.call('POST', `/api/v1/sales_invoices/${id}/einvoice`), server.call('POST', `/api/v1/sales_invoices/${id}/einvoice`)]);
      for (const res of both) expect(res.statusCode, res.body).toBe(200);
      await stateOf('sales_invoices', id, 'sent');
      expect(ap.documents.size).toBe(before);
      const after = await ok('POST', `sales_invoices/${id}/einvoice`);
      expect(after.einvoice_status).toBe('sent');
      expect(ap.documents.size).toBe(before);
    });

    it('sends a credit note; refuses a draft, a customer without a Peppol id and a role that may not send', async () => {
      const id = await invoiceFor(peppolCustomer);
      const draft = await server.call('POST', `/api/v1/sales_invoices/${id}/einvoice`);
      expect(draft.statusCode).toBe(409);
      expect(draft.json().errors[0].title).toMatch(/still a draft: confirm it first/);
      await confirm('sales_invoices', id);
      await stateOf('sales_invoices', id, 'sent');
      const note = (await ok('POST', `sales_invoices/${id}/convert`, { to: 'credit_notes' }, undefined, 201)).id as number;
      await ok('PATCH', `credit_notes/${note}`, { reason: 'Returned one unit' });
      await confirm('credit_notes', note);
      const credited = await stateOf('credit_notes', note, 'sent');
      expect(ap.documents.get(credited.einvoice_uuid)!.xml).toContain('<CreditNote');

      const plain = await invoiceFor(plainCustomer);
      await confirm('sales_invoices', plain);
      expect((await get('sales_invoices', plain)).einvoice_status).toBe('not_sent');
      const none = await server.call('POST', `/api/v1/sales_invoices/${plain}/einvoice`);
      expect(none.statusCode).toBe(409);
      expect(none.json().errors[0].title).toBe('Tan Trading has no Peppol id: add it on the company, then send the sales invoice again');

      const { token } = await workingCalls(server).signIn('reader', 'readonly');
      const refused = await server.call('POST', `/api/v1/sales_invoices/${id}/einvoice`, undefined, token);
      expect(refused.statusCode).toBe(403);
      // Whoever may read the documents learns that they are sent from here (the app offers Send by it); no one else.
      expect((await server.call('GET', '/api/v1/invoicenow/config', undefined, token)).json()).toEqual({ data: { sending: true } });
      expect((await server.call('GET', '/api/v1/invoicenow/config', undefined, null)).statusCode).toBe(401);
      const tech = await workingCalls(server).signIn('tech-einvoice', 'technician');
      const notTheirs = await server.call('GET', '/api/v1/invoicenow/config', undefined, tech.token);
      expect([notTheirs.statusCode, notTheirs.json().errors[0].title]).toEqual([403, 'You may not read sales invoices or credit notes']);
    });

    it('refuses webhook calls that are unsigned, badly signed, of another scheme, or signed with another secret', async () => {
      const xml = supplierInvoice('CP-0001');
      for (const signature of [null, 'sha256=00', `sha1=${'0'.repeat(40)}`, (await import('../../src/server/routes/invoicenow')).signatureOf('another-secret', xml)]) {
        const res = await ap.inbound(xml, signature);
        expect(res.status, String(signature)).toBe(401);
        expect(JSON.parse(res.body).errors[0].title).toMatch(/not signed with the webhook secret/);
      }
      const forged = await ap.inbound(xml.replace('Air filter', 'Gold bar'), (await import('../../src/server/routes/invoicenow')).signatureOf(ap.secret, xml));
      expect(forged.status).toBe(401);
      expect(await ok('GET', `supplier_bills?${filterExt("supplier_invoice_no='CP-0001'")}`)).toEqual([]);
    });

    it('refuses malformed XML, a DOCTYPE (entities), a credit note and an unknown supplier, each in a sentence', async () => {
      const cases: Array<[string, number, RegExp]> = [
        ['<Invoice><cbc:ID>1</Invoice>', 422, /not well-formed XML/],
        [`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><Invoice>&b;</Invoice>`, 422, /may not carry a DOCTYPE/],
        [`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Invoice><ID>&xxe;</ID></Invoice>`, 422, /may not carry a DOCTYPE/],
        ['<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/>', 422, /only invoices are taken/],
        [supplierInvoice('X-1', { ...SUPPLIER, name: 'Nobody Pte Ltd', uen: '209900000Z', peppol_id: '0195:SGUEN209900000Z', gst_reg_no: '209900000Z' }), 422, /No company has the Peppol id or UEN of the supplier of invoice X-1 \(Nobody Pte Ltd, Peppol id 0195:SGUEN209900000Z, UEN 209900000Z\)/],
      ];
      for (const [body, status, title] of cases) {
        const res = await ap.inbound(body);
        expect(res.status, body.slice(0, 80)).toBe(status);
        expect(JSON.parse(res.body).errors[0].title).toMatch(title);
      }
      const json = await inbound('{"event":"status"}', { 'content-type': 'application/json', 'x-signature': (await import('../../src/server/routes/invoicenow')).signatureOf(ap.secret, '{"event":"status"}') });
      expect(json.status).toBe(422);
    });

    it("a supplier's e-invoice becomes a draft bill with its lines and the XML under its documents; the same number again is refused", async () => {
      const xml = supplierInvoice('CP-2026-117');
      expect(validatePintSg(xml).fatal).toEqual([]);
      const res = await ap.inbound(xml);
      expect(res.status, res.body).toBe(201);
      const made = JSON.parse(res.body).data;
      expect(made).toMatchObject({ event: 'invoice', collection: 'supplier_bills', supplier_invoice_no: 'CP-2026-117' });
      const bill = await get('supplier_bills', made.id);
      expect(bill).toMatchObject({ status: 'O', company_id: supplierId, supplier_invoice_no: 'CP-2026-117', bill_date: singaporeDate('2026-11-02'), currency_id: 'SGD', subtotal: 150, total: 163.5 });
      expect(bill.lines.map((l: Doc) => [l.description, l.qty, l.unit_cost, l.tax_code, l.amount])).toEqual([
        ['Air filter 600x600', 4, 25, 'TX', 100],
        ['Refrigerant R32, 1 kg', 2, 25, 'TX', 50],
      ]);
      const docs = await ok('GET', `documents?${filterExt(`header_id=${made.id},module='supplier_bills'`)}`);
      expect(docs).toHaveLength(1);
      expect(docs[0]).toMatchObject({ name: 'E-invoice CP-2026-117', file: 'CP-2026-117.xml', file_type: 'application/xml' });
      const stored = await server.call('GET', `/api/static/documents/${docs[0].id}/CP-2026-117.xml`);
      expect(stored.statusCode).toBe(200);
      expect(stored.body).toBe(xml);

      const again = await ap.inbound(xml);
      expect(again.status).toBe(409);
      expect(JSON.parse(again.body).errors[0].title).toMatch(/CP-2026-117/);
      expect(await ok('GET', `supplier_bills?${filterExt("supplier_invoice_no='CP-2026-117'")}`)).toHaveLength(1);
    });
  });

  describe(`[${dialect}] InvoiceNow without an Access Point`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(() => server?.close());

    it('queues nothing on confirm, answers a send 409, and refuses every webhook call (no secret)', async () => {
      const { ok } = workingCalls(server);
      const company = (await ok('POST', 'companies', { company_id: 'LIM', company_name: 'Lim Engineering Pte Ltd', email: 'ap@lim.test', uen: '199912345A', peppol_id: '0195:SGUEN199912345A' }, undefined, 201)).id;
      const id = (await ok('POST', 'sales_invoices', { company_id: company, invoice_date: singaporeDate('2026-11-02'), lines: [{ description: 'Servicing', qty: 1, unit_price: '85.00' }] }, undefined, 201)).id;
      await ok('PATCH', 'sales_invoices/status', { ids: [id], status: 'C' });
      const doc = await ok('GET', `sales_invoices/${id}`);
      expect(doc.einvoice_status).toBe('not_sent');
      expect(doc.einvoice_uuid).toBeTruthy();
      const send = await server.call('POST', `/api/v1/sales_invoices/${id}/einvoice`);
      expect(send.statusCode).toBe(409);
      expect(send.json().errors[0].title).toMatch(/No InvoiceNow Access Point is set up \(INVOICENOW_AP_URL\)/);
      expect(await ok('GET', 'invoicenow/config')).toEqual({ sending: false });
      const hook = await server.app.inject({ method: 'POST', url: '/api/v1/invoicenow/inbound', headers: { 'content-type': 'application/xml', 'x-signature': `sha256=${'0'.repeat(64)}` }, payload: '<Invoice/>' });
      expect(hook.statusCode).toBe(401);
    });
  });
}
