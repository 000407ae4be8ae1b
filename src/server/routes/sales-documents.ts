/**
 * Sales document calls (api-contract.md "Sales documents"), for each document of the chain
 * (src/server/sales/chain.ts):
 * - POST /{collection}/{id}/convert `{"to", "lines"?: [{"line_id", "qty"}]}`: the next document
 *   made from this one, 201 `{"data": newDocument}`; more than is open answers 409;
 * - GET /{collection}/{id}/open-lines: each line with its quantity, what documents of the next
 *   collection (not voided) already took of it and what is left open, so a screen can offer part of
 *   it (contract extension);
 * - GET /{collection}/{id}/chain: every document of its chain, from the first, each with its
 *   currency (contract extension);
 * - GET /{collection}/{id}/pdf: the document's PDF as base64 parts (src/server/pdf/sales-document.ts);
 * - POST /{collection}/{id}/send `{"to": [...], "message"?}`: mails that PDF as `<number>.pdf`
 *   (SMTP or the outbox) and notes it on the document's timeline (contract extension); answers
 *   `{"sent", "queued"}`: how many the relay took, how many wait in the outbox. It asks the
 *   `send` ability on the collection (as shipped: sales, finance, custadmin, admin), not update:
 *   a confirmed document (locked to updates) must still be sendable, and a reader may download
 *   the PDF but not mail it out under the company's name.
 * - POST /quotations/{id}/revise: a confirmed quotation's next revision, a new draft, 201
 *   `{"data": revision}`; GET /quotations/{id}/revisions: its thread (contract extensions,
 *   behaviour/quotations.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import { HttpError } from '../errors';
import { deliveryWords, sendEach, type Mailer } from '../mail/mailer';
import { customerLetter } from '../mail/messages';
import type { MailSendLimits } from '../mail/send-limits';
import { pdfFileName, salesDocumentPlan } from '../pdf/sales-document';
import type { PdfPool } from '../pdf/pool';
import { requireAbility } from '../plugins/auth';
import type { Registry, ResourceInfo } from '../registry';
import type { WireRecord } from '../db/codec';
import type { PdfPlanData } from '../pdf/plan';
import { CHAIN, chainOf, confirmsOnConvert, convert, nextOf, openLines, type LineRequest } from '../sales/chain';
import { statusActions } from '../../shared/abilities';
import { dataOf, ID_PARAM, objectOf, operationNames, routeSchema, text } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';
import { mailAddressProblems } from '../validate';
import { addTimelineEntry } from '../workflow/engine';
import { base64Parts, MAX_RECIPIENTS, SEND_ANSWER } from './job-order-documents';
import { reviseQuotation, revisionThread } from '../behaviour/quotations';
import type { DocumentKind, PortalAccess } from '../portal/access';

const CHAIN_ENTRY = objectOf(
  {
    collection: { type: 'string', enum: [...CHAIN] },
    id: { type: 'integer' },
    number: { type: ['string', 'null'] },
    status: { type: 'string' },
    date: { type: ['integer', 'null'] },
    total: { type: ['number', 'null'] },
    currency_id: { type: ['string', 'null'], description: "The total's currency (none on a delivery order)" },
    source_collection: { type: ['string', 'null'] },
    source_id: { type: ['integer', 'null'] },
  },
  ['collection', 'id', 'number', 'status'],
);

const OPEN_LINE = objectOf(
  {
    line_id: { type: 'integer' },
    description: { type: ['string', 'null'] },
    uom: { type: ['string', 'null'] },
    qty: { type: 'number', description: "The line's quantity (delivered, on a delivery order)" },
    taken: { type: 'number', description: 'What documents of the next collection, not voided, already took of it' },
    open: { type: 'number', description: 'What is left to convert' },
  },
  ['line_id', 'qty', 'taken', 'open'],
);

/** The documents of the chain a customer opens in the portal from their mail (portal/access.ts documentLink). */
const PORTAL_KIND: Partial<Record<(typeof CHAIN)[number], DocumentKind>> = { quotations: 'quotation', sales_invoices: 'invoice' };

