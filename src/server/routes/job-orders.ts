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
import { unixNow } from '../clock';
import { actorOf, type UnitOfWork } from '../db/unit-of-work';
import { conflict, forbidden, HttpError } from '../errors';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { validateInput } from '../validate';
import { addTimelineEntry, refusal, runTransition, targetsText, transitionOf } from '../workflow/engine';
import { employeesOf, heldToOwnJobs, requireOwnJob } from '../behaviour/joborder_headers';
import { checklistById, checklistFor, SIGNATURE_IMAGE } from '../behaviour/service_reports';
import { dataOf, ID_PARAM, listOf, objectOf, routeSchema, text, type RouteDoc } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';
import { sanitiseFileName } from '../plugins/storage';
import { fileStoreAt } from '../storage';
import { putInUnit } from '../storage/uploads';
import { IMAGE_TYPES } from './files';
import { checkPicturePixels, DEFAULT_MAX_IMAGE_PIXELS } from '../images';

/** The transitions PATCH /{id}/updatejobstatus runs, chosen by the state asked for. */
const UPDATE_JOB_STATUS = ['start', 'pause', 'resume', 'done'];
/** States a service report is written in: Work in progress and Done (api-contract.md). */
const REPORT_IN = ['2', '4'];
/** The report's own fields the service-report body carries as they are. */
const REPORT_FIELDS = ['work_done', 'findings', 'recommendations', 'time_in', 'time_out', 'customer_signature_name', 'signature_strokes', 'checklist_answers'];

