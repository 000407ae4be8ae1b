/**
 * GET /business and PATCH /business (api-contract.md "GST: tax codes, InvoiceNow..."): the
 * business's own details, read and changed by an administrator (whoever may manage users; each change audited). Every
 * PDF, PayNow code and e-invoice reads them (business/details.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unixNow } from '../clock';
import type { Records } from '../db/records';
import { HttpError } from '../errors';
import { BUSINESS_FIELDS, checkBusiness, readBusiness, saveBusiness, type Business } from '../business/details';
import type { Registry } from '../registry';
import { dataOf, objectOf, routeSchema } from '../schemas/common';

const FIELD_DOC: Record<string, string> = {
  name: "The business's registered name",
  uen: 'Singapore Unique Entity Number',
  gst_reg_no: 'GST registration number (the UEN, or an IRAS M2-1234567-8 number)',
  addr1: 'Block/house number and street',
  addr2: 'Unit number and building',
  postal: 'Postal code',
  country: 'Country',
  tel: 'Telephone',
  email: 'Email for customers',
  peppol_id: 'Peppol participant id, 0195:SGUEN<UEN>',
  bank_name: 'Bank paid by transfer',
  bank_account: 'Account number at that bank',
  paynow_uen: 'The UEN PayNow pays, when not the business UEN',
};
const BUSINESS = objectOf(Object.fromEntries(BUSINESS_FIELDS.map((f) => [f, { type: ['string', 'null'], description: FIELD_DOC[f] }])), [...BUSINESS_FIELDS]);
const CHANGES = objectOf(Object.fromEntries(BUSINESS_FIELDS.map((f) => [f, { type: ['string', 'null'], maxLength: 200, description: FIELD_DOC[f] }])));

export function registerBusinessRoutes(app: FastifyInstance, registry: Registry, records: Records): void {
  const users = registry.require('users');
  // Before the body is validated (a preValidation hook, after the sign-in's): whoever may not
  // change the details hears that, not what is wrong with a body they may not send.
  const adminOnly = async (request: FastifyRequest) => {
    if (!request.principal!.ability.can('manage', users.def.subject)) throw HttpError.of('FORBIDDEN', "Only an administrator may see or change the business's details");
  };

  const read = routeSchema({ tag: 'business', operationId: 'getBusiness', summary: "The business's own details (administrators)", answer: dataOf(BUSINESS) });
  app.get('/api/v1/business', { schema: read, preValidation: adminOnly }, async () => {
    return { data: await readBusiness(records.reader()) };
  });

  const change = routeSchema({
    tag: 'business',
    operationId: 'updateBusiness',
    summary: "Change the business's own details (administrators)",
    description: 'Only the fields given change; null or an empty string clears one. Every PDF, PayNow code and e-invoice prints them from then on.',
    body: CHANGES,
    answer: dataOf(BUSINESS),
  });
  app.patch('/api/v1/business', { schema: change, preValidation: adminOnly }, async (request) => {
    const changes = request.body as Partial<Business>;
    const saved = await records.write(async (trx) => {
      const before = await readBusiness(trx);
      const business = { ...before, ...changes };
      for (const f of BUSINESS_FIELDS) business[f] = typeof business[f] === 'string' && business[f]!.trim() ? business[f]!.trim() : null;
      const errors = checkBusiness(business);
      if (errors.length) throw new HttpError('VALIDATION_FAILED', errors.map((e) => ({ title: e.title, meta: { field: e.field } })));
      await saveBusiness(trx, before, business, request.principal!.user.id, unixNow());
      return business;
    });
    return { data: saved };
  });
}
