/**
 * A local InvoiceNow Access Point for tests (docs/operations.md "InvoiceNow";
 * src/server/einvoice/access-point.ts is the server's side): POST /documents with the bearer token
 * and an Idempotency-Key takes a PINT-SG document, checked against the official rules
 * (tests/support/peppol.ts): a document with a fatal finding is refused 422 with the rule's id and
 * text; a key it knows is answered 200 with what became of the first document, nothing delivered
 * again. It can be told to answer 503 for a while, or to drop the connection after taking a
 * document (a lost answer). It posts signed delivery statuses and suppliers' invoices to the
 * product's webhook (`webhook`: a URL, or a function for a server called through inject).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validatePintSg } from '../peppol';
import { signatureOf } from '../../../src/server/routes/invoicenow';
import { ublXml } from '../../../src/server/einvoice/ubl';
import type { Business } from '../../../src/server/business/details';
import { singaporeDate } from '../../../src/shared/singapore-time';

/** The business the tests' product is (its details as PATCH /business takes them). */
export const OUR_BUSINESS = {
  name: 'CoolAir Services Pte Ltd',
  uen: '201912345K',
  gst_reg_no: '201912345K',
  addr1: '1 Kaki Bukit Road 1',
  postal: '415934',
  country: 'Singapore',
  email: 'accounts@coolair.test',
  peppol_id: '0195:SGUEN201912345K',
  bank_name: 'DBS Bank',
  bank_account: '072-123456-7',
};

export const SUPPLIER: Business = {
  name: 'Chill Parts Pte Ltd',
  uen: '200811111C',
  gst_reg_no: '200811111C',
  addr1: '8 Ubi Road 2',
  addr2: null,
  postal: '408538',
  country: 'Singapore',
  tel: null,
  email: 'billing@chillparts.test',
  peppol_id: '0195:SGUEN200811111C',
  bank_name: 'OCBC',
  bank_account: '501-22222-001',
  paynow_uen: null,
};

/** A supplier's PINT-SG invoice to OUR_BUSINESS, as its own system would write it (for inbound). */
export function supplierInvoice(number: string, supplier: Business = SUPPLIER): string {
  return ublXml({
    collection: 'sales_invoices',
    doc: { id: 9001, invoice_no: number, invoice_date: singaporeDate('2026-11-02'), due_date: singaporeDate('2026-12-02'), currency_id: 'SGD', gst_percent: 9, subtotal: 150, gst_amount: 13.5, total: 163.5, payment_terms: 'Net 30', customer_po_no: 'PO-00042' },
    lines: [
      { description: 'Air filter 600x600', qty: 4, uom: 'PC', unit_price: 25, amount: 100 },
      { description: 'Refrigerant R32, 1 kg', qty: 2, uom: 'KG', unit_price: 25, amount: 50 },
    ],
    business: supplier,
    customer: { company_name: OUR_BUSINESS.name, uen: OUR_BUSINESS.uen, peppol_id: OUR_BUSINESS.peppol_id, addr1: OUR_BUSINESS.addr1, postal: OUR_BUSINESS.postal },
    businessCountry: 'SG',
    customerCountry: 'SG',
  });
}

export interface ApDocument {
  uuid: string;
  xml: string;
  status: 'accepted' | 'delivered' | 'failed';
  reason?: string;
}

export interface WebhookAnswer {
  status: number;
  body: string;
}
export type Webhook = string | ((body: string, headers: Record<string, string>) => Promise<WebhookAnswer>);

