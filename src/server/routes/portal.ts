/**
 * The customer portal's API (issue 40; api-contract.md "Customer portal"), under /api/v1/portal:
 *
 * - sign-in (public): POST /portal/auth/link `{email}` (always 202), POST /portal/auth/token `{token}`
 *   (a mailed sign-in link), POST /portal/auth/document `{token}` (a document's own `/p/<token>` link);
 *   each answers the session `{session_token, expires_at, contact, company[, scope]}`;
 * - with `Authorization: Bearer <session_token>` (portal/caller.ts): POST /portal/auth/logout,
 *   GET /portal/me, and the company's documents (this file and routes/portal-service.ts).
 *
 * Staff tokens never reach these routes, nor portal tokens the staff's (portal/access.ts). A record
 * of another company answers 404, as one that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import type { Records } from '../db/records';
import type { PdfPool } from '../pdf/pool';
import { salesDocumentPlan } from '../pdf/sales-document';
import type { Registry } from '../registry';
import { dataOf, EMPTY_DATA, objectOf, ID_PARAM, routeSchema, text, type JsonSchema } from '../schemas/common';
import type { PortalAccess } from '../portal/access';
import { callerOf, idOf, portalRoute, reach, scopedIds } from '../portal/caller';
import { acceptQuotation, companyQuotations, declineQuotation, MAX_SIGNATURE_CHARS, quotationDetail, theirQuotation } from '../portal/quotations';
import { base64Parts } from './job-order-documents';

const TAG = 'portal';
const nullable = (type: string, extra: JsonSchema = {}): JsonSchema => ({ type: [type, 'null'], ...extra });
const money = (description?: string): JsonSchema => ({ type: 'number', ...(description ? { description } : {}) });

export const SCOPE: JsonSchema = objectOf({ kind: { type: 'string', enum: ['quotation', 'invoice', 'job'] }, id: { type: 'integer' } }, ['kind', 'id']);
const CONTACT: JsonSchema = objectOf({ id: nullable('integer', { description: "Null for a document link's reader who is not a portal contact" }), name: { type: 'string' }, email: { type: 'string' } }, ['id', 'name', 'email']);
const COMPANY: JsonSchema = objectOf({ id: { type: 'integer' }, name: { type: 'string' } }, ['id', 'name']);
const SESSION: JsonSchema = objectOf(
  {
    session_token: text('Send it as `Authorization: Bearer <session_token>` on the portal calls'),
    expires_at: { type: 'integer', description: 'Unix seconds' },
    contact: CONTACT,
    company: COMPANY,
    scope: SCOPE,
  },
  ['session_token', 'expires_at', 'contact', 'company'],
);
const TOKEN_BODY = objectOf({ token: text('The token of the mailed link', { maxLength: 200 }) }, ['token']);
/** A PDF as base64 parts, as every /pdf call of the API answers it (routes/job-order-documents.ts). */
export const PDF_ANSWER = dataOf({ type: 'array', items: { type: 'string' }, description: 'Joined and decoded, the PDF file' });

const QUOTATION: JsonSchema = objectOf(
  {
    id: { type: 'integer' },
    number: nullable('string', { description: 'None before it is confirmed' }),
    date: nullable('integer'),
    valid_until: nullable('integer'),
    status: { type: 'string', enum: ['open', 'accepted', 'declined'] },
    currency: { type: 'string' },
    subtotal: money(),
    gst: money(),
    total: money(),
    expired: { type: 'boolean', description: 'Open but past its validity: it can no longer be accepted' },
  },
  ['id', 'number', 'date', 'valid_until', 'status', 'currency', 'subtotal', 'gst', 'total', 'expired'],
);
export const LINE: JsonSchema = objectOf(
  {
    description: nullable('string'),
    qty: { type: 'number' },
    uom: nullable('string'),
    unit_price: money(),
    discount: { type: 'number', description: 'Percent' },
    amount: money(),
    tax_code: nullable('string'),
  },
  ['description', 'qty', 'uom', 'unit_price', 'discount', 'amount'],
);
const QUOTATION_DETAIL: JsonSchema = {
  ...QUOTATION,
  properties: {
    ...(QUOTATION.properties as object),
    lines: { type: 'array', items: LINE },
    salesperson: objectOf({ name: { type: 'string' }, email: nullable('string'), tel: nullable('string') }, ['name', 'email', 'tel']),
    accepted: { ...objectOf({ name: { type: 'string' }, at: { type: 'integer' } }, ['name', 'at']), type: ['object', 'null'] },
    declined: { ...objectOf({ reason: { type: 'string' }, at: { type: 'integer' } }, ['reason', 'at']), type: ['object', 'null'] },
  },
  required: [...(QUOTATION.required as string[]), 'lines', 'salesperson', 'accepted', 'declined'],
};
const ID_PARAMS = objectOf({ id: ID_PARAM }, ['id']);

