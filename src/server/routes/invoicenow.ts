/**
 * POST /api/v1/invoicenow/inbound: the InvoiceNow Access Point's webhook (issue 39 items 4 and 5;
 * api-contract.md "GST: tax codes, InvoiceNow..."; docs/operations.md "InvoiceNow"). No user
 * session: the call is signed, `X-Signature: sha256=<hex>`, the HMAC-SHA256 of the raw body with
 * INVOICENOW_WEBHOOK_SECRET, compared in constant time; no secret set, no header, another scheme
 * or a wrong signature is 401, logged with the caller's address. The body is read as bytes, at
 * most INBOUND_LIMIT, before anything else. Two kinds of call:
 *
 * - `application/json` `{"event": "status", "document_id": "<einvoice_uuid>", "status":
 *   "delivered"|"failed", "reason"?}`: what became of a document sent (einvoice/sender.ts);
 *   the document's einvoice_status follows (200), an unknown document is 404.
 * - `application/xml`: a supplier's PINT-SG invoice (einvoice/inbound.ts reads it). It becomes a
 *   DRAFT supplier bill with its lines (input tax codes), the XML kept under the bill's Documents
 *   (201). The supplier is the company whose Peppol id or UEN the invoice names; none is refused
 *   (422, logged) rather than a company made up from a document nobody has looked at: add the
 *   supplier and ask the Access Point to deliver again. The same supplier invoice number twice is
 *   409 (behaviour/supplier_bills.ts); XML that is not well formed, carries a DOCTYPE, or is not an
 *   invoice is 422.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Settings } from '../config';
import type { Records } from '../db/records';
import { SYSTEM_ACTOR } from '../db/unit-of-work';
import { HttpError, notFound } from '../errors';
import type { Registry } from '../registry';
import { dataOf, objectOf, routeSchema } from '../schemas/common';
import { readBusiness } from '../business/details';
import { readInvoice, UnreadableInvoice, type ReceivedInvoice } from '../einvoice/inbound';
import { EINVOICE_COLLECTIONS, type EinvoiceSender } from '../einvoice/sender';
import type { FileStore } from '../storage';
import { putInUnit } from '../storage/uploads';
import { sanitiseFileName } from '../storage/paths';
import { shortReason } from '../einvoice/access-point';

/** The largest webhook body read, bytes (an e-invoice with many lines is a few hundred kB). */
export const INBOUND_LIMIT = 5 * 1024 * 1024;