export function registerSalesDocumentRoutes(app: FastifyInstance, registry: Registry, records: Records, mailer: Mailer, sendLimits: MailSendLimits, pdfs: PdfPool, portal?: PortalAccess): void {
  for (const collection of CHAIN) {
    const source = registry.require(collection);
    const noun = source.def.label.toLowerCase();
    const next = nextOf(collection);
    const { singular } = operationNames(source.def);

    if (next) {
      const target = registry.require(next);
      const schema = routeSchema({
        tag: collection,
        operationId: `convert${singular}`,
        summary: `Convert to ${target.def.labelSingular.toLowerCase()}: its lines, or part of their open quantities`,
        params: objectOf({ id: ID_PARAM }, ['id']),
        body: objectOf(
          {
            to: text('The next collection of the chain', { enum: [next] }),
            lines: {
              type: 'array',
              maxItems: 1000,
              description: 'The lines to take and how much of each; all that is open when left out',
              // A negative quantity is refused by convert, in a sentence naming the line (sales/chain.ts).
              items: objectOf({ line_id: { type: 'integer', minimum: 1 }, qty: { type: 'number', minimum: -1e12, maximum: 1e12 } }, ['line_id', 'qty']),
            },
          },
          ['to'],
        ),
        answer: dataOf(resourceSchemas(target).record),
        status: 201,
      });
      // The ability is asked before the body is validated: 403 before 422.
      const authorize = (request: FastifyRequest) => requireAbility(request, 'read', source.def.subject, noun);
      app.post(`/api/v1/${collection}/:id/convert`, { schema, config: { authorize } }, async (request, reply) => {
        requireAbility(request, 'read', source.def.subject, noun);
        const actor = actorOf(requireAbility(request, 'create', target.def.subject, target.def.label.toLowerCase()));
        const body = request.body as { to: typeof next; lines?: LineRequest[] };
        const data = await records.transaction(actor, async (uow) => {
          const doc = await uow.lock(source, (request.params as { id: string }).id);
          // A draft is confirmed by its conversion (sales/chain.ts): that needs the ability to confirm it.
          if (confirmsOnConvert(collection, doc)) for (const action of statusActions('C')) requireAbility(request, action, source.def.subject, noun);
          return convert(uow, registry, collection, doc, body.to, body.lines);
        });
        reply.code(201);
        return { data };
      });

      const openSchema = routeSchema({
        tag: collection,
        operationId: `get${singular}OpenLines`,
        summary: `Each line with what is already in ${target.def.label.toLowerCase()} and what is left open`,
        params: objectOf({ id: ID_PARAM }, ['id']),
        answer: dataOf({ type: 'array', items: OPEN_LINE }),
      });
      app.get(`/api/v1/${collection}/:id/open-lines`, { schema: openSchema }, async (request) => {
        requireAbility(request, 'read', source.def.subject, noun);
        const doc = await records.get(source, (request.params as { id: string }).id);
        const lines = await openLines(records.reader(), registry, collection, doc);
        return { data: lines.map(({ line, qty, taken, open }) => ({ line_id: Number(line.id), description: (line.description as string | null) ?? null, uom: (line.uom as string | null) ?? null, qty, taken, open })) };
      });
    }

    const chainSchema = routeSchema({
      tag: collection,
      operationId: `get${singular}Chain`,
      summary: 'Every document of the chain this one belongs to, from the first',
      params: objectOf({ id: ID_PARAM }, ['id']),
      answer: dataOf({ type: 'array', items: CHAIN_ENTRY }),
    });
    app.get(`/api/v1/${collection}/:id/chain`, { schema: chainSchema }, async (request) => {
      requireAbility(request, 'read', source.def.subject, noun);
      const doc = await records.get(source, (request.params as { id: string }).id);
      return { data: await chainOf(records.reader(), registry, collection, Number(doc.id)) };
    });

    const portalKind = PORTAL_KIND[collection];
    registerPdfAndSend(app, source, records, mailer, sendLimits, pdfs, {
      plan: (doc) => salesDocumentPlan(records, registry, collection, doc),
      fileName: (doc) => pdfFileName(registry, collection, doc),
      // A quotation's or a confirmed invoice's mail carries its own link in the customer portal (issue 40).
      ...(portal && portalKind
        ? { link: async (doc: WireRecord, to: string) => (doc.company_id && doc.status !== 'V' && (portalKind === 'quotation' || doc.status === 'C') ? portal.documentLine({ companyId: Number(doc.company_id), kind: portalKind, id: Number(doc.id), email: to, name: doc.contact_person as string | null }) : null) }
        : {}),
    });
  }
  registerRevisionRoutes(app, registry, records);
}

/** How a document prints: its drawing plan and the file name it is saved and mailed as. */
export interface PrintedDocument {
  plan: (doc: WireRecord) => Promise<PdfPlanData>;
  fileName: (doc: WireRecord) => string;
  /** The line a mail of the document to `to` ends with: its own link in the customer portal; none when null. */
  link?: (doc: WireRecord, to: string) => Promise<string | null>;
}

/**
 * GET /{collection}/{id}/pdf and POST /{collection}/{id}/send of a document (the sales chain's, a
 * purchase order's): the PDF as base64 parts, and that PDF mailed as `<number>.pdf` with a letter
 * to the document's contact, noted on its timeline; sending asks the `send` ability.
 */
