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

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * The refusal of a child row's own write when its rows are written only with their record (YAML
 * `children` without `written_alone`): "The lines of a sales invoice are saved with their sales
 * invoice: change the sales invoice instead".
 */
export function savedWithParentTitle(parent: Pick<ResourceDef, 'labelSingular'>, child: { label: string }): string {
  const noun = parent.labelSingular.toLowerCase();
  return `The ${child.label.toLowerCase()} of ${withArticle(noun)} are saved with their ${noun}: change the ${noun} instead`;
}

/**
 * Why the rows of `record` may not be written on their own now, or null: what refuses a change of
 * the record itself (lockReason), and a confirmed or void record, whatever its own rules say.
 */
export function childLockReason(def: ResourceDef, record: Record<string, unknown>): string | null {
  const noun = def.labelSingular.toLowerCase();
  return lockReason(def, record) ?? (record.status === 'V' ? `This ${noun} is void and can no longer be changed` : record.status === 'C' ? confirmedTitle(def) : null);
}

/** The refusal of a child row's own write that names another record: "A part used stays with its service report: ...". */
export function movedChildTitle(child: Pick<ResourceDef, 'labelSingular'>, parent: Pick<ResourceDef, 'labelSingular'>): string {
  const noun = parent.labelSingular.toLowerCase();
  const row = withArticle(child.labelSingular.toLowerCase());
  return `${row[0]!.toUpperCase()}${row.slice(1)} stays with its ${noun}: remove it there and add it to the other ${noun}`;
}
