/**
 * Job orders beyond their declared workflow (schema/services-tools/joborder_headers.yaml):
 * - a job is done only with its service report (a `service_reports` row for the job);
 * - a technician (who may update job orders but not manage them) moves only the jobs assigned
 *   to them: the employee records linked to their user are employee one or two (403 otherwise);
 * - reassigning (PATCH /reassign) is allowed in New to Paused, and changing employee one of an
 *   accepted job returns it to New (the new technician accepts it again).
 */
import type { Kysely } from 'kysely';
import { defineBehaviour } from '../behaviours';
import type { WireRecord } from '../db/codec';
import type { Actor } from '../db/unit-of-work';
import { conflict, forbidden } from '../errors';

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

/** Whoever does not manage job orders is held to the jobs assigned to them. */
export const heldToOwnJobs = (actor: Actor) => !!actor.principal && !actor.principal.ability.can('manage', 'joborder_headers');

const assignees = (job: WireRecord) => [job.joborder_employee_one, job.joborder_employee_two].filter((x) => x !== null && x !== undefined).map(Number);

export default defineBehaviour(({ registry }) => {
  const jobs = registry.require('joborder_headers').def;
  const reports = registry.require('service_reports').def;
  const stateLabel = (value: unknown) => jobs.workflow!.states.find((s) => s.value === value)?.label ?? String(value);

  return {
    async guard({ kind, action, current, transition, uow }) {
      if (!current) return;
      if (kind === 'transition' && transition!.action !== 'manage' && heldToOwnJobs(uow.actor)) {
        const mine = await employeesOf(uow.trx, uow.actor);
        if (!assignees(current).some((id) => mine.includes(id))) throw forbidden(`You may ${transition!.label.toLowerCase()} only jobs assigned to you`);
      }
      if (transition?.name === 'done') {
        const report = await uow.trx.selectFrom(reports.table).select('id').where('joborder_header_id', '=', current.id as number).limit(1).executeTakeFirst();
        if (!report) throw conflict('A job needs its service report before it is done', { field: 'job_status' });
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