export function registerPortalRoutes(app: FastifyInstance, registry: Registry, records: Records, access: PortalAccess, pdfs: PdfPool): void {
  const signedIn = portalRoute(access);

  app.post(
    '/api/v1/portal/auth/link',
    {
      schema: routeSchema({
        tag: TAG,
        operationId: 'requestPortalLink',
        summary: 'Mail a single-use sign-in link (15 minutes) to a known contact; always 202',
        description: 'The answer never says whether the address is known. Too many requests for one address, or from one network address, within an hour: 429.',
        body: objectOf({ email: text('The contact’s email address', { maxLength: 320 }) }, ['email']),
        answer: EMPTY_DATA,
        status: 202,
      }),
      config: { public: true },
    },
    async (request, reply) => {
      await access.requestLink((request.body as { email: string }).email, request.ip, request.headers['accept-language']);
      reply.code(202);
      return { data: {} };
    },
  );

  app.post(
    '/api/v1/portal/auth/token',
    {
      schema: routeSchema({ tag: TAG, operationId: 'openPortalSession', summary: "A mailed sign-in link's token for a portal session of 30 days", description: 'A link used already, expired or unknown: 400 in a sentence.', body: TOKEN_BODY, answer: dataOf(SESSION) }),
      config: { public: true },
    },
    async (request) => ({ data: await access.signIn((request.body as { token: string }).token, request.headers['accept-language']) }),
  );

  app.post(
    '/api/v1/portal/auth/document',
    {
      schema: routeSchema({
        tag: TAG,
        operationId: 'openPortalDocument',
        summary: "A document link's token (`/p/<token>`) for a session that reaches that one document",
        description: 'The link works for 30 days, as often as wanted, until staff revoke it; a revoked or expired one: 400 in a sentence.',
        body: TOKEN_BODY,
        answer: dataOf({ ...SESSION, required: [...(SESSION.required as string[]), 'scope'] }),
      }),
      config: { public: true },
    },
    async (request) => ({ data: await access.openDocument((request.body as { token: string }).token, request.headers['accept-language']) }),
  );

  app.post('/api/v1/portal/auth/logout', { schema: routeSchema({ tag: TAG, operationId: 'endPortalSession', summary: 'End this portal session', answer: EMPTY_DATA }), ...signedIn }, async (request) => {
    await access.logout(callerOf(request));
    return { data: {} };
  });

  app.get(
    '/api/v1/portal/me',
    { schema: routeSchema({ tag: TAG, operationId: 'getPortalMe', summary: 'Who is signed in to the portal, for which company, and the one document a document link reaches', answer: dataOf(objectOf({ contact: CONTACT, company: COMPANY, scope: { ...SCOPE, type: ['object', 'null'] }, language: { type: 'string' } }, ['contact', 'company', 'scope'])) }), ...signedIn },
    async (request) => {
      const caller = callerOf(request);
      return { data: { contact: caller.contact, company: caller.company, scope: caller.scope, language: caller.language } };
    },
  );

  // Quotations: the open ones and the accepted ones, read, printed, accepted or declined.
  app.get('/api/v1/portal/quotations', { schema: routeSchema({ tag: TAG, operationId: 'listPortalQuotations', summary: "The company's open and accepted quotations, newest first", answer: dataOf({ type: 'array', items: QUOTATION }) }), ...signedIn }, async (request) => {
    const caller = callerOf(request);
    return { data: await companyQuotations(records, registry, caller.company.id, scopedIds(caller, 'quotation')) };
  });

  const theirs = async (request: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(request);
    const id = idOf(request, caller, 'quotation');
    reach(caller, 'quotation', id, 'quotation');
    return { caller, id, doc: await theirQuotation(records, registry, caller, id) };
  };

  app.get('/api/v1/portal/quotations/:id', { schema: routeSchema({ tag: TAG, operationId: 'getPortalQuotation', summary: 'A quotation with its lines and whom to call', params: ID_PARAMS, answer: dataOf(QUOTATION_DETAIL) }), ...signedIn }, async (request) => {
    const { doc } = await theirs(request);
    return { data: await quotationDetail(records, doc) };
  });

  app.get('/api/v1/portal/quotations/:id/pdf', { schema: routeSchema({ tag: TAG, operationId: 'getPortalQuotationPdf', summary: 'The quotation as a PDF (with the signature once accepted in the portal)', params: ID_PARAMS, answer: PDF_ANSWER }), ...signedIn }, async (request) => {
    const { doc } = await theirs(request);
    return { data: base64Parts(await pdfs.draw(await salesDocumentPlan(records, registry, 'quotations', doc))) };
  });

  app.post(
    '/api/v1/portal/quotations/:id/accept',
    {
      schema: routeSchema({
        tag: TAG,
        operationId: 'acceptPortalQuotation',
        summary: "Accept the quotation: confirmed as a staff confirm would, with the signer's name and drawn signature",
        description: 'Past its validity, or answered already: 409 in a sentence that says whom to call.',
        params: ID_PARAMS,
        body: objectOf({ signature_name: text("The signer's name", { maxLength: 100 }), signature: text('The drawn signature, a PNG data URL (data:image/png;base64,...)', { maxLength: MAX_SIGNATURE_CHARS }) }, ['signature_name', 'signature']),
        answer: dataOf(QUOTATION_DETAIL),
      }),
      ...signedIn,
    },
    async (request) => {
      const { caller, id } = await theirs(request);
      return { data: await acceptQuotation(records, registry, caller, id, request.body as { signature_name: string; signature: string }) };
    },
  );

  app.post(
    '/api/v1/portal/quotations/:id/decline',
    {
      schema: routeSchema({ tag: TAG, operationId: 'declinePortalQuotation', summary: 'Decline the quotation, saying why', params: ID_PARAMS, body: objectOf({ reason: text('Why', { minLength: 1, maxLength: 2000 }) }, ['reason']), answer: dataOf(QUOTATION_DETAIL) }),
      ...signedIn,
    },
    async (request) => {
      const { caller, id } = await theirs(request);
      return { data: await declineQuotation(records, registry, caller, id, (request.body as { reason: string }).reason) };
    },
  );
}