export interface FakeAccessPoint {
  url: string;
  token: string;
  secret: string;
  /** Every document taken, by idempotency key (each once). */
  documents: Map<string, ApDocument>;
  /** Every POST /documents received, taken or not. */
  requests: Array<{ key: string | undefined; status: number }>;
  /** Answer the next `n` POSTs with 503 (a busy Access Point). */
  unavailable(n: number): void;
  /** Take the next document, then drop the connection without answering. */
  dropNextAnswer(): void;
  /** Refuse the next document (422) with this reason, as an Access Point refuses an unknown receiver. */
  refuseNext(reason: string): void;
  /** Where statuses and suppliers' invoices are posted. */
  webhook: Webhook | undefined;
  /** Tell the product what became of a document, signed (or signed with `secret`). */
  deliver(uuid: string, status: 'delivered' | 'failed', reason?: string): Promise<WebhookAnswer>;
  /** Post a supplier's invoice to the product, signed with the secret unless `signature` is given. */
  inbound(xml: string, signature?: string | null): Promise<WebhookAnswer>;
  close(): Promise<void>;
}

export async function startFakeAccessPoint(options: { token?: string; secret?: string; deliverAtOnce?: boolean } = {}): Promise<FakeAccessPoint> {
  const token = options.token ?? 'ap-test-token';
  const secret = options.secret ?? 'webhook-test-secret';
  const documents = new Map<string, ApDocument>();
  const requests: FakeAccessPoint['requests'] = [];
  let busy = 0;
  let drop = false;
  let refusal: string | null = null;

  const post = async (body: string, contentType: string, signature: string | null): Promise<WebhookAnswer> => {
    const target = fake.webhook;
    if (!target) throw new Error('the fake Access Point has no webhook to call');
    const headers: Record<string, string> = { 'content-type': contentType, ...(signature !== null ? { 'x-signature': signature } : {}) };
    if (typeof target === 'function') return target(body, headers);
    const res = await fetch(target, { method: 'POST', headers, body });
    return { status: res.status, body: await res.text() };
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        requests.push({ key: req.headers['idempotency-key'] as string | undefined, status });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/documents') return answer(404, { status: 'refused', reason: `No ${req.method} ${req.url}` });
      if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { status: 'refused', reason: 'The bearer token is not known' });
      if (busy > 0) {
        busy--;
        return answer(503, { reason: 'Busy, try again later' });
      }
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || !/^[0-9a-f-]{36}$/i.test(key)) return answer(400, { status: 'refused', reason: 'An Idempotency-Key (the document UUID) is required' });
      const known = documents.get(key);
      if (known) return answer(200, { id: key, status: known.status, ...(known.reason ? { reason: known.reason } : {}) });
      const xml = Buffer.concat(chunks).toString('utf8');
      const uuid = /<cbc:UUID>([^<]*)<\/cbc:UUID>/.exec(xml)?.[1];
      if (uuid !== key) return answer(422, { status: 'refused', reason: `The document's UUID (${uuid ?? 'none'}) is not its Idempotency-Key` });
      if (refusal) {
        const reason = refusal;
        refusal = null;
        return answer(422, { status: 'refused', reason });
      }
      const { fatal } = validatePintSg(xml);
      if (fatal.length) return answer(422, { status: 'refused', reason: `[${fatal[0].id}] ${fatal[0].text}` });
      documents.set(key, { uuid: key, xml, status: 'accepted' });
      if (drop) {
        drop = false;
        requests.push({ key, status: 0 });
        return void res.socket?.destroy();
      }
      answer(202, { id: key, status: 'accepted' });
      if (options.deliverAtOnce) setTimeout(() => void fake.deliver(key, 'delivered').catch(() => {}), 50);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeAccessPoint = {
    url: `http://127.0.0.1:${port}`,
    token,
    secret,
    documents,
    requests,
    webhook: undefined,
    unavailable: (n) => void (busy = n),
    dropNextAnswer: () => void (drop = true),
    refuseNext: (reason) => void (refusal = reason),
    deliver: async (uuid, status, reason) => {
      const doc = documents.get(uuid);
      if (doc) Object.assign(doc, { status, reason });
      const body = JSON.stringify({ event: 'status', document_id: uuid, status, ...(reason ? { reason } : {}) });
      return post(body, 'application/json', signatureOf(secret, body));
    },
    inbound: (xml, signature) => post(xml, 'application/xml', signature === undefined ? signatureOf(secret, xml) : signature),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
