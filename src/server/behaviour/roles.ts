/**
 * Roles: every rule of `ability` is a CASL rule and `home` is a path of the app; the role named
 * admin (manage all) cannot be removed, renamed, archived or narrowed (api-contract.md, Auth).
 */
import { defineBehaviour } from '../behaviours';
import { ADMIN_ROLE, isAppPath, isCaslRule } from '../auth/roles';
import { conflict, HttpError, type ErrorDetail } from '../errors';

export default defineBehaviour(() => ({
  guard({ current, input }) {
    if (current?.name !== ADMIN_ROLE) return;
    const changes = input?.values;
    if (!changes) throw conflict('The admin role cannot be removed');
    if ('name' in changes && changes.name !== ADMIN_ROLE) throw conflict('The admin role cannot be renamed', { field: 'name' });
    if ('status' in changes && changes.status !== 'O') throw conflict('The admin role cannot be archived', { field: 'status' });
    if ('ability' in changes && JSON.stringify(changes.ability) !== JSON.stringify(current.ability)) {
      throw conflict('The admin role always has manage all', { field: 'ability' });
    }
  },

  validate({ input }) {
    if (!input) return;
    const { ability, home } = input.values;
    const problems: ErrorDetail[] = [];
    const bad = Array.isArray(ability) ? ability.findIndex((rule) => !isCaslRule(rule)) : -1;
    if (bad >= 0) problems.push({ title: `Rule ${bad + 1} is not a CASL rule: it needs an action and a subject, like {"action": "read", "subject": "uom"}`, meta: { field: 'ability' } });
    if (typeof home === 'string' && home !== '' && !isAppPath(home)) problems.push({ title: 'Home must be a path of the app, like /dashboard', meta: { field: 'home' } });
    if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
  },
}));
