/** The role named admin has manage all and cannot be removed (api-contract.md). */
import { conflict } from '../errors';
import type { WireRecord } from '../db/codec';

export const ADMIN_ROLE = 'admin';

export function guardRoleChange(before: WireRecord, changes: Record<string, unknown> | null): void {
  if (before.name !== ADMIN_ROLE) return;
  if (changes === null) throw conflict('The admin role cannot be removed');
  if ('name' in changes && changes.name !== ADMIN_ROLE) throw conflict('The admin role cannot be renamed', { field: 'name' });
  if ('status' in changes && changes.status !== 'O') throw conflict('The admin role cannot be archived', { field: 'status' });
  if ('ability' in changes && JSON.stringify(changes.ability) !== JSON.stringify(before.ability)) {
    throw conflict('The admin role always has manage all', { field: 'ability' });
  }
}
