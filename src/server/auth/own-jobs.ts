/**
 * Whose jobs a technician may touch: the jobs whose employee one or two is linked to their user.
 * The job orders' and service reports' behaviours, their routes and auth/owned-records.ts share
 * it; behaviour/joborder_headers.ts re-exports it for the routes that import it from there.
 */
import type { Kysely } from 'kysely';
import type { WireRecord } from '../db/codec';
import type { Actor } from '../db/unit-of-work';
import { forbidden } from '../errors';

/** The employee ids linked to the actor's user. */
export async function employeesOf(db: Kysely<any>, actor: Actor): Promise<number[]> {
  if (actor.userId === null) return [];
  const rows = await db.selectFrom('employees').select('id').where('user_id', '=', actor.userId).execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Whoever works job orders (may update them) but does not manage them is held to the jobs
 * assigned to them (the app's menu asks the same: guard/menu.ts worksOwnJobsOnly). A role that
 * only reads job orders (readonly) reads them all, as it reads everything else.
 */
export const heldToOwnJobs = (actor: Actor) => !!actor.principal && actor.principal.ability.can('update', 'joborder_headers') && !actor.principal.ability.can('manage', 'joborder_headers');

/** The jobs of the actor's employees, as a subquery: `where('id', 'in', ownJobIds(...))`. */
export const ownJobIds = (db: Kysely<any>, table: string, userId: number | null) => {
  const mine = db.selectFrom('employees').select('id').where('user_id', '=', userId ?? -1);
  return db
    .selectFrom(table)
    .select('id')
    .where((eb) => eb.or([eb('joborder_employee_one', 'in', mine), eb('joborder_employee_two', 'in', mine)]));
};

/** 403 unless the actor may touch every job or `job` is assigned to them. */
export async function requireOwnJob(db: Kysely<any>, actor: Actor, job: WireRecord, doing: string): Promise<void> {
  if (!heldToOwnJobs(actor)) return;
  const mine = await employeesOf(db, actor);
  if (!assignees(job).some((id) => mine.includes(id))) throw forbidden(`You may ${doing} only jobs assigned to you`);
}

const assignees = (job: WireRecord) => [job.joborder_employee_one, job.joborder_employee_two].filter((x) => x !== null && x !== undefined).map(Number);
