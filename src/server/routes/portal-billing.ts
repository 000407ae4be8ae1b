/**
 * The customer portal's invoices and statement (issue 40): the company's confirmed invoices, open
 * and paid, with their balance due; one invoice's lines, its PDF (the same as staff print) and the
 * PayNow payload for its balance (pdf/sales-document.ts payNowOf, what the PDF's QR carries); "I
 * have paid" keeps the customer's reference for finance (noted on the invoice's timeline, never
 * marking it paid: a payment does); the statement of account for a period (reports/receivables.ts,
 * as GET /companies/{id}/statement), as figures or as its PDF.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toWire, type WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { SYSTEM_ACTOR } from '../db/unit-of-work';
import { designFor } from '../pdf/document';
import type { PdfPool } from '../pdf/pool';
import { payNowOf, salesDocumentPlan } from '../pdf/sales-document';
import type { Registry } from '../registry';
import { Receivables } from '../reports/receivables';
import { statementPlan } from '../reports/statement-pdf';
import { dataOf, ID_PARAM, objectOf, routeSchema, text, type JsonSchema } from '../schemas/common';
import { addTimelineEntry } from '../workflow/engine';
import type { PortalAccess } from '../portal/access';
import { answerOf, answersOf, keepAnswer } from '../portal/answers';
import { callerOf, idOf, notTheirs, portalRoute, reach, scopedIds, wholePortal } from '../portal/caller';
import { statementPeriod, STATEMENT_PERIOD } from './companies';
import { base64Parts } from './job-order-documents';
import { LINE, PDF_ANSWER } from './portal';

const TAG = 'portal';
const CONFIRMED = 'C';
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const cents = (c: number) => Math.round(c) / 100;

const INVOICE: JsonSchema = objectOf(
  {
    id: { type: 'integer' },
    number: { type: 'string' },
    date: { type: ['integer', 'null'] },
    due_date: { type: ['integer', 'null'] },
    currency: { type: 'string' },
    total: { type: 'number' },
    balance_due: { type: 'number' },
    payment_status: { type: 'string', enum: ['Unpaid', 'Partly paid', 'Paid', 'Overdue'] },
    customer_paid_reference: { type: ['string', 'null'], description: 'What the customer said when telling us they paid' },
  },
  ['id', 'number', 'date', 'due_date', 'currency', 'total', 'balance_due', 'payment_status', 'customer_paid_reference'],
);
const INVOICE_DETAIL: JsonSchema = {
  ...INVOICE,
  properties: {
    ...(INVOICE.properties as object),
    subtotal: { type: 'number' },
    gst: { type: 'number' },
    lines: { type: 'array', items: LINE },
    paynow: {
      type: ['object', 'null'],
      description: 'PayNow for the balance due, in SGD; none once paid or without the business’s UEN',
      properties: { payload: { type: 'string', description: 'The SGQR payload a QR code carries' }, amount: { type: 'number' }, reference: { type: 'string' } },
      required: ['payload', 'amount', 'reference'],
      additionalProperties: false,
    },
  },
  required: [...(INVOICE.required as string[]), 'subtotal', 'gst', 'lines', 'paynow'],
};
const STATEMENT: JsonSchema = objectOf(
  {
    opening_balance: { type: 'number' },
    lines: {
      type: 'array',
      items: objectOf(
        { date: { type: 'integer' }, number: { type: ['string', 'null'] }, kind: { type: 'string', enum: ['invoice', 'credit_note', 'payment'] }, debit: { type: 'number' }, credit: { type: 'number' }, balance: { type: 'number' } },
        ['date', 'number', 'kind', 'debit', 'credit', 'balance'],
      ),
    },
    closing_balance: { type: 'number' },
    currency: { type: 'string', enum: ['SGD'] },
  },
  ['opening_balance', 'lines', 'closing_balance', 'currency'],
);
const ID_PARAMS = objectOf({ id: ID_PARAM }, ['id']);

export function registerPortalBillingRoutes(app: FastifyInstance, registry: Registry, records: Records, access: PortalAccess, pdfs: PdfPool): void {
  const invoices = registry.require('sales_invoices');
  const companies = registry.require('companies');
  const receivables = new Receivables(registry);
  const signedIn = portalRoute(access);

  const summary = (doc: WireRecord, paidReference: string | null) => ({
    id: Number(doc.id),
    number: String(doc.invoice_no ?? ''),
    date: orNull(doc.invoice_date),
    due_date: orNull(doc.due_date),
    currency: String(doc.currency_id ?? 'SGD'),
    total: num(doc.total),
    balance_due: num(doc.balance_due ?? doc.total),
    payment_status: String(doc.payment_status ?? 'Unpaid'),
    customer_paid_reference: paidReference,
  });

  /** The invoice when it is the caller's company's and confirmed; 404 otherwise. */
  const theirs = async (request: FastifyRequest) => {
    const caller = callerOf(request);
    const id = idOf(request, caller, 'invoice');
    reach(caller, 'invoice', id, 'invoice');
    const row = await records.reader().selectFrom(invoices.def.table).select(['company_id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row || Number(row.company_id) !== caller.company.id || row.status !== CONFIRMED) throw notTheirs(caller, 'invoice');
    return { caller, id, doc: await records.get(invoices, id) };
  };

  const detail = async (doc: WireRecord) => {
    const answers = await answerOf(records.reader(), 'invoice', Number(doc.id));
    const payNow = payNowOf(await designFor(records.reader(), 'Sales invoice'), doc);
    return {
      ...summary(doc, answers.paid?.said ?? null),
      subtotal: num(doc.subtotal),
      gst: num(doc.gst_amount),
      lines: ((doc.lines as WireRecord[] | undefined) ?? []).map((l) => ({
        description: (l.description as string | null) ?? null,
        qty: num(l.qty),
        uom: (l.uom as string | null) ?? null,
        unit_price: num(l.unit_price),
        discount: num(l.discount),
        amount: num(l.amount),
        tax_code: (l.tax_code as string | null | undefined) ?? null,
      })),
      paynow: payNow && { payload: payNow.payload, amount: payNow.amount, reference: payNow.reference },
    };
  };

  app.get('/api/v1/portal/invoices', { schema: routeSchema({ tag: TAG, operationId: 'listPortalInvoices', summary: "The company's invoices, open and paid, with their balance due, newest first", answer: dataOf({ type: 'array', items: INVOICE }) }), ...signedIn }, async (request) => {
    const caller = callerOf(request);
    const ids = scopedIds(caller, 'invoice');
    if (ids && !ids.length) return { data: [] };
    let query = records.reader().selectFrom(invoices.def.table).selectAll().where('company_id', '=', caller.company.id).where('status', '=', CONFIRMED);
    if (ids) query = query.where('id', 'in', ids);
    const rows = (await query.orderBy('invoice_date', 'desc').orderBy('id', 'desc').limit(500).execute()).map((r) => toWire(invoices.def, r));
    const answers = await answersOf(records.reader(), 'invoice', rows.map((r) => Number(r.id)));
    return { data: rows.map((r) => summary(r, answers.get(Number(r.id))?.paid?.said ?? null)) };
  });

  app.get('/api/v1/portal/invoices/:id', { schema: routeSchema({ tag: TAG, operationId: 'getPortalInvoice', summary: 'An invoice with its lines and PayNow for its balance', params: ID_PARAMS, answer: dataOf(INVOICE_DETAIL) }), ...signedIn }, async (request) => {
    const { doc } = await theirs(request);
    return { data: await detail(doc) };
  });

  app.get('/api/v1/portal/invoices/:id/pdf', { schema: routeSchema({ tag: TAG, operationId: 'getPortalInvoicePdf', summary: 'The invoice as a PDF, with the PayNow QR for its balance', params: ID_PARAMS, answer: PDF_ANSWER }), ...signedIn }, async (request) => {
    const { doc } = await theirs(request);
    return { data: base64Parts(await pdfs.draw(await salesDocumentPlan(records, registry, 'sales_invoices', doc))) };
  });

  app.post(
    '/api/v1/portal/invoices/:id/paid',
    {
      schema: routeSchema({
        tag: TAG,
        operationId: 'tellPortalInvoicePaid',
        summary: '"I have paid": the customer’s payment reference, kept for finance',
        description: 'Noted on the invoice’s timeline for finance to match with the bank; it never marks the invoice paid.',
        params: ID_PARAMS,
        body: objectOf({ reference: text('The payment’s reference (bank transfer, PayNow)', { minLength: 1, maxLength: 100 }) }, ['reference']),
        answer: dataOf(INVOICE_DETAIL),
      }),
      ...signedIn,
    },
    async (request) => {
      const { caller, id } = await theirs(request);
      const reference = (request.body as { reference: string }).reference.trim().slice(0, 100);
      await records.transaction(SYSTEM_ACTOR, async (uow) => {
        await keepAnswer(uow.trx, 'invoice', id, { action: 'paid', said: reference, signature: null, contact_id: caller.contact.id });
        await addTimelineEntry(records, uow, invoices, id, `The customer says it is paid (customer portal${caller.contact.name ? `, ${caller.contact.name}` : ''}): reference ${reference}`);
      });
      return { data: await detail(await records.get(invoices, id)) };
    },
  );

  app.get(
    '/api/v1/portal/statement',
    {
      schema: routeSchema({
        tag: TAG,
        operationId: 'getPortalStatement',
        summary: 'The statement of account for a period, in SGD; `format=pdf` for its PDF (base64 parts)',
        querystring: objectOf({ ...STATEMENT_PERIOD, format: { type: 'string', enum: ['json', 'pdf'] } }),
        answer: { oneOf: [dataOf(STATEMENT), PDF_ANSWER] },
      }),
      ...signedIn,
    },
    async (request) => {
      const caller = callerOf(request);
      wholePortal(caller);
      const query = request.query as { from?: string; to?: string; format?: string };
      const { from, to } = statementPeriod(query);
      if (query.format === 'pdf') {
        const company = await records.get(companies, caller.company.id);
        return { data: base64Parts(await pdfs.draw(await statementPlan(records.reader(), receivables, company, from, to))) };
      }
      const { opening, lines, closing } = await receivables.statement(records.reader(), caller.company.id, from, to);
      return {
        data: {
          opening_balance: cents(opening),
          lines: lines.map((l) => ({ date: l.date, number: l.number, kind: l.kind, debit: cents(l.debit), credit: cents(l.credit), balance: cents(l.balance) })),
          closing_balance: cents(closing),
          currency: 'SGD',
        },
      };
    },
  );
}
