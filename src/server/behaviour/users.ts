/**
 * Users:
 * - a password is kept hashed (scrypt, auth/passwords.ts), never as sent; hashing is slow on
 *   purpose, so it runs before the write's transaction (prepare); before it, the password must
 *   meet the rules every password meets (passwordProblem: PASSWORD_MIN_LENGTH, not a common
 *   password), else 422 on the field with the reason;
 * - a username or email that differs from another user's only in letter case is refused with
 *   409 naming the field ('Bob' and 'bob' would be one sign-in); the database backs this up with
 *   a case-insensitive unique index (seed/essentials.ts);
 * - `role` must name an existing role;
 * - a user that a signed-in administrator adds without a password but with an email gets an
 *   invitation mail with a set-password link (again on demand: POST /users/{id}/invite);
 * - a password set by a signed-in user through the collection ends the user's other sessions;
 * - disabling a user (any status but O, one by one or in bulk) ends every session they have, so
 *   enabling them again revives none (Sessions.principalOfSession also ends them on their next
 *   request, whatever path disabled them).
 */
import { DEFAULT_PASSWORD_MIN_LENGTH, hashPassword, passwordProblem } from '../auth/passwords';
import { defineBehaviour } from '../behaviours';
import { HttpError, type ErrorDetail } from '../errors';

export default defineBehaviour(({ registry, accounts, sessions, log, settings }) => {
  const { table, fields } = registry.require('users').def;
  const passwords = fields.filter((f) => f.type === 'password').map((f) => f.name);
  return {
    async prepare(input) {
      const hashed: Record<string, string> = {};
      const weak: ErrorDetail[] = [];
      for (const name of passwords) {
        const plain = input.values[name];
        const problem = typeof plain === 'string' && plain !== '' ? passwordProblem(plain, settings?.passwordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH) : null;
        if (problem) weak.push({ title: problem, meta: { field: name } });
        else if (typeof plain === 'string') hashed[name] = await hashPassword(plain);
      }
      if (weak.length) throw new HttpError('VALIDATION_FAILED', weak);
      return Object.keys(hashed).length ? { ...input, values: { ...input.values, ...hashed } } : input;
    },

    async validate({ input, current, uow }) {
      if (!input) return;
      const values = input.values;
      const taken: ErrorDetail[] = [];
      for (const field of ['username', 'email']) {
        const value = values[field];
        if (typeof value !== 'string' || !value.trim()) continue;
        let query = uow.trx.selectFrom(table).select('id').where((eb) => eb(eb.fn('lower', [field]), '=', value.trim().toLowerCase()));
        if (current) query = query.where('id', '!=', current.id as number);
        if (await query.limit(1).executeTakeFirst()) taken.push({ title: `${field === 'email' ? 'Email' : 'Username'} "${value}" is already used`, meta: { field } });
      }
      if (taken.length) throw new HttpError('CONFLICT', taken);
      if (typeof values.role === 'string' && values.role) {
        const role = await uow.trx.selectFrom('roles').select('id').where('name', '=', values.role).executeTakeFirst();
        if (!role) throw new HttpError('VALIDATION_FAILED', [{ title: `There is no role "${values.role}"`, meta: { field: 'role' } }]);
      }
    },

    async afterCommit(write, uow) {
      const user = write.after;
      if (user && user.status !== 'O' && write.changed.includes('status')) await sessions.revokeAll(write.id, 'user disabled');
      const session = uow.actor.principal?.sessionId;
      if (session === undefined) return; // sign-up, sign-in and password links handle their own mails and sessions
      if (write.action === 'update' && write.changed.includes('password')) await sessions.revokeAll(write.id, 'password changed', session);
      if (write.action !== 'create' || write.changed.includes('password') || typeof user?.email !== 'string' || user.status !== 'O') return;
      try {
        await accounts.invite(write.id);
      } catch (e) {
        // The user exists either way; an administrator can send the invitation again.
        log.error({ err: e, user: write.id }, 'the invitation mail could not be sent');
      }
    },
  };
});
