/**
 * Why a saved record may not be changed now, in the words the server refuses a change with, so a
 * form can open read-only with the reason instead of letting the user type and fail (issue 26).
 * Derived from the YAML only, the same rules the server enforces:
 * - a workflow's `editable_in` states (workflow/engine.ts answers 409 with its `locked_title`):
 *   a job order past Accepted, a service request whose job order is raised;
 * - the chained_document trait: a confirmed document (status C, traits/chained_document.ts).
 */
import type { ResourceDef } from './resource-spec';

/** The chained_document trait's refusal of a change to a confirmed document. */
export function confirmedTitle(def: Pick<ResourceDef, 'labelSingular'>): string {
  return `This ${def.labelSingular.toLowerCase()} is confirmed and can no longer be changed`;
}

/** The sentence the server would refuse a plain update of `record` with, or null when it may be changed. */
export function lockReason(def: ResourceDef, record: Record<string, unknown> | null | undefined): string | null {
  if (!record || record.id === undefined || record.id === null) return null;
  const w = def.workflow;
  if (w?.editableIn && w.field in record) {
    const state = String(record[w.field]);
    if (!w.editableIn.includes(state)) return w.lockedTitle.replace('{label}', w.states.find((s) => s.value === state)?.label ?? state);
  }
  if (def.traits.includes('chained_document') && record.status === 'C') return confirmedTitle(def);
  return null;
}
