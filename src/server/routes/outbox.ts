/**
 * The outbox for administrators (issue 25.7; api-contract.md "Money in and out", Mail):
 *
 *   GET  /api/v1/outbox?state=queued|sent|failed&page[size]=&page[after]=  the mails, newest first
 *   POST /api/v1/outbox/{id}/resend                                           try a queued or failed mail again
 *
 * Both ask `manage ACL` (administrators, as the API reference does) before anything else. A mail
 * lists its recipient, subject, text, state, attempts, last error, when it was written and sent, and its
 * attachments' names and sizes (never their content).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { conflict, notFound } from '../errors';
import { OUTBOX_STATES, storedAttachments, type Mailer } from '../mail/mailer';
import { requireAbility } from '../plugins/auth';
import { dataOf, objectOf, routeSchema } from '../schemas/common';
import { isRecordId } from '../../shared/number-bounds';

const MAIL = objectOf(
  {
    id: { type: 'integer' },
    to_address: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string', description: "The mail's text as it is sent (plain text)" },
    state: { type: 'string', enum: [...OUTBOX_STATES] },
    attempts: { type: 'integer', description: 'How many times the relay was tried (0 while no relay is set)' },
    last_error: { type: ['string', 'null'], description: "The relay's last refusal, or why the mail could not be tried" },
    created_at: { type: 'integer', description: 'When the mail was written, unix seconds' },
    sent_at: { type: ['integer', 'null'], description: 'When the relay took it, unix seconds' },
    attachments: { type: 'array', items: objectOf({ filename: { type: 'string' }, content_type: { type: 'string' }, size: { type: 'integer' } }, ['filename', 'content_type', 'size']) },
  },
  ['id', 'to_address', 'subject', 'body', 'state', 'attempts', 'last_error', 'created_at', 'sent_at', 'attachments'],
);

const PAGE = objectOf({ total: { type: 'integer' }, size: { type: 'integer' }, after: { type: 'integer' } }, ['total', 'size', 'after']);

/** A row as the API answers it: a row from before the states (no state) is queued. */
const wireOf = (row: Record<string, unknown>) => ({
  id: Number(row.id),
  to_address: String(row.to_address),
  subject: String(row.subject),
  body: String(row.body ?? ''),
  state: (row.state as string | null) ?? 'queued',
  attempts: Number(row.attempts ?? 0),
  last_error: (row.last_error as string | null) ?? null,
  created_at: Number(row.created_at),
  sent_at: row.sent_at === null || row.sent_at === undefined ? null : Number(row.sent_at),
  attachments: storedAttachments(row.attachments).map((a) => ({ filename: a.filename, content_type: a.contentType, size: a.size })),
});

export function registerOutboxRoutes(app: FastifyInstance, db: () => Kysely<any>, mailer: Mailer): void {
  const authorize = (request: FastifyRequest) => requireAbility(request, 'manage', 'ACL', 'the outbox');
  const columns = ['id', 'to_address', 'subject', 'body', 'state', 'attempts', 'last_error', 'created_at', 'sent_at', 'attachments'] as const;

  app.get(
    '/api/v1/outbox',
    {
      schema: routeSchema({
        tag: 'outbox',
        operationId: 'listOutbox',
        summary: 'The mails the server wrote: queued (no relay set), sent or failed, newest first',
        querystring: objectOf({
          state: { type: 'string', enum: [...OUTBOX_STATES], description: 'Only the mails in this state' },
          'page[size]': { type: 'string', pattern: '^(?:[1-9][0-9]?|100)$', description: 'Mails per page, 1 to 100 (25)' },
          'page[after]': { type: 'string', pattern: '^[1-9][0-9]{0,6}$', description: 'The page, from 1' },
        }),
        answer: objectOf({ data: { type: 'array', items: MAIL }, meta: objectOf({ page: PAGE }, ['page']) }, ['data', 'meta']),
      }),
      config: { authorize },
    },
    async (request) => {
      authorize(request);
      const query = request.query as { state?: string; 'page[size]'?: string; 'page[after]'?: string };
      const size = Number(query['page[size]'] ?? 25);
      const after = Number(query['page[after]'] ?? 1);
      let base = db().selectFrom('outbox');
      if (query.state === 'queued') base = base.where((eb) => eb.or([eb('state', '=', 'queued'), eb('state', 'is', null)]));
      else if (query.state) base = base.where('state', '=', query.state);
      const [rows, count] = await Promise.all([
        base.select([...columns]).orderBy('id', 'desc').limit(size).offset((after - 1) * size).execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(wireOf), meta: { page: { total: Number(count.n), size, after } } };
    },
  );

  app.post(
    '/api/v1/outbox/:id/resend',
    {
      schema: routeSchema({
        tag: 'outbox',
        operationId: 'resendOutboxMail',
        summary: 'Try a queued or failed mail again',
        description: 'Through the relay when one is set (the mail becomes sent, or stays failed with the new error); without one it stays queued and says so in last_error. A sent mail is 409.',
        params: objectOf({ id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } }, ['id']),
        answer: dataOf(MAIL),
      }),
      config: { authorize },
    },
    async (request) => {
      authorize(request);
      const id = Number((request.params as { id: string }).id);
      const row = isRecordId(id) ? await db().selectFrom('outbox').select(['id', 'state']).where('id', '=', id).executeTakeFirst() : undefined;
      if (!row) throw notFound(`There is no mail ${id} in the outbox`);
      if (row.state === 'sent') throw conflict('This mail was sent already; it cannot be sent again from the outbox');
      await mailer.resend(id);
      return { data: wireOf(await db().selectFrom('outbox').select([...columns]).where('id', '=', id).executeTakeFirstOrThrow()) };
    },
  );
}
