/**
 * Job orders beyond their declared workflow (schema/services-tools/joborder_headers.yaml):
 * - a job is done only with its service report, complete and signed (behaviour/service_reports.ts);
 * - a technician (who may update job orders but not manage them) changes only the jobs assigned
 *   to them: the employee records linked to their user are employee one or two (403 otherwise);
 *   auth/owned-records.ts holds their reads to the same jobs;
 * - reassigning (PATCH /reassign) is allowed in New to Paused, and changing employee one of an
 *   accepted job returns it to New (the new technician accepts it again).
 */
import type { Kysely } from 'kysely';
import { defineBehaviour } from '../behaviours';
import { toWire, type WireRecord } from '../db/codec';
import type { Actor } from '../db/unit-of-work';
import { conflict, forbidden, HttpError } from '../errors';
import { reportNotReady } from './service_reports';

/** The states a job may be reassigned in, and the state an accepted job returns to. */
export const REASSIGNABLE = ['0', '1', '2', '3'];
const ACCEPTED = '1';
const NEW = '0';

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

export default defineBehaviour(({ registry }) => {
  const jobs = registry.require('joborder_headers').def;
  const reports = registry.require('service_reports').def;
  const stateLabel = (value: unknown) => jobs.workflow!.states.find((s) => s.value === value)?.label ?? String(value);

  return {
    async guard({ kind, action, current, transition, uow }) {
      if (!current) return;
      // A transition that needs manage is refused by the ability check with its own words.
      if (kind !== 'transition' || transition!.action !== 'manage') await requireOwnJob(uow.trx, uow.actor, current, kind === 'transition' ? transition!.label.toLowerCase() : 'change');
      if (transition?.name === 'done') {
        const report = await uow.trx.selectFrom(reports.table).selectAll().where('joborder_header_id', '=', current.id as number).limit(1).executeTakeFirst();
        if (!report) throw conflict('A job needs its service report before it is done', { field: 'job_status' });
        const problems = reportNotReady(toWire(reports, report));
        if (problems.length) throw new HttpError('CONFLICT', problems);
      }
      if (action === 'reassign' && !REASSIGNABLE.includes(String(current.job_status))) {
        throw conflict(jobs.workflow!.lockedTitle.replace('{label}', stateLabel(current.job_status)), { field: 'job_status' });
      }
    },

    compute({ action, current, input }) {
      if (action !== 'reassign' || !current || !input) return;
      const one = input.values.joborder_employee_one;
      if (current.job_status === ACCEPTED && one !== undefined && one !== current.joborder_employee_one) input.values.job_status = NEW;
    },
  };
});
