/**
 * GET /sales_invoices/{id}/ubl and GET /credit_notes/{id}/ubl (api-contract.md "GST: tax codes,
 * InvoiceNow..."): a confirmed document as PINT-SG UBL 2.1 (application/xml), for InvoiceNow; a
 * draft has no number and no final figures yet, and a void one is not owed, so both are 409.
 * Whoever may read the document may read its XML (einvoice/ubl.ts writes it).
 *
 * POST /sales_invoices/{id}/einvoice and POST /credit_notes/{id}/einvoice (issue 39 item 4): send,
 * or send again, a confirmed document through the Access Point (INVOICENOW_AP_URL): it is queued
 * (einvoice/sender.ts) and tried at once; the answer is the document as it then stands (sent,
 * delivered, failed with the Access Point's reason, or still queued for a retry). Whoever may send
 * the document by mail may (read and send on the collection, asked before anything else: 403);
 * a draft, a void document, a customer without a Peppol id or no Access Point set is 409. Sending
 * again uses the same UUID, so the Access Point answers what became of the first instead of
 * delivering twice. The webhook is routes/invoicenow.ts.
 *
 * GET /invoicenow/config (whoever may read invoices or credit notes): `{sending}`, whether an
 * Access Point is set, so that the app offers Send only where it can work.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Settings } from '../config';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import { conflict, forbidden } from '../errors';
import { principalOf, requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { dataOf, ID_PARAM, objectOf, operationNames, routeSchema } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';
import { documentUuid, ublOf, type UblCollection } from '../einvoice/ubl';
import { accessPoint } from '../einvoice/access-point';
import { EINVOICE_ACTION, EinvoiceSender, queueIn } from '../einvoice/sender';
import type { FileStore } from '../storage';
import { registerInvoiceNowWebhook } from './invoicenow';

const XML_ANSWER = { type: 'string', description: 'The PINT-SG UBL 2.1 document (application/xml)' };

export function registerEinvoiceRoutes(app: FastifyInstance, settings: Settings, registry: Registry, records: Records, files: FileStore, dialect: 'sqlite' | 'postgres'): void {
  const { apUrl, apToken, retrySeconds } = settings.invoicenow;
  const sender = apUrl ? new EinvoiceSender(accessPoint(apUrl, apToken), registry, records, dialect, retrySeconds, app.log) : undefined;
  if (sender) {
    app.addHook('onReady', async () => sender.start());
    app.addHook('preClose', async () => sender.stop());
  }
  registerInvoiceNowWebhook(app, settings, registry, records, files, () => sender);

  // An extension of the contract: whether this server sends e-invoices, so that the app offers Send
  // only then; for whoever may read the documents it is about.
  const configSchema = routeSchema({
    tag: 'invoicenow',
    operationId: 'getInvoiceNowConfig',
    summary: 'Whether e-invoices are sent from here through an InvoiceNow Access Point',
    answer: dataOf(objectOf({ sending: { type: 'boolean', description: 'An Access Point is set (INVOICENOW_AP_URL): confirmed invoices and credit notes can be sent; otherwise their XML is only saved' } }, ['sending'])),
  });
  const documents = (['sales_invoices', 'credit_notes'] as const).map((name) => registry.require(name).def.subject);
  app.get('/api/v1/invoicenow/config', { schema: configSchema }, async (request) => {
    const { ability } = principalOf(request);
    if (!documents.some((subject) => ability.can('read', subject))) throw forbidden('You may not read sales invoices or credit notes');
    return { data: { sending: !!sender } };
  });
  const companies = registry.require('companies');

  for (const collection of ['sales_invoices', 'credit_notes'] as UblCollection[]) {
    const info = registry.require(collection);
    const noun = info.def.label.toLowerCase();
    const one = info.def.labelSingular.toLowerCase();
    const numberField = collection === 'sales_invoices' ? 'invoice_no' : 'credit_note_no';
    const schema = routeSchema({
      tag: collection,
      operationId: `get${operationNames(info.def).singular}Ubl`,
      summary: `The confirmed ${one} as a PINT-SG UBL 2.1 e-invoice (InvoiceNow)`,
      description: `application/xml, saved as \`<number>.xml\`. A draft or void ${one} answers 409.`,
      params: objectOf({ id: ID_PARAM }, ['id']),
      answer: XML_ANSWER,
    });
    app.get(`/api/v1/${collection}/:id/ubl`, { schema }, async (request, reply) => {
      requireAbility(request, 'read', info.def.subject, noun);
      const doc = await records.get(info, (request.params as { id: string }).id);
      if (doc.status === 'O') throw conflict(`This ${one} is still a draft: confirm it first, then its e-invoice can be written`);
      if (doc.status !== 'C') throw conflict(`This ${one} is void: it has no e-invoice`);
      const xml = await ublOf(records.reader(), collection, doc);
      const name = String(doc[numberField] ?? `${collection}-${doc.id}`).replace(/[^\w.-]/g, '_');
      return reply.type('application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${name}.xml"`).header('cache-control', 'no-store').send(xml);
    });

    const maySend = (request: FastifyRequest) => {
      requireAbility(request, 'read', info.def.subject, noun);
      return requireAbility(request, 'send', info.def.subject, noun);
    };
    const sendSchema = routeSchema({
      tag: collection,
      operationId: `send${operationNames(info.def).singular}Einvoice`,
      summary: `Send the confirmed ${one} as an e-invoice through the InvoiceNow Access Point, or send it again`,
      description: `Queued and tried at once; the answer is the ${one} with its einvoice_status (sent, delivered, failed with einvoice_error, or queued for a retry). Sent again under the same UUID, so never delivered twice. A draft or void ${one}, a customer without a Peppol id, or no INVOICENOW_AP_URL set is 409.`,
      params: objectOf({ id: ID_PARAM }, ['id']),
      answer: dataOf(resourceSchemas(info).record),
    });
    app.post(`/api/v1/${collection}/:id/einvoice`, { schema: sendSchema, config: { authorize: maySend } }, async (request) => {
      const actor = actorOf(maySend(request));
      const doc = await records.get(info, (request.params as { id: string }).id);
      if (doc.status === 'O') throw conflict(`This ${one} is still a draft: confirm it first, then it can be sent as an e-invoice`);
      if (doc.status !== 'C') throw conflict(`This ${one} is void: it is not sent as an e-invoice`);
      if (!sender) throw conflict('No InvoiceNow Access Point is set up (INVOICENOW_AP_URL): download the e-invoice (XML) and give it to your Access Point instead');
      const customer = doc.company_id ? await records.reader().selectFrom(companies.def.table).select(['company_name', 'peppol_id']).where('id', '=', Number(doc.company_id)).executeTakeFirst() : undefined;
      if (!customer?.peppol_id) throw conflict(`${customer?.company_name ?? 'The customer'} has no Peppol id: add it on the company, then send the ${one} again`, { field: 'company_id' });
      const id = Number(doc.id);
      await records.transaction(actor, async (uow) => {
        const current = await uow.lock(info, id);
        // A document confirmed before e-invoices had UUIDs keeps the one its downloaded XML carried.
        const uuid = current.einvoice_uuid || documentUuid(collection, id);
        await uow.update(info, id, { values: { einvoice_uuid: uuid, einvoice_status: 'queued', einvoice_error: null } }, { action: EINVOICE_ACTION });
        await queueIn(uow.trx, collection, id);
      });
      await sender.sweep();
      return { data: await records.get(info, id) };
    });
  }
}