export function registerPdfAndSend(app: FastifyInstance, source: ResourceInfo, records: Records, mailer: Mailer, sendLimits: MailSendLimits, pdfs: PdfPool, printed: PrintedDocument): void {
  const noun = source.def.label.toLowerCase();
  const { singular } = operationNames(source.def);
  const pdfSchema = routeSchema({
    tag: source.def.resource,
    operationId: `get${singular}Pdf`,
    summary: `The ${source.def.labelSingular.toLowerCase()} as a PDF`,
    description: 'The PDF as base64 parts: joined and decoded, they are the file (`<number>.pdf`; a draft `<collection>-<id>.pdf`).',
    params: objectOf({ id: ID_PARAM }, ['id']),
    answer: dataOf({ type: 'array', items: { type: 'string' } }),
  });
  app.get(`/api/v1/${source.def.resource}/:id/pdf`, { schema: pdfSchema }, async (request) => {
    requireAbility(request, 'read', source.def.subject, noun);
    const doc = await records.get(source, (request.params as { id: string }).id);
    return { data: base64Parts(await pdfs.draw(await printed.plan(doc))) };
  });

  const sendSchema = routeSchema({
    tag: source.def.resource,
    operationId: `send${singular}`,
    summary: `Mail the ${source.def.labelSingular.toLowerCase()}'s PDF`,
    description: "Attached as `<number>.pdf`, through SMTP or the outbox, to each address; notes the delivery on the document's timeline.",
    params: objectOf({ id: ID_PARAM }, ['id']),
    body: objectOf(
      {
        to: { type: 'array', minItems: 1, maxItems: MAX_RECIPIENTS, items: text('A mail address', { maxLength: 254 }) },
        message: text('The mail\'s text above the default lines', { maxLength: 5000 }),
      },
      ['to'],
    ),
    answer: SEND_ANSWER,
  });
  // Mailing a document out is an ability of its own (issue 34, item 7): reading it is not enough.
  const maySend = (request: FastifyRequest) => {
    requireAbility(request, 'read', source.def.subject, noun);
    return requireAbility(request, 'send', source.def.subject, noun);
  };
  app.post(`/api/v1/${source.def.resource}/:id/send`, { schema: sendSchema, config: { authorize: maySend } }, async (request) => {
    const actor = actorOf(maySend(request));
    const body = request.body as { to: string[]; message?: string };
    const problems = mailAddressProblems(body.to);
    if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
    const doc = await records.get(source, (request.params as { id: string }).id);
    const to = [...new Set(body.to)];
    await sendLimits.take(actor.userId, `${source.def.resource}:${doc.id}`, to.length);
    const pdf = await pdfs.draw(await printed.plan(doc));
    const filename = printed.fileName(doc);
    const title = `${source.def.labelSingular} ${filename.replace(/\.pdf$/, '')}`;
    // Addressed to the contact, else to the company (a purchase order's supplier is not "customer").
    const contact = (doc.contact_person as string | null) || (doc.company_id ? ((await records.reader().selectFrom('companies').select('company_name').where('id', '=', Number(doc.company_id)).executeTakeFirst())?.company_name as string | undefined) : undefined);
    const text = customerLetter(contact, body.message, [`Please find attached our ${source.def.labelSingular.toLowerCase()} ${filename.replace(/\.pdf$/, '')}.`, '', 'Thank you.']);
    const mails = [];
    for (const address of to) {
      const link = await printed.link?.(doc, address);
      mails.push({ to: address, subject: title, text: link ? `${text}\n\n${link}` : text, attachments: [{ filename, content: pdf, contentType: 'application/pdf' }] });
    }
    const done = await sendEach(mailer, mails);
    await records.transaction(actor, (uow) => addTimelineEntry(records, uow, source, Number(doc.id), `${title} ${deliveryWords(done)} ${to.join(', ')}`));
    return { data: done };
  });
}

const REVISION_ENTRY = objectOf(
  {
    id: { type: 'integer' },
    number: { type: ['string', 'null'] },
    revision: { type: ['string', 'null'], description: 'The letter: blank for the original (A), B for the first revision, …' },
    status: { type: 'string' },
    superseded: { type: 'boolean' },
    date: { type: ['integer', 'null'] },
    total: { type: ['number', 'null'] },
  },
  ['id', 'number', 'revision', 'status', 'superseded'],
);

function registerRevisionRoutes(app: FastifyInstance, registry: Registry, records: Records): void {
  const quotations = registry.require('quotations');
  const subject = quotations.def.subject;
  const params = objectOf({ id: ID_PARAM }, ['id']);
  // Revising writes a new quotation and marks the old one: it takes both create and update.
  const authorize = (request: FastifyRequest) => {
    requireAbility(request, 'create', subject, 'quotations');
    return requireAbility(request, 'update', subject, 'quotations');
  };
  const reviseSchema = routeSchema({ tag: 'quotations', operationId: 'reviseQuotation', summary: 'Revise a confirmed quotation: a new draft revision in its thread (rev B, C, …); the revised one is superseded', params, answer: dataOf(resourceSchemas(quotations).record), status: 201 });
  app.post('/api/v1/quotations/:id/revise', { schema: reviseSchema, config: { authorize } }, async (request, reply) => {
    const actor = actorOf(authorize(request));
    const data = await records.transaction(actor, async (uow) => reviseQuotation(uow, registry, await uow.lock(quotations, (request.params as { id: string }).id)));
    reply.code(201);
    return { data };
  });

  const threadSchema = routeSchema({ tag: 'quotations', operationId: 'listQuotationRevisions', summary: "Every revision of the quotation's thread, oldest first", params, answer: dataOf({ type: 'array', items: REVISION_ENTRY }) });
  app.get('/api/v1/quotations/:id/revisions', { schema: threadSchema }, async (request) => {
    requireAbility(request, 'read', subject, 'quotations');
    const doc = await records.get(quotations, (request.params as { id: string }).id);
    return { data: await revisionThread(records.reader(), quotations, doc) };
  });
}
