/**
 * The job-order calls of api-contract.md ("Job orders"). Each is one unit of work: the job's
 * write, its audit entry (log.action names the call) and its timeline entry commit together.
 * The states and transitions come from the YAML's workflow (workflow/engine.ts); the rules
 * beyond it (service report, technicians, reassigning) from behaviour/joborder_headers.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { checkListQuery, parseListQuery } from '../../shared/list-query';
import type { WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { actorOf, type UnitOfWork } from '../db/unit-of-work';
import { conflict, forbidden, HttpError } from '../errors';
import { dataOf, ID_PARAM, objectOf, routeSchema } from '../schemas/common';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { validateInput } from '../validate';
import { addTimelineEntry, refusal, runTransition, transitionOf } from '../workflow/engine';
import { employeesOf, heldToOwnJobs } from '../behaviour/joborder_headers';

/** The transitions PATCH /{id}/updatejobstatus runs, chosen by the state asked for. */
const UPDATE_JOB_STATUS = ['start', 'pause', 'resume', 'done'];
/** States a job can be followed up from: its work is over. */
const FOLLOW_UP_FROM = ['4', '5'];

export function registerJobOrderRoutes(app: FastifyInstance, registry: Registry, records: Records): void {
  const jobs = registry.require('joborder_headers');
  const workflow = jobs.def.workflow!;
  const base = '/api/v1/joborder_headers';
  const stateLabel = (value: unknown) => workflow.states.find((s) => s.value === value)?.label ?? String(value);

  /** A job-order action needs update on joborder_headers (api-contract.md, Auth). */
  const actorFor = (request: FastifyRequest) => actorOf(requireAbility(request, 'update', jobs.def.subject, 'job orders'));
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const transition = (name: string) => async (request: FastifyRequest) => ({
    data: await records.transaction(actorFor(request), (uow) => runTransition(records, uow, jobs, idOf(request), name)),
  });

  app.patch(`${base}/:id/accept`, transition('accept'));
  app.get(`${base}/:id/verify`, transition('verify'));
  app.patch(`${base}/:id/verify`, transition('verify'));

  app.patch(`${base}/:id/updatejobstatus`, async (request) => {
    const actor = actorFor(request);
    const wanted = (request.body as { job_status?: unknown } | null)?.job_status;
    const candidates = UPDATE_JOB_STATUS.map((name) => transitionOf(jobs, name)).filter((t) => t.to === String(wanted));
    if (typeof wanted !== 'string' || !candidates.length) {
      const targets = [...new Set(UPDATE_JOB_STATUS.map((name) => transitionOf(jobs, name).to))].join(', ');
      throw new HttpError('VALIDATION_FAILED', [{ title: `job_status must be one of: ${targets}`, meta: { field: 'job_status' } }]);
    }
    const data = await records.transaction(actor, async (uow) => {
      const job = await uow.lock(jobs, idOf(request));
      const t = candidates.find((c) => c.from.includes(String(job.job_status)));
      if (!t) throw conflict(refusal(workflow, candidates[0], job.job_status), { field: 'job_status' });
      return runTransition(records, uow, jobs, job.id as number, t.name);
    });
    return { data };
  });

  /** A new job in New from `source`'s fields (the writable ones, assignees only when asked). */
  const copyOf = (source: WireRecord, keepAssignees: boolean) => {
    const values: Record<string, unknown> = {};
    for (const f of jobs.def.fields) {
      if (f.readonly || f.name === workflow.field) continue;
      if (!keepAssignees && (f.name === 'joborder_employee_one' || f.name === 'joborder_employee_two')) continue;
      values[f.name] = source[f.name];
    }
    return values;
  };

  const createFrom = async (uow: UnitOfWork, source: WireRecord, action: string, values: Record<string, unknown>) => {
    const created = await uow.create(jobs, { values }, { action });
    await addTimelineEntry(records, uow, jobs, source.id as number, `${action === 'follow-up' ? 'Follow-up' : 'Duplicate'}: ${created.ticket_no}`);
    return created;
  };

  const followUp = async (request: FastifyRequest, reply: { code(n: number): unknown }) => {
    const data = await records.transaction(actorFor(request), async (uow) => {
      const job = await uow.lock(jobs, idOf(request));
      if (!FOLLOW_UP_FROM.includes(String(job.job_status))) throw conflict(`Cannot follow up a job that is ${stateLabel(job.job_status)}`, { field: 'job_status' });
      const { company_id, site_id, company_name, job_type, problem_description, service_location, latitude, longitude, marker } = job;
      return createFrom(uow, job, 'follow-up', { company_id, site_id, company_name, job_type, problem_description, service_location, latitude, longitude, marker, parent_id: job.id });
    });
    reply.code(201);
    return { data };
  };
  app.get(`${base}/:id/follow-up`, followUp);
  app.post(`${base}/:id/follow-up`, followUp);

  app.post(`${base}/:from_id/duplicate`, async (request, reply) => {
    const actor = actorFor(request);
    const body = (request.body ?? {}) as { keep_assignees?: unknown };
    if (typeof body !== 'object' || Array.isArray(body)) throw HttpError.of('BAD_REQUEST', 'The body must be a JSON object');
    if (body.keep_assignees !== undefined && typeof body.keep_assignees !== 'boolean') {
      throw new HttpError('VALIDATION_FAILED', [{ title: 'keep_assignees must be true or false', meta: { field: 'keep_assignees' } }]);
    }
    const data = await records.transaction(actor, async (uow) => {
      const job = await uow.lock(jobs, (request.params as { from_id: string }).from_id);
      return createFrom(uow, job, 'duplicate', copyOf(job, body.keep_assignees === true));
    });
    reply.code(201);
    return { data };
  });

  app.patch(`${base}/reassign`, async (request) => {
    const actor = actorFor(request);
    const { id, ...rest } = (request.body ?? {}) as Record<string, unknown>;
    if (!Number.isSafeInteger(id)) throw new HttpError('VALIDATION_FAILED', [{ title: 'id is required', meta: { field: 'id' } }]);
    const unknown = Object.keys(rest).filter((k) => k !== 'joborder_employee_one' && k !== 'joborder_employee_two');
    if (unknown.length) throw new HttpError('VALIDATION_FAILED', unknown.map((field) => ({ title: 'Only the assigned employees can be reassigned', meta: { field } })));
    const input = validateInput(jobs.def, rest, true);
    const data = await records.transaction(actor, async (uow) => {
      const before = await uow.lock(jobs, id as number);
      const after = await uow.update(jobs, id as number, input, { action: 'reassign' });
      const name = async (employee: unknown) =>
        employee === null || employee === undefined ? 'nobody' : ((await uow.trx.selectFrom('employees').select('display_name').where('id', '=', Number(employee)).executeTakeFirst())?.display_name ?? `#${employee}`);
      const who = async (job: WireRecord) => [await name(job.joborder_employee_one), ...(job.joborder_employee_two ? [await name(job.joborder_employee_two)] : [])].join(' and ');
      const back = before.job_status !== after.job_status ? ` (back to ${stateLabel(after.job_status)})` : '';
      await addTimelineEntry(records, uow, jobs, after.id as number, `Reassigned: ${await who(before)} → ${await who(after)}${back}`);
      return after;
    });
    return { data };
  });

  // The job board's feed: the list query limited to the statuses asked for (technicians: their own jobs).
  // unscheduled=1 keeps only the jobs a dispatcher still has to place: no ETA, or nobody assigned.
  app.get('/api/v1/get-joborders-by-jobstatus', async (request) => {
    const actor = actorOf(requireAbility(request, 'read', jobs.def.subject, 'job orders'));
    const { job_status: raw, unscheduled, ...rest } = request.query as Record<string, unknown>;
    if (unscheduled !== undefined && unscheduled !== '1' && unscheduled !== '0') throw HttpError.of('BAD_REQUEST', 'unscheduled must be 1 or 0', { parameter: 'unscheduled' });
    const statuses = typeof raw === 'string' && raw !== '' ? raw.split(',') : workflow.states.map((s) => s.value);
    const unknown = statuses.filter((s) => !workflow.states.some((x) => x.value === s));
    if (unknown.length) throw HttpError.of('BAD_REQUEST', `job_status must be a comma list of: ${workflow.states.map((s) => s.value).join(', ')}`, { parameter: 'job_status' });
    const query = parseListQuery(rest, jobs.def.sort);
    checkListQuery(query, { sortable: jobs.sortable, filterable: jobs.filterable, rangeable: jobs.rangeable, statuses: jobs.def.statuses });
    const own = heldToOwnJobs(actor) ? await employeesOf(records.reader(), actor) : null;
    const { data, page } = await records.list(jobs, query, (eb) => {
      const inStatus =
        unscheduled === '1'
          ? eb.and([eb(workflow.field, 'in', statuses), eb.or([eb('job_eta', 'is', null), eb.and([eb('joborder_employee_one', 'is', null), eb('joborder_employee_two', 'is', null)])])])
          : eb(workflow.field, 'in', statuses);
      if (own === null) return inStatus;
      if (!own.length) return sql<boolean>`1 = 0`;
      return eb.and([inStatus, eb.or([eb('joborder_employee_one', 'in', own), eb('joborder_employee_two', 'in', own)])]);
    });
    return { data, meta: { page: { ...page, size: query.size, after: query.after } } };
  });

  /**
   * The job's history for whoever may read the job: its timeline entries (what addTimelineEntry
   * wrote for each call: accepted, started, reassigned...), with who made them, oldest first.
   * The audit log says the same but only administrators read it; technicians see their own jobs'.
   */
  const timelineHeaders = registry.require('timeline_headers').def.table;
  const timelineEntries = registry.require('timelines').def.table;
  const historyEntry = objectOf(
    {
      id: { type: 'integer' },
      remarks: { type: 'string' },
      user_id: { type: ['integer', 'null'] },
      user_name: { type: ['string', 'null'], description: 'The name of who made the change' },
      created_at: { type: 'integer', description: 'Unix seconds' },
    },
    ['id', 'remarks', 'created_at'],
  );
  const history = routeSchema({
    tag: 'joborder_headers',
    summary: "A job's history: its timeline entries, oldest first",
    params: objectOf({ id: ID_PARAM }, ['id']),
    answer: dataOf({ type: 'array', items: historyEntry }),
  });
  app.get(`${base}/:id/history`, { schema: history }, async (request) => {
    const actor = actorOf(requireAbility(request, 'read', jobs.def.subject, 'job orders'));
    const job = await records.get(jobs, idOf(request));
    if (heldToOwnJobs(actor)) {
      const mine = await employeesOf(records.reader(), actor);
      if (![job.joborder_employee_one, job.joborder_employee_two].some((e) => e !== null && mine.includes(Number(e)))) throw forbidden('You may read only the jobs assigned to you');
    }
    const rows = await records
      .reader()
      .selectFrom(`${timelineEntries} as t`)
      .innerJoin(`${timelineHeaders} as h`, 'h.id', 't.header')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id', 't.remarks', 't.user_id', 't.created_at', 'u.username', 'u.first_name', 'u.last_name'])
      .where('h.module', '=', jobs.def.resource)
      .where('h.header_type', '=', 'comment')
      .where('h.header_id', '=', job.id as number)
      .orderBy('t.id')
      .execute();
    const data = rows.map((r) => {
      const name = [r.first_name, r.last_name].filter(Boolean).join(' ') || r.username || null;
      return { id: Number(r.id), remarks: String(r.remarks), user_id: r.user_id === null ? null : Number(r.user_id), user_name: name, created_at: Number(r.created_at) };
    });
    return { data };
  });
}
