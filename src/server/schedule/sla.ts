/**
 * Late jobs (issue 28 item 4): a job's `sla_state` says whether it will be done by its `due_by`.
 * - `late`: past its due-by and not Done or Completed;
 * - `at_risk`: in the last quarter of its response time (its job type's `response_hours`; for a
 *   job without one, the time from raising it, `created_at`, to `due_by`), not yet late and not
 *   Done or Completed;
 * - `on_time`: anything else, a job with no due-by included.
 * The job's behaviour (behaviour/joborder_headers.ts) stores it on every write; the clock moves it
 * too, so `watchSla` checks every SLA_CHECK_SECONDS for open jobs whose state has moved on and
 * writes each (action `sla`, audited): the write's live event tells every open board, list and
 * map, which refetch, so a job turns late without a reload. A stored state lags the clock by at
 * most one check. With several instances on one PostgreSQL each checks; a job whose state another
 * already wrote is found up to date under its row lock and left alone.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Records } from '../db/records';
import { SYSTEM_ACTOR } from '../db/unit-of-work';
import type { ResourceInfo } from '../registry';
import { unixNow } from '../clock';

export type SlaState = 'on_time' | 'at_risk' | 'late';

/** Job states whose work is over: never late (api-contract.md "Job orders": 4 Done, 5 Completed). */
export const WORK_OVER = ['4', '5'];

/**
 * The SLA state of `job` at `now` (unix seconds). `responseSeconds` is its type's response time;
 * without one, the time from when it was raised (`created_at`) to its due-by.
 */
export function slaStateOf(job: Record<string, unknown>, now: number, responseSeconds?: number | null): SlaState {
  const due = job.due_by;
  if (typeof due !== 'number' || WORK_OVER.includes(String(job.job_status ?? '0'))) return 'on_time';
  if (now > due) return 'late';
  const raised = typeof job.created_at === 'number' ? job.created_at : now;
  const response = responseSeconds ?? Math.max(0, due - raised);
  return now >= due - response / 4 ? 'at_risk' : 'on_time';
}

/** The response time (seconds) of a job type, or null when it has none. */
export async function responseSecondsOf(db: Kysely<any>, jobTypesTable: string, jobTypeId: unknown): Promise<number | null> {
  if (jobTypeId === null || jobTypeId === undefined || !Number.isSafeInteger(Number(jobTypeId))) return null;
  const row = await db.selectFrom(jobTypesTable).select('response_hours').where('id', '=', Number(jobTypeId)).executeTakeFirst();
  const hours = row?.response_hours === null || row?.response_hours === undefined ? NaN : Number(row.response_hours);
  return Number.isFinite(hours) ? Math.round(hours * 3600) : null;
}

/**
 * Write the SLA state of every open job whose stored state the clock has moved on (on_time to
 * at_risk, either to late) as of `now`; answers the ids written. Each job is its own unit of work,
 * so one refusal (a job deleted meanwhile) costs only that job.
 */
export async function sweepSla(records: Records, jobs: ResourceInfo, jobTypes: ResourceInfo, now = unixNow(), log?: FastifyBaseLogger): Promise<number[]> {
  // Candidates: open jobs with a due-by not marked late whose late or at-risk moment has come
  // (due_by - response / 4, the response being the type's, else due_by - created_at).
  const rows = await records
    .reader()
    .selectFrom(`${jobs.def.table} as j`)
    .leftJoin(`${jobTypes.def.table} as t`, 't.id', 'j.job_type_id')
    .select(['j.id'])
    .where('j.due_by', 'is not', null)
    .where('j.job_status', 'not in', WORK_OVER)
    .where('j.sla_state', '!=', 'late')
    .where(
      (eb) => sql<boolean>`(${eb.ref('j.due_by')} < ${now} or (${eb.ref('j.sla_state')} <> 'at_risk' and ${eb.ref('j.due_by')} - coalesce(${eb.ref('t.response_hours')} * 3600, ${eb.ref('j.due_by')} - ${eb.ref('j.created_at')}) / 4.0 <= ${now}))`,
    )
    .orderBy('j.due_by')
    .limit(500)
    .execute();
  const written: number[] = [];
  for (const { id } of rows) {
    try {
      const changed = await records.transaction(SYSTEM_ACTOR, async (uow) => {
        const job = await uow.lock(jobs, Number(id));
        const state = slaStateOf(job, now, await responseSecondsOf(uow.trx, jobTypes.def.table, job.job_type_id));
        if (state === job.sla_state) return false;
        await uow.update(jobs, job.id as number, { values: { sla_state: state } }, { action: 'sla' });
        return true;
      });
      if (changed) written.push(Number(id));
    } catch (e) {
      log?.warn({ err: e, job: Number(id) }, 'the SLA state of a job could not be written');
    }
  }
  return written;
}

export interface SlaWatch {
  stop(): Promise<void>;
}

/** Check every `seconds` (0: never) for jobs whose SLA state has moved on. */
export function watchSla(records: Records, jobs: ResourceInfo, jobTypes: ResourceInfo, seconds: number, log?: FastifyBaseLogger): SlaWatch {
  if (seconds <= 0) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = sweepSla(records, jobs, jobTypes, unixNow(), log)
      .catch((e: unknown) => log?.error({ err: e }, 'the SLA check failed'))
      .finally(() => (busy = false));
  }, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