/** Whether `header` is `sha256=<hex>` of `body` under `secret`, compared in constant time. */
export function signatureMatches(secret: string, body: Buffer, header: unknown): boolean {
  if (!secret || typeof header !== 'string') return false;
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!m) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(m[1], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signature the Access Point sends (its fake in the tests signs with this too). */
export const signatureOf = (secret: string, body: Buffer | string): string => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const ANSWER = dataOf(
  objectOf(
    {
      event: { type: 'string', enum: ['status', 'invoice'], description: 'What the call was: a delivery status, or a received invoice' },
      collection: { type: 'string', description: 'sales_invoices or credit_notes (status), supplier_bills (invoice)' },
      id: { type: 'integer', description: 'The document whose status changed, or the draft bill made' },
      einvoice_status: { type: 'string', description: "The document's e-invoice status after the call (status)" },
      supplier_invoice_no: { type: 'string', description: "The supplier's invoice number (invoice)" },
    },
    ['event', 'collection', 'id'],
  ),
);

/** The UEN in a Singapore Peppol id (0195:SGUEN201912345K or 0195:201912345K). */
const uenOfPeppol = (id: string | null): string | null => (id && /^0195:/i.test(id) ? id.slice(5).toUpperCase().replace(/^SGUEN/, '') : null);

export function registerInvoiceNowWebhook(app: FastifyInstance, settings: Settings, registry: Registry, records: Records, files: FileStore, sender: () => EinvoiceSender | undefined): void {
  const secret = settings.invoicenow.webhookSecret;
  const bills = registry.require('supplier_bills');
  const documents = registry.require('documents');
  const companies = registry.require('companies');

  const refuse = (request: FastifyRequest, error: HttpError, why: string): never => {
    request.log.warn({ ip: request.ip, status: error.status, reason: why }, `InvoiceNow webhook refused: ${why}`);
    throw error;
  };

  /** The company the invoice is from: by Peppol id, else by UEN; a supplier first when several match. */
  async function supplierOf(inv: ReceivedInvoice): Promise<number | undefined> {
    const uens = [...new Set([inv.supplier.uen?.toUpperCase(), uenOfPeppol(inv.supplier.peppolId)].filter((u): u is string => !!u))];
    const ids = [...new Set([inv.supplier.peppolId, ...uens.flatMap((u) => [`0195:${u}`, `0195:SGUEN${u}`])].filter((p): p is string => !!p).map((p) => p.toUpperCase()))];
    if (!ids.length && !uens.length) return undefined;
    const rows = await records
      .reader()
      .selectFrom(companies.def.table)
      .select(['id', 'co_type'])
      .where((eb) => eb.or([...(ids.length ? [eb(sql`upper(peppol_id)`, 'in', ids)] : []), ...(uens.length ? [eb(sql`upper(uen)`, 'in', uens)] : [])]))
      .orderBy('id')
      .execute();
    return Number((rows.find((r) => r.co_type === 'Supplier') ?? rows[0])?.id) || undefined;
  }

  async function status(request: FastifyRequest, body: Buffer) {
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return refuse(request, HttpError.of('VALIDATION_FAILED', 'The status is not JSON'), 'a status that is not JSON');
    }
    const uuid = typeof event?.document_id === 'string' ? event.document_id : '';
    const state = event?.status;
    if (event?.event !== 'status' || !/^[0-9a-f-]{36}$/i.test(uuid) || (state !== 'delivered' && state !== 'failed')) {
      return refuse(request, HttpError.of('VALIDATION_FAILED', 'A status call is {"event": "status", "document_id": "<the document\'s UUID>", "status": "delivered" or "failed", "reason"}'), 'a status call of another form');
    }
    for (const collection of EINVOICE_COLLECTIONS) {
      const info = registry.require(collection);
      const row = await records.reader().selectFrom(info.def.table).select('id').where('einvoice_uuid', '=', uuid).executeTakeFirst();
      if (!row) continue;
      const to = sender();
      const error = state === 'failed' ? `The Access Point could not deliver it: ${shortReason(event.reason) || 'no reason given'}` : null;
      if (to) await to.mark(collection, Number(row.id), { status: state, error });
      else {
        await records.transaction(SYSTEM_ACTOR, (uow) => uow.update(info, Number(row.id), { values: { einvoice_status: state, einvoice_error: error } }, { action: 'einvoice' }));
      }
      request.log.info({ collection, id: Number(row.id), status: state }, `e-invoice ${uuid} ${state}`);
      return { data: { event: 'status', collection, id: Number(row.id), einvoice_status: state } };
    }
    return refuse(request, notFound(`No invoice or credit note was sent under the UUID ${uuid}`), `a status for an unknown document ${uuid}`);
  }

  async function invoice(request: FastifyRequest, body: Buffer) {
    const xml = body.toString('utf8');
    let inv: ReceivedInvoice;
    try {
      inv = readInvoice(xml);
    } catch (e) {
      if (e instanceof UnreadableInvoice) return refuse(request, HttpError.of('VALIDATION_FAILED', e.message), e.message);
      throw e;
    }
    const business = await readBusiness(records.reader());
    if (business.peppol_id && inv.buyerPeppolId && uenOfPeppol(inv.buyerPeppolId) !== uenOfPeppol(business.peppol_id)) {
      const why = `The invoice ${inv.number} is addressed to ${inv.buyerPeppolId}, not to this business (${business.peppol_id})`;
      return refuse(request, HttpError.of('VALIDATION_FAILED', why), why);
    }
    const supplierId = await supplierOf(inv);
    if (!supplierId) {
      const named = [inv.supplier.name, inv.supplier.peppolId && `Peppol id ${inv.supplier.peppolId}`, inv.supplier.uen && `UEN ${inv.supplier.uen}`].filter(Boolean).join(', ');
      const why = `No company has the Peppol id or UEN of the supplier of invoice ${inv.number} (${named || 'not named'}): add the supplier with its UEN or Peppol id, then have the Access Point deliver it again`;
      return refuse(request, HttpError.of('VALIDATION_FAILED', why), why);
    }
    try {
      const bill = await records.transaction(SYSTEM_ACTOR, async (uow) => {
        const saved = await uow.create(
          bills,
          {
            values: {
              company_id: supplierId,
              supplier_invoice_no: inv.number,
              bill_date: inv.date,
              currency_id: inv.currency,
              remarks: `<p>Received through InvoiceNow from ${inv.supplier.peppolId ?? inv.supplier.uen ?? inv.supplier.name}${inv.total !== null ? `; its total ${inv.currency} ${inv.total.toFixed(2)}` : ''}.</p>`,
            },
            lines: { lines: inv.lines.map((l) => ({ values: { ...l } })) },
          },
          { action: 'invoicenow' },
        );
        const file = `${sanitiseFileName(inv.number, 'einvoice')}.xml`;
        const doc = await uow.create(documents, { values: { module: bills.def.resource, header_id: saved.id, name: `E-invoice ${inv.number}`, file, file_type: 'application/xml', description: 'The PINT-SG e-invoice as received through InvoiceNow' } });
        await putInUnit(uow, files, { model: 'documents', id: Number(doc.id), name: file }, { bytes: body, type: 'application/xml' }, false);
        return saved;
      });
      request.log.info({ bill: bill.id, supplier: supplierId, number: inv.number }, `e-invoice ${inv.number} received as a draft supplier bill`);
      return { data: { event: 'invoice', collection: bills.def.resource, id: Number(bill.id), supplier_invoice_no: inv.number } };
    } catch (e) {
      if (e instanceof HttpError) return refuse(request, e, e.entries.map((x) => x.title).join('; '));
      throw e;
    }
  }

  app.register(async (scope) => {
    // The raw bytes, whatever the type: the signature is over them (wrapped, so the body checks
    // made for JSON see one field, not a Buffer's every byte).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: INBOUND_LIMIT }, (_request, body, done) => done(null, { raw: body }));
    scope.addHook('preParsing', async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > INBOUND_LIMIT) refuse(request, HttpError.of('PAYLOAD_TOO_LARGE', `A webhook call may be at most ${INBOUND_LIMIT / 1024 / 1024} MB`), 'a body over the limit');
    });
    scope.post(
      '/api/v1/invoicenow/inbound',
      {
        bodyLimit: INBOUND_LIMIT,
        config: { public: true },
        schema: routeSchema({
          tag: 'invoicenow',
          operationId: 'invoicenowInbound',
          summary: "The InvoiceNow Access Point's webhook: a delivery status, or a supplier's e-invoice",
          description:
            'No session: `X-Signature: sha256=<hex>`, the HMAC-SHA256 of the raw body with INVOICENOW_WEBHOOK_SECRET, else 401. `application/json` `{"event": "status", "document_id", "status": "delivered"|"failed", "reason"}` sets a sent document\'s einvoice_status (200); `application/xml`, a PINT-SG invoice, becomes a draft supplier bill with the XML under its Documents (201; the same supplier invoice number again is 409, XML that cannot be read 422).',
          status: [200, 201],
          answer: ANSWER,
        }),
      },
      async (request, reply) => {
        const raw = (request.body as { raw?: unknown } | undefined)?.raw;
        const body = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
        if (!signatureMatches(secret, body, request.headers['x-signature'])) {
          const why = !secret ? 'INVOICENOW_WEBHOOK_SECRET is not set' : request.headers['x-signature'] ? 'the signature does not match the body' : 'no X-Signature header';
          return refuse(request, HttpError.of('INVALID_TOKEN', 'The call is not signed with the webhook secret (X-Signature: sha256=<HMAC-SHA256 of the body>)'), why);
        }
        const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        if (type === 'application/json') return status(request, body);
        if (type === 'application/xml' || type === 'text/xml') {
          const answer = await invoice(request, body);
          return reply.code(201).send(answer);
        }
        return refuse(request, HttpError.of('VALIDATION_FAILED', 'A webhook call is application/json (a status) or application/xml (an e-invoice)'), `a body of type ${type || 'none'}`);
      },
    );
  });
}
