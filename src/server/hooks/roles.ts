/** The role named admin has manage all and cannot be removed (api-contract.md). */
import { conflict } from '../errors';
import type { WireRecord } from '../db/codec';
import type { AbilityRule } from '../../shared/wire';

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

const RULE_KEYS = new Set(['action', 'subject', 'conditions', 'fields', 'inverted', 'reason']);
const names = (v: unknown) => (typeof v === 'string' && v !== '') || (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x !== ''));

/** A CASL rule: an action and a subject (each a name or a list of names), and nothing unknown. */
export function isCaslRule(rule: unknown): rule is AbilityRule {
  if (typeof rule !== 'object' || rule === null) return false;
  const r = rule as Record<string, unknown>;
  return names(r.action) && names(r.subject) && Object.keys(r).every((k) => RULE_KEYS.has(k));
}

/** A path of the app (/dashboard), never another site (//host, a scheme, a backslash trick). */
export const isAppPath = (path: string) => /^\/(?![/\\])\S*$/.test(path);

/**
 * What is wrong with a role's `ability` and `home` as sent on add or update (checked before
 * the write, plugins/user-rules.ts).
 */
export function roleProblems(values: Record<string, unknown>): Array<{ title: string; meta: { field: string } }> {
  const problems = [];
  const { ability, home } = values;
  const bad = Array.isArray(ability) ? ability.findIndex((rule) => !isCaslRule(rule)) : -1;
  if (bad >= 0) problems.push({ title: `Rule ${bad + 1} is not a CASL rule: it needs an action and a subject, like {"action": "read", "subject": "uom"}`, meta: { field: 'ability' } });
  if (typeof home === 'string' && home !== '' && !isAppPath(home)) problems.push({ title: 'Home must be a path of the app, like /dashboard', meta: { field: 'home' } });
  return problems;
}
