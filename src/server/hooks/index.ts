/**
 * Per-resource rules beyond CRUD (Frappe-style hooks next to the resource). A guard sees the
 * record as it is and the changes asked for (null for a delete) and throws to refuse.
 */
import type { WireRecord } from '../db/codec';
import { guardRoleChange } from './roles';

export type WriteGuard = (before: WireRecord, changes: Record<string, unknown> | null) => void;

export const writeGuards: Partial<Record<string, WriteGuard>> = {
  roles: guardRoleChange,
};
