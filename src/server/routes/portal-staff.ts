/**
 * Staff's side of the customer portal (issue 40), for the company page's "Portal access" panel:
 *
 * - POST /portal/invitations `{company_id, email, name, language?}`: a contact of the company may
 *   use the portal; mailed a sign-in link (201). Whoever may update companies.
 * - GET /portal_contacts?company_id=: the company's portal contacts (whoever may read companies).
 * - POST /portal_contacts/{id}/end-sessions: every portal session of the contact ends.
 * - POST /portal_contacts/{id}/revoke: the contact may no longer sign in (sessions ended too).
 * - GET /portal_links?kind=&id=: a quotation's, invoice's or job's mailed links (`/p/<token>`);
 *   POST /portal_links/{id}/revoke: one stops opening. Whoever may update companies.
 *
 * The ability is asked before the body or query is looked at (403 before 422).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { dataOf, EMPTY_DATA, ID_PARAM, objectOf, routeSchema, text, type JsonSchema } from '../schemas/common';
import { contactAnswer, DOCUMENT_KINDS, type DocumentKind, type PortalAccess } from '../portal/access';
import { LOCALES } from '../i18n';

const TAG = 'portal';
const CONTACT: JsonSchema = objectOf(
  {
    id: { type: 'integer' },
    company_id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    language: { type: 'string', enum: [...LOCALES] },
    active: { type: 'boolean', description: 'False once revoked' },
    created_at: { type: 'integer' },
    last_sign_in: { type: ['integer', 'null'] },
    open_sessions: { type: 'integer' },
  },
  ['id', 'company_id', 'name', 'email', 'language', 'active', 'created_at', 'last_sign_in', 'open_sessions'],
);
const LINK: JsonSchema = objectOf(
  {
    id: { type: 'integer' },
    doc_kind: { type: 'string', enum: [...DOCUMENT_KINDS] },
    doc_id: { type: 'integer' },
    email: { type: ['string', 'null'], description: 'Where it was mailed' },
    created_at: { type: 'integer' },
    expires_at: { type: 'integer' },
    last_opened: { type: ['integer', 'null'] },
    revoked_at: { type: ['integer', 'null'] },
  },
  ['id', 'doc_kind', 'doc_id', 'email', 'created_at', 'expires_at', 'last_opened', 'revoked_at'],
);
const ID_PARAMS = objectOf({ id: ID_PARAM }, ['id']);
/** A record id in the query string. */
const ID_NUMBER: JsonSchema = { type: 'string', pattern: '^[1-9][0-9]{0,15}$' };

export function registerPortalStaffRoutes(app: FastifyInstance, registry: Registry, access: PortalAccess): void {
  const subject = registry.require('companies').def.subject;
  const mayUpdate = (request: FastifyRequest) => requireAbility(request, 'update', subject, 'companies');
  const mayRead = (request: FastifyRequest) => requireAbility(request, 'read', subject, 'companies');
  const contactOf = async (request: FastifyRequest) => {
    const contact = await access.contact(Number((request.params as { id: string }).id));
    if (!contact) throw notFound('There is no such portal contact');
    return contact;
  };

  app.post(
    '/api/v1/portal/invitations',
    {
      schema: routeSchema({
        tag: TAG,
        operationId: 'invitePortalContact',
        summary: "Let a company's contact use the customer portal: mailed a sign-in link",
        body: objectOf({ company_id: { type: 'integer', minimum: 1 }, email: text('The contact’s email address', { maxLength: 254 }), name: text('The contact’s name', { maxLength: 100 }), language: text('Their language for the portal’s mails', { enum: [...LOCALES] }) }, ['company_id', 'email', 'name']),
        answer: dataOf(objectOf({ id: { type: 'integer' }, email: { type: 'string' }, name: { type: 'string' } }, ['id', 'email', 'name'])),
        status: 201,
      }),
      config: { authorize: mayUpdate },
    },
    async (request, reply) => {
      const principal = mayUpdate(request);
      const contact = await access.invite(request.body as { company_id: number; email: string; name: string; language?: string }, principal.user.id);
      reply.code(201);
      return { data: { id: Number(contact.id), email: String(contact.email), name: String(contact.name) } };
    },
  );

  app.get(
    '/api/v1/portal_contacts',
    {
      schema: routeSchema({ tag: TAG, operationId: 'listPortalContacts', summary: "A company's portal contacts, with their last sign-in and open sessions", querystring: objectOf({ company_id: ID_NUMBER }, ['company_id']), answer: dataOf({ type: 'array', items: CONTACT }) }),
      config: { authorize: mayRead },
    },
    async (request) => {
      mayRead(request);
      return { data: await access.contactsOf(Number((request.query as { company_id: string }).company_id)) };
    },
  );

  app.post('/api/v1/portal_contacts/:id/end-sessions', { schema: routeSchema({ tag: TAG, operationId: 'endPortalContactSessions', summary: "End every portal session of the contact (they sign in again with a new link)", params: ID_PARAMS, answer: dataOf(CONTACT) }), config: { authorize: mayUpdate } }, async (request) => {
    mayUpdate(request);
    const contact = await contactOf(request);
    await access.endSessions(Number(contact.id));
    return { data: contactAnswer(contact, 0) };
  });

  app.post('/api/v1/portal_contacts/:id/revoke', { schema: routeSchema({ tag: TAG, operationId: 'revokePortalContact', summary: 'The contact may no longer sign in to the portal; their sessions end', params: ID_PARAMS, answer: dataOf(CONTACT) }), config: { authorize: mayUpdate } }, async (request) => {
    mayUpdate(request);
    const contact = await contactOf(request);
    await access.revoke(Number(contact.id));
    return { data: contactAnswer({ ...contact, active: 0 }, 0) };
  });

  app.get(
    '/api/v1/portal_links',
    {
      schema: routeSchema({ tag: TAG, operationId: 'listPortalLinks', summary: "A document's mailed links (`/p/<token>`), newest first", querystring: objectOf({ kind: { type: 'string', enum: [...DOCUMENT_KINDS] }, id: ID_NUMBER }, ['kind', 'id']), answer: dataOf({ type: 'array', items: LINK }) }),
      config: { authorize: mayUpdate },
    },
    async (request) => {
      mayUpdate(request);
      const q = request.query as { kind: DocumentKind; id: string };
      return { data: await access.linksOf(q.kind, Number(q.id)) };
    },
  );

  app.post('/api/v1/portal_links/:id/revoke', { schema: routeSchema({ tag: TAG, operationId: 'revokePortalLink', summary: 'The document link stops opening; the sessions it opened end', params: ID_PARAMS, answer: EMPTY_DATA }), config: { authorize: mayUpdate } }, async (request) => {
    mayUpdate(request);
    const link = await access.link(Number((request.params as { id: string }).id));
    if (!link) throw notFound('There is no such document link');
    await access.revokeLink(Number(link.id));
    return { data: {} };
  });
}
