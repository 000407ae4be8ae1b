/**
 * The one engine for the workflows the YAML declares (`workflow:` in schema/, api-contract.md
 * "Workflows"). A transition not allowed from the record's state answers 409 with a title a
 * person can read and writes nothing; an allowed one writes the record (state and any values it
 * carries), one audit entry whose action is the transition's name, and one timeline entry on the
 * record. Plain updates never change the state field (it is read-only to them), and outside the
 * workflow's `editable_in` states a plain update, bulk status or delete answers 409.
 *
 * Entry points:
 * - `runTransition(uow, info, key, name, values?)`: run a named transition as uow's actor.
 * - `transitionsFor(records, info, key, actor)`: what the actor may run now (GET /{c}/{id}/transitions).
 * - `workflowGuard(step)`: the rules every write of a workflow resource passes: the first guard
 *   step of its behaviour (behaviours.ts), so Records reaches the engine only through the steps.
 */
import type { TransitionDef, WorkflowDef } from '../../shared/resource-spec';
import type { WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import type { Actor, UnitOfWork } from '../db/unit-of-work';
import { conflict, forbidden, HttpError, notFound } from '../errors';
import type { ResourceInfo } from '../registry';
import type { WriteStep } from '../write-steps';

const stateLabel = (w: WorkflowDef, value: unknown) => w.states.find((s) => s.value === value)?.label ?? String(value);

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** "A or B", "A, B or C". */
const orList = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

/**
 * Why a transition is refused in `state`, as a person says it, with state names (never ids):
 * "This job is Done; it can move only to Completed." (issue 35 item 6). `t` is the transition
 * asked for; the sentence names where the record can go from its state instead.
 */
export function refusal(w: WorkflowDef, _t: TransitionDef, state: unknown): string {
  const next = [...new Set(w.transitions.filter((x) => x.from.includes(String(state))).map((x) => stateLabel(w, x.to)))];
  const where = next.length ? `it can move only to ${orList(next)}` : 'its status can no longer change';
  return `This ${w.noun} is ${stateLabel(w, state)}; ${where}.`;
}

/** A resource's own sentence for a transition its workflow refuses (the behaviour's `refusal`), else the workflow's. */
export type RefusalText = (step: WriteStep) => string | undefined | Promise<string | undefined>;

/** The states `names` lead to, as a person reads them ("Work in progress, Paused or Done"). */
export function targetsText(w: WorkflowDef, names: string[]): string {
  return orList([...new Set(names.map((name) => stateLabel(w, w.transitions.find((t) => t.name === name)?.to)))]);
}

/** The rules of a workflow that every write of its resource passes, on the locked row. */
export async function workflowGuard(step: WriteStep, own?: RefusalText): Promise<void> {
  const w = step.info.def.workflow;
  if (!w || !step.current) return;
  const state = step.current[w.field];
  if (step.kind === 'transition') {
    const t = step.transition!;
    if (!t.from.includes(String(state))) throw conflict((await own?.(step)) ?? refusal(w, t, state), { field: w.field });
    const values = step.input?.values ?? {};
    const missing = t.requires.filter((f) => isEmpty(f in values ? values[f] : step.current![f]));
    if (missing.length) {
      const label = (f: string) => step.info.def.fields.find((x) => x.name === f)?.label ?? f;
      throw new HttpError('VALIDATION_FAILED', missing.map((f) => ({ title: `${label(f)} is required to ${t.label.toLowerCase()}`, meta: { field: f } })));
    }
    return;
  }
  // A plain write (not a domain action of the resource's own, which its behaviour rules on).
  if (step.action !== step.kind || !w.editableIn || w.editableIn.includes(String(state))) return;
  throw conflict(w.lockedTitle.replace('{label}', stateLabel(w, state)), { field: w.field });
}

/** The transition named `name` of `info`'s workflow (404 when there is none). */
export function transitionOf(info: ResourceInfo, name: string): TransitionDef {
  const t = info.def.workflow?.transitions.find((x) => x.name === name);
  if (!t) throw notFound(`${info.def.label} have no transition "${name}"`);
  return t;
}

/** Whether the actor's ability and role let them run `t` at all (the server itself always may). */
export function mayRun(info: ResourceInfo, t: TransitionDef, actor: Actor): boolean {
  const principal = actor.principal;
  if (!principal) return actor.userId === null;
  if (!principal.ability.can(t.action, info.def.subject)) return false;
  return !t.roles || t.roles.includes(principal.user.role);
}

/**
 * Run the transition `name` on the record `key` inside `uow`: who may run it (403), from which
 * states (409), required fields (422), the behaviour's steps, then the write, its audit entry
 * (action = the transition's name) and a timeline entry. Answers the record after it.
 */
export async function runTransition(records: Records, uow: UnitOfWork, info: ResourceInfo, key: string | number, name: string, values: Record<string, unknown> = {}): Promise<WireRecord> {
  const w = info.def.workflow;
  const t = transitionOf(info, name);
  if (!mayRun(info, t, uow.actor)) throw forbidden(`You may not ${t.label.toLowerCase()} ${info.def.label.toLowerCase()}`);
  const after = await records.changeIn(uow, info, key, { values: { ...values, [w!.field]: t.to } }, 'transition', t.name, t);
  const audited = uow.writes.findLast((x) => x.collection === info.def.resource && x.id === after.id && x.action === t.name);
  await addTimelineEntry(records, uow, info, after.id as number, `${t.label}: ${stateLabel(w!, audited?.before?.[w!.field])} → ${stateLabel(w!, t.to)}`);
  return after;
}

/** One entry on the record's timeline (its Comments panel): found or made, then the entry. */
export async function addTimelineEntry(records: Records, uow: UnitOfWork, info: ResourceInfo, id: number, remarks: string): Promise<void> {
  const headers = records.registryInfo('timeline_headers');
  const entries = records.registryInfo('timelines');
  const module = info.def.resource;
  const existing = await uow.trx.selectFrom(headers.def.table).select('id').where('module', '=', module).where('header_type', '=', 'comment').where('header_id', '=', id).orderBy('id').executeTakeFirst();
  const header = existing?.id ?? (await uow.create(headers, { values: { module, header_type: 'comment', header_id: id } })).id;
  await uow.create(entries, { values: { header, user_id: uow.actor.userId, remarks } });
}

/**
 * The transitions `actor` may run on the record now: allowed from its state, permitted to them,
 * and passing the resource's behaviour guard (a done job needs its report).
 */
export async function transitionsFor(records: Records, info: ResourceInfo, key: string | number, actor: Actor): Promise<Array<{ name: string; label: string; to: string }>> {
  const w = info.def.workflow;
  if (!w) return [];
  return records.readOnly(actor, async (uow) => {
    const current = await uow.lock(info, key);
    const out = [];
    for (const t of w.transitions) {
      if (!t.from.includes(String(current[w.field])) || !mayRun(info, t, actor)) continue;
      const step: WriteStep = { kind: 'transition', action: t.name, info, current, input: { values: { [w.field]: t.to } }, transition: t, uow };
      if (await records.passesGuard(step)) out.push({ name: t.name, label: t.label, to: t.to });
    }
    return out;
  });
}
