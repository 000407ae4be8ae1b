/** Users' domain calls: send the invitation (set-password link) again; reset the second factor. Their rules: behaviour/users.ts. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { conflict, HttpError } from '../errors';
import type { ResourceInfo } from '../registry';
import type { Accounts } from '../auth/accounts';
import type { MfaReset } from '../auth/mfa-reset';
import { dataOf, EMPTY_DATA, ID_PARAM, objectOf, routeSchema } from '../schemas/common';

export function registerUserRoutes(app: FastifyInstance, db: Kysely<any>, users: ResourceInfo, accounts: Accounts, mfaReset: MfaReset): void {
  const invite = routeSchema({ tag: 'users', operationId: 'inviteUser', summary: 'Mail the invitation (a set-password link) again', params: objectOf({ id: ID_PARAM }, ['id']), answer: EMPTY_DATA });
  app.post('/api/v1/users/:id/invite', { schema: invite }, async (request) => {
    const key = (request.params as { id: string }).id;
    if (!request.principal!.ability.can('update', users.def.subject)) throw HttpError.of('FORBIDDEN', 'You may not update users');
    if (!/^[1-9]\d{0,8}$/.test(key)) throw HttpError.of('NOT_FOUND', `User ${key} was not found`);
    const id = Number(key);
    const row = await db.selectFrom(users.def.table).select(['id', 'email', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) throw HttpError.of('NOT_FOUND', `User ${id} was not found`);
    if (!row.email) throw new HttpError('VALIDATION_FAILED', [{ title: 'The user has no email address to send the invitation to', meta: { field: 'email' } }]);
    if (row.status === 'V') throw conflict('The user is disabled; enable them first', { field: 'status' });
    await accounts.invite(id);
    return { data: {} };
  });

  // auth/mfa-reset.ts: every factor removed, audited, sessions ended, the user mailed.
  const resetMfa = routeSchema({
    tag: 'users',
    operationId: 'resetUserSecondFactor',
    summary: "Remove a user's second factors (authenticator app, recovery codes, passkeys), end their sessions and mail them",
    description: 'Only for whoever may manage users (an administrator). Audited as reset-mfa.',
    params: objectOf({ id: ID_PARAM }, ['id']),
    answer: dataOf(objectOf({ had_factor: { type: 'boolean' }, mail: { type: 'string', enum: ['sent', 'queued', 'failed', 'no-address'] } }, ['had_factor', 'mail'])),
  });
  app.post('/api/v1/users/:id/reset-mfa', { schema: resetMfa }, async (request) => {
    const key = (request.params as { id: string }).id;
    const { user } = request.principal!;
    if (!request.principal!.ability.can('manage', users.def.subject)) throw HttpError.of('FORBIDDEN', "Only an administrator may reset a user's second factor");
    if (!/^[1-9]\d{0,8}$/.test(key)) throw HttpError.of('NOT_FOUND', `User ${key} was not found`);
    return { data: await mfaReset.reset(Number(key), { id: user.id, username: user.username }) };
  });
}
