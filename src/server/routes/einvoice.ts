/**
 * GET /sales_invoices/{id}/ubl and GET /credit_notes/{id}/ubl (api-contract.md "GST: tax codes,
 * InvoiceNow..."): a confirmed document as PINT-SG UBL 2.1 (application/xml), for InvoiceNow; a
 * draft has no number and no final figures yet, and a void one is not owed, so both are 409.
 * Whoever may read the document may read its XML (einvoice/ubl.ts writes it).
 */
import type { FastifyInstance } from 'fastify';
import type { Records } from '../db/records';
import { conflict } from '../errors';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { ID_PARAM, objectOf, operationNames, routeSchema } from '../schemas/common';
import { ublOf, type UblCollection } from '../einvoice/ubl';

const XML_ANSWER = { type: 'string', description: 'The PINT-SG UBL 2.1 document (application/xml)' };

export function registerEinvoiceRoutes(app: FastifyInstance, registry: Registry, records: Records): void {
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
  }
}