/** The signature as a data URL from a PNG or SVG (base64, or already a data URL); null when it is neither. */
export function signatureDataUrl(value: string): string | null {
  const bare = value.replace(/^data:image\/(png|svg\+xml);base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(bare)) return null;
  const bytes = Buffer.from(bare, 'base64');
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const head = bytes.subarray(0, 512).toString('utf8').trimStart();
  const isSvg = !isPng && (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')));
  if (!isPng && !isSvg) return null;
  const url = `data:image/${isPng ? 'png' : 'svg+xml'};base64,${bare}`;
  return SIGNATURE_IMAGE.test(url) ? url : null;
}

/** States a job can be followed up from: its work is over. */
const FOLLOW_UP_FROM = ['4', '5'];

export function registerJobOrderRoutes(app: FastifyInstance, registry: Registry, records: Records, storageDir: string, maxImagePixels = DEFAULT_MAX_IMAGE_PIXELS): void {
  const jobs = registry.require('joborder_headers');
  const workflow = jobs.def.workflow!;
  const base = '/api/v1/joborder_headers';
  const stateLabel = (value: unknown) => workflow.states.find((s) => s.value === value)?.label ?? String(value);

  /** A job-order action needs update on joborder_headers (api-contract.md, Auth). */
  const actorFor = (request: FastifyRequest) => actorOf(requireAbility(request, 'update', jobs.def.subject, 'job orders'));
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  /**
   * A call whose effect is a new job (duplicate, follow-up) needs create on job orders, and read
   * of the job it copies, within the caller's row scope (a technician's own jobs; checked on the
   * locked row with requireOwnJob).
   */
  const creatorFor = (request: FastifyRequest) => {
    requireAbility(request, 'read', jobs.def.subject, 'job orders');
    return actorOf(requireAbility(request, 'create', jobs.def.subject, 'job orders'));
  };
  /** Who works a job is chosen by whoever manages job orders (coordinators), not by a technician. */
  const assignerFor = (request: FastifyRequest) => actorOf(requireAbility(request, 'manage', jobs.def.subject, 'job orders, so not reassign them'));
  const transition = (name: string) => async (request: FastifyRequest) => ({
    data: await records.transaction(actorFor(request), (uow) => runTransition(records, uow, jobs, idOf(request), name)),
  });

  // Every job-order call answers the job (a new one for follow-up and duplicate: 201).
  const jobAnswer = dataOf(resourceSchemas(jobs).record);
  const action = (operationId: string, summary: string, extra: Partial<RouteDoc> = {}) => ({ schema: routeSchema({ tag: 'joborder_headers', operationId, summary, answer: jobAnswer, ...extra }) });

  app.patch(`${base}/:id/accept`, action('acceptJobOrder', 'Accept a new job (New to Accepted)'), transition('accept'));
  app.get(`${base}/:id/verify`, action('verifyJobOrder', 'Verify a done job (Done to Completed)'), transition('verify'));
  app.patch(`${base}/:id/verify`, action('verifyJobOrderByPatch', 'Verify a done job (Done to Completed); as GET'), transition('verify'));

  const jobStatus = action('updateJobOrderStatus', 'Start, pause, resume or finish a job, by the state asked for', {
    description: 'Body: {"job_status": "2"} starts (from 1) or resumes (from 3), "3" pauses, "4" is done (needs a service report).',
  });
  app.patch(`${base}/:id/updatejobstatus`, jobStatus, async (request) => {
    const actor = actorFor(request);
    const wanted = (request.body as { job_status?: unknown } | null)?.job_status;
    const candidates = UPDATE_JOB_STATUS.map((name) => transitionOf(jobs, name)).filter((t) => t.to === String(wanted));
    if (typeof wanted !== 'string' || !candidates.length) {
      throw new HttpError('VALIDATION_FAILED', [{ title: `A job's status can be set here only to ${targetsText(workflow, UPDATE_JOB_STATUS)}.`, meta: { field: 'job_status' } }]);
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
    const data = await records.transaction(creatorFor(request), async (uow) => {
      const job = await uow.lock(jobs, idOf(request));
      await requireOwnJob(uow.trx, uow.actor, job, 'follow up');
      if (!FOLLOW_UP_FROM.includes(String(job.job_status))) throw conflict(`Cannot follow up a job that is ${stateLabel(job.job_status)}`, { field: 'job_status' });
      const { company_id, site_id, company_name, job_type_id, contact_person, contact_phone, contact_email, problem_description, service_location, latitude, longitude, address, marker } = job;
      return createFrom(uow, job, 'follow-up', { company_id, site_id, company_name, job_type_id, contact_person, contact_phone, contact_email, problem_description, service_location, latitude, longitude, address, marker, parent_id: job.id });
    });
    reply.code(201);
    return { data };
  };
  const followUpDoc = { description: 'From Done or Completed: a new job in New with the same customer, site and problem; parent_id is this job.', status: 201 };
  app.get(`${base}/:id/follow-up`, action('followUpJobOrder', 'Raise a follow-up job', followUpDoc), followUp);
  app.post(`${base}/:id/follow-up`, action('followUpJobOrderByPost', 'Raise a follow-up job; as GET', followUpDoc), followUp);

  const duplicate = action('duplicateJobOrder', 'Copy a job into a new one in New, with a new ticket number', { description: 'Body: {"keep_assignees": true} to copy its assignees too.', status: 201 });
  app.post(`${base}/:from_id/duplicate`, duplicate, async (request, reply) => {
    const actor = creatorFor(request);
    const body = (request.body ?? {}) as { keep_assignees?: unknown };
    if (typeof body !== 'object' || Array.isArray(body)) throw HttpError.of('BAD_REQUEST', 'The body must be a JSON object');
    if (body.keep_assignees !== undefined && typeof body.keep_assignees !== 'boolean') {
      throw new HttpError('VALIDATION_FAILED', [{ title: 'keep_assignees must be true or false', meta: { field: 'keep_assignees' } }]);
    }
    const data = await records.transaction(actor, async (uow) => {
      const job = await uow.lock(jobs, (request.params as { from_id: string }).from_id);
      await requireOwnJob(uow.trx, actor, job, 'duplicate');
      return createFrom(uow, job, 'duplicate', copyOf(job, body.keep_assignees === true));
    });
    reply.code(201);
    return { data };
  });

  const reassign = action('reassignJobOrder', "Change a job's assigned employees", {
    description: 'Body: {"id", "joborder_employee_one", "joborder_employee_two"}. Allowed from New to Paused; a new employee one on an accepted job returns it to New.',
  });
  app.patch(`${base}/reassign`, reassign, async (request) => {
    const actor = assignerFor(request);
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

  // The technician's service report: one per job, created (201) or updated (200) in Work in
  // progress or Done; behaviour/service_reports.ts signs it and marks a stale signature.
  const reports = registry.require('service_reports');
  const products = registry.require('products');
  const reportSchema = routeSchema({
    tag: 'joborder_headers',
    operationId: 'writeServiceReport',
    summary: "Write the job's service report (one per job): its work, parts and the customer's signature",
    description: 'Allowed while the job is Work in progress or Done. time_in and time_out default to the times the job was started and done.',
    params: objectOf({ id: ID_PARAM }, ['id']),
    body: objectOf({
      work_done: text('What was done (HTML)', { maxLength: 20000 }),
      findings: { type: ['string', 'null'], maxLength: 20000 },
      recommendations: { type: ['string', 'null'], maxLength: 20000 },
      time_in: { type: ['integer', 'null'], description: 'Unix seconds' },
      time_out: { type: ['integer', 'null'], description: 'Unix seconds' },
      parts: { type: 'array', maxItems: 500, items: objectOf({ product_id: { type: ['integer', 'null'] }, description: { type: 'string', maxLength: 500 }, qty: { type: 'number', minimum: 0 } }) },
      customer_signature_name: { type: ['string', 'null'], maxLength: 100 },
      signature: { type: ['string', 'null'], maxLength: 400000, description: 'The drawn signature: a PNG or SVG as base64 (or a data URL); null clears it' },
      signature_strokes: { description: "The strokes as signature_pad's toData() answers them (extension)" },
      checklist_answers: { description: "The job type's checklist answers (extension)" },
      uploads: {
        type: 'array',
        maxItems: 10,
        description: 'Photos to add (extension; api-contract.md Files): stored as service_report_photos, served under /api/static/service_report_photos/{id}/{name}',
        items: objectOf({ name: text('The file name', { maxLength: 200 }), base64: text('The image, base64', { maxLength: 2_000_000 }), fileType: text(`One of: ${Object.keys(IMAGE_TYPES).join(', ')}`), caption: { type: 'string', maxLength: 500 } }, ['name', 'base64', 'fileType']),
      },
    }),
    answer: dataOf(resourceSchemas(reports).record),
    status: [200, 201],
  });
  app.post(`${base}/:id/service-report`, { schema: reportSchema, config: { authorize: actorFor } }, async (request, reply) => {
    const actor = actorFor(request);
    const body = request.body as Record<string, unknown>;
    const values: Record<string, unknown> = Object.fromEntries(REPORT_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
    if (body.signature !== undefined) {
      const image = body.signature === null ? null : signatureDataUrl(String(body.signature));
      if (body.signature !== null && !image) throw new HttpError('VALIDATION_FAILED', [{ title: 'The signature must be a PNG or SVG image, base64-encoded', meta: { field: 'signature' } }]);
      if (image) checkPicturePixels(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64'), maxImagePixels, 'signature');
      values.signature_image = image;
    }
    const sentParts = body.parts as Array<Record<string, unknown>> | undefined;
    const photos = photosOf(body.uploads as Array<Record<string, string>> | undefined);
    const { data, created } = await records.transaction(actor, async (uow) => {
      const job = await uow.lock(jobs, idOf(request));
      await requireOwnJob(uow.trx, actor, job, 'write the service report of');
      if (!REPORT_IN.includes(String(job.job_status))) throw conflict(`A service report is written while the job is Work in progress or Done; this job is ${stateLabel(job.job_status)}`, { field: 'job_status' });
      if (sentParts) values.parts = await Promise.all(sentParts.map((p) => partOf(uow, p)));
      const existing = await uow.trx.selectFrom(reports.def.table).select('id').where('joborder_header_id', '=', job.id as number).executeTakeFirst();
      let report: WireRecord;
      if (existing) report = await uow.update(reports, existing.id as number, validateInput(reports.def, values, true, reports.children), { action: 'service-report' });
      else {
        const times = await transitionTimes(uow, job.id as number);
        const input = validateInput(reports.def, { time_in: times.start, time_out: times.done, ...values, joborder_header_id: job.id }, false, reports.children);
        report = await uow.create(reports, input, { action: 'service-report' });
        await addTimelineEntry(records, uow, jobs, job.id as number, `Service report ${report.report_no} written`);
      }
      if (!photos.length) return { data: report, created: !existing };
      for (const photo of photos) {
        const row = await uow.create(photoInfo, { values: { header_id: report.id, file_name: photo.name, caption: photo.caption ?? null, taken_at: unixNow() } });
        // A photo row is new, so its file is too: removed again if the report does not commit.
        await putInUnit(uow, fileStoreAt(storageDir), { model: photoInfo.def.resource, id: row.id as number, name: photo.name }, photo, false);
      }
      return { data: await uow.lock(reports, report.id as number), created: !existing };
    });
    if (created) reply.code(201);
    return { data };
  });

  const photoInfo = registry.require('service_report_photos');
  /** The photos sent, checked: an image of the type it says, under a safe name (422 otherwise). */
  const photosOf = (uploads: Array<Record<string, string>> | undefined) =>
    (uploads ?? []).map((u, i) => {
      const type = IMAGE_TYPES[u.fileType.toLowerCase()];
      const bytes = Buffer.from(u.base64.replace(/^data:[^,]*,/, ''), 'base64');
      if (!type || !type.magic(bytes)) throw new HttpError('VALIDATION_FAILED', [{ title: `Photo ${i + 1} is not a ${Object.keys(IMAGE_TYPES).join(', ')} image`, meta: { field: `uploads.${i}.base64` } }]);
      checkPicturePixels(bytes, maxImagePixels, `uploads.${i}.base64`);
      const stem = sanitiseFileName(u.name, 'photo').replace(/\.[^.]*$/, '') || 'photo';
      return { name: `${stem}${type.ext}`, caption: u.caption, bytes };
    });

  /** A part line: the product's name is its description unless one is given. */
  const partOf = async (uow: UnitOfWork, part: Record<string, unknown>) => {
    if (part.description || !Number.isSafeInteger(part.product_id)) return { qty: 1, ...part };
    const product = await uow.trx.selectFrom(products.def.table).select('name').where('id', '=', part.product_id as number).executeTakeFirst();
    return { qty: 1, ...part, description: product?.name ?? '' };
  };

  /** When the job was first started and last done (Unix seconds), from its audit entries. */
  const transitionTimes = async (uow: UnitOfWork, jobId: number) => {
    const rows = await uow.trx.selectFrom('audit_logs').select(['action', 'created_at']).where('model', '=', jobs.def.resource).where('header_id', '=', jobId).where('action', 'in', ['start', 'done']).orderBy('id').execute();
    return { start: rows.find((r) => r.action === 'start')?.created_at ?? unixNow(), done: rows.findLast((r) => r.action === 'done')?.created_at ?? null };
  };

  // The job board's feed: the list query limited to the statuses asked for (technicians: their own jobs).
  // unscheduled=1 keeps only the jobs a dispatcher still has to place: no ETA, or nobody assigned.
  const byStatus = routeSchema({
    tag: 'joborder_headers',
    operationId: 'listJobOrdersByJobStatus',
    summary: "The job board's feed: the list query limited to job statuses",
    description: 'job_status: a comma list of states (default every state); unscheduled=1 keeps the jobs with no ETA or nobody assigned. Technicians get their own jobs only.',
    answer: listOf(resourceSchemas(jobs).record),
  });
  app.get('/api/v1/get-joborders-by-jobstatus', { schema: byStatus }, async (request) => {
    const actor = actorOf(requireAbility(request, 'read', jobs.def.subject, 'job orders'));
    const { job_status: raw, unscheduled, ...rest } = request.query as Record<string, unknown>;
    if (unscheduled !== undefined && unscheduled !== '1' && unscheduled !== '0') throw HttpError.of('BAD_REQUEST', 'unscheduled must be 1 or 0', { parameter: 'unscheduled' });
    const statuses = typeof raw === 'string' && raw !== '' ? raw.split(',') : workflow.states.map((s) => s.value);
    const unknown = statuses.filter((s) => !workflow.states.some((x) => x.value === s));
    if (unknown.length) throw HttpError.of('BAD_REQUEST', `job_status must be a comma list of: ${workflow.states.map((s) => s.value).join(', ')}`, { parameter: 'job_status' });
    const query = parseListQuery(rest, jobs.def.sort);
    checkListQuery(query, { sortable: jobs.sortable, filterable: jobs.filterable, rangeable: jobs.rangeable, statuses: jobs.def.statuses, worklist: !!jobs.def.worklist });
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
   * The checklist the job's report is filled in with (issue 24 item 6; extension): the report's
   * own (checklist_id) once written, else the one of the job's type, with its items in order;
   * `{data: null}` when there is none. For whoever may read the job (a technician their own).
   */
  const checklistItem = objectOf(
    { id: { type: 'integer' }, question: { type: 'string' }, answer_type: { type: 'string' }, required: { type: 'boolean' }, sort_order: { type: 'integer' } },
    ['id', 'question', 'answer_type', 'required', 'sort_order'],
  );
  const checklist = objectOf(
    { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' }, job_type_id: { type: ['integer', 'null'] }, items: { type: 'array', items: checklistItem } },
    ['id', 'code', 'name', 'job_type_id', 'items'],
  );
  const checklistSchema = routeSchema({
    tag: 'joborder_headers',
    operationId: 'getJobOrderChecklist',
    summary: "The checklist the job's service report is filled in with (null when there is none)",
    answer: { type: 'object', required: ['data'], properties: { data: { oneOf: [checklist, { type: 'null' }] } } },
  });
  app.get(`${base}/:id/checklist`, { schema: checklistSchema }, async (request) => {
    const actor = actorOf(requireAbility(request, 'read', jobs.def.subject, 'job orders'));
    const job = await records.get(jobs, idOf(request));
    await requireOwnJob(records.reader(), actor, job, 'read the checklist of');
    const report = await records.reader().selectFrom(reports.def.table).select('checklist_id').where('joborder_header_id', '=', job.id as number).executeTakeFirst();
    const data = report?.checklist_id ? await checklistById(records.reader(), registry, Number(report.checklist_id)) : await checklistFor(records.reader(), registry, job.job_type_id);
    return { data };
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
    operationId: 'getJobOrderHistory',
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
