/**
 * What the users and roles collections need beyond the generic calls (which still do the writing).
 *
 * Users:
 * - a username or email that differs from another user's only in letter case is refused with
 *   409 naming the field ('Bob' and 'bob' would be one sign-in); the database backs this up
 *   with a case-insensitive unique index (db/seed.ts);
 * - `role` must name an existing role;
 * - a user added without a password but with an email gets an invitation mail with a
 *   set-password link (also on demand: POST /users/{id}/invite);
 * - a password set by someone else (an administrator's reset) ends the user's other sessions.
 *
 * Roles: every rule of `ability` is a CASL rule, and `home` is an app path (hooks/roles.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { conflict, HttpError } from '../errors';
import type { ResourceInfo } from '../registry';
import type { Accounts } from '../auth/accounts';
import type { Sessions } from '../auth/sessions';
import { roleProblems } from '../hooks/roles';

const GENERIC_ROUTES = new Set(['/api/v1/:collection', '/api/v1/:collection/:id']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The write (create or update) of `collection` this request is, if any. */
function writeOf(request: FastifyRequest, collection: string): 'create' | 'update' | null {
  if (!GENERIC_ROUTES.has(request.routeOptions.url ?? '') || (request.params as { collection?: string }).collection !== collection) return null;
  if (request.method === 'POST' && request.routeOptions.url === '/api/v1/:collection') return 'create';
  if (request.method === 'PATCH') return 'update';
  return null;
}

export function registerUserRules(
  app: FastifyInstance,
  db: Kysely<any>,
  collections: { users: ResourceInfo; roles: ResourceInfo },
  sessions: Sessions,
  accounts: Accounts,
): void {
  const { users, roles } = collections;
  const table = users.def.table;

  app.addHook('preHandler', async (request) => {
    const write = writeOf(request, 'roles');
    if (!write || !request.principal?.ability.can(write, roles.def.subject)) return;
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const problems = roleProblems(body as Record<string, unknown>);
    if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
  });

  /** The row a PATCH addresses (by id or uuid, in the path or the body), to leave it out of the duplicate check. */
  const selfOf = async (request: FastifyRequest): Promise<number | null> => {
    const key = (request.params as { id?: string }).id ?? (request.body as { id?: unknown } | null)?.id;
    if (typeof key === 'number') return Number.isSafeInteger(key) && key > 0 && key < 2 ** 31 ? key : null;
    if (typeof key !== 'string') return null;
    if (/^\d{1,9}$/.test(key)) return Number(key);
    if (!UUID.test(key)) return null;
    const row = await db.selectFrom(table).select('id').where('uuid', '=', key.toLowerCase()).executeTakeFirst();
    return row?.id ?? null;
  };

  app.addHook('preHandler', async (request) => {
    const write = writeOf(request, 'users');
    // Someone who may not write users gets the route's 403, not a hint about who exists.
    if (!write || !request.principal?.ability.can(write, users.def.subject)) return;
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return; // the route answers 400
    const values = body as Record<string, unknown>;
    const self = write === 'update' ? await selfOf(request) : null;
    const taken = [];
    for (const field of ['username', 'email']) {
      const value = values[field];
      if (typeof value !== 'string' || !value.trim() || value.includes('\0')) continue;
      let query = db.selectFrom(table).select('id').where((eb) => eb(eb.fn('lower', [field]), '=', value.trim().toLowerCase()));
      if (self !== null) query = query.where('id', '!=', self);
      if (await query.limit(1).executeTakeFirst()) taken.push({ title: `${field === 'email' ? 'Email' : 'Username'} "${value}" is already used`, meta: { field } });
    }
    if (taken.length) throw new HttpError('CONFLICT', taken);
    if (typeof values.role === 'string' && values.role && !values.role.includes('\0')) {
      const role = await db.selectFrom('roles').select('id').where('name', '=', values.role).executeTakeFirst();
      if (!role) throw new HttpError('VALIDATION_FAILED', [{ title: `There is no role "${values.role}"`, meta: { field: 'role' } }]);
    }
  });

  // After the generic route wrote the user: a new user without a password is invited to choose
  // one; a password set by someone else ends the user's other sessions.
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const write = writeOf(request, 'users');
    if (!write || reply.statusCode >= 300) return payload;
    const password = (request.body as { password?: unknown }).password;
    const passwordSent = typeof password === 'string' && password !== '';
    const user = (payload as { data?: { id?: unknown; email?: unknown; status?: unknown } }).data;
    if (typeof user?.id !== 'number') return payload;
    if (write === 'update') {
      if (passwordSent) await sessions.revokeAll(user.id, 'password changed', request.principal?.sessionId);
      return payload;
    }
    if (passwordSent || typeof user.email !== 'string' || user.status !== 'O') return payload;
    try {
      await accounts.invite(user.id);
    } catch (e) {
      // The user exists either way; an administrator can send the invitation again.
      request.log.error({ err: e, user: user.id }, 'the invitation mail could not be sent');
    }
    return payload;
  });

  app.post('/api/v1/users/:id/invite', async (request) => {
    const key = (request.params as { id: string }).id;
    if (!request.principal!.ability.can('update', users.def.subject)) throw HttpError.of('FORBIDDEN', 'You may not update users');
    if (!/^[1-9]\d{0,8}$/.test(key)) throw HttpError.of('NOT_FOUND', `User ${key} was not found`);
    const id = Number(key);
    const row = await db.selectFrom(table).select(['id', 'email', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) throw HttpError.of('NOT_FOUND', `User ${id} was not found`);
    if (!row.email) throw new HttpError('VALIDATION_FAILED', [{ title: 'The user has no email address to send the invitation to', meta: { field: 'email' } }]);
    if (row.status === 'V') throw conflict('The user is disabled; enable them first', { field: 'status' });
    await accounts.invite(id);
    return { data: {} };
  });
}
