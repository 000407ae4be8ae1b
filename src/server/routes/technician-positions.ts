/**
 * The technician on the way (issue 40 item 5; api-contract.md "Customer portal", last bullet):
 *
 * - `POST /api/v1/joborder_headers/{id}/position {"latitude", "longitude", "accuracy"}`: the
 *   technician's phone says where it is, between their "On my way" (routes/on-my-way.ts) and the
 *   start of the work (dispatch/tracking.ts `onTheWay`). Only a technician assigned to the job
 *   (employee one or two is linked to their user) sends it: whoever may not update job orders is
 *   refused before the body is read (403); anyone else who is not assigned is 403 too (a
 *   technician's read of another's job is 403 as well, auth/own-jobs.ts); a job not on the way
 *   is 409, saying why. Each position is kept 24 hours: older ones are cleared as new ones come,
 *   and by a daily run at 03:10 Singapore time (schedule/daily.ts) for the days nobody is on the way.
 * - Each position is a live event `{"collection": "joborder_headers", "id": <job>, "action":
 *   "position"}` (events/index.ts), heard by those who may read the job (a technician only their
 *   own): the coordinators' map refetches GET /employees/positions on it; no position travels in
 *   the event itself.
 * - `GET /api/v1/employees/positions`: the latest position of each technician on the way (one
 *   row per technician: their latest job on the way), with the job, when, and the ETA; for those
 *   who may read job orders (a technician: only their own jobs').
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { unixNow } from '../clock';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import type { Database } from '../db/connect';
import { employeesOf, heldToOwnJobs, requireOwnJob } from '../auth/own-jobs';
import { etaMinutes, distanceMetres, jobStateLabel, latestPosition, onTheWay, POSITION_KEEP_SECONDS, POSITIONS, siteOf } from '../dispatch/tracking';
import type { TravelModel } from '../dispatch/travel';
import { conflict, forbidden } from '../errors';
import type { ChangeEvent } from '../events';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { onceAcrossInstances, scheduleDaily, type ScheduledJob } from '../schedule/daily';
import { dataOf, ID_PARAM, objectOf, routeSchema } from '../schemas/common';

const JOBS = 'joborder_headers';
/** When the daily purge runs, Singapore time: the quiet of the night. */
const PURGE_AT = '03:10';

/** Clear positions older than a day; answers how many went. */
export async function purgePositions(database: Pick<Database, 'db'>, now = unixNow()): Promise<number> {
  const result = await database.db.deleteFrom(POSITIONS).where('at', '<', now - POSITION_KEEP_SECONDS).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

const POSITION = objectOf(
  {
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    accuracy: { type: ['number', 'null'], description: 'Metres, as the phone reckons it' },
  },
  ['latitude', 'longitude', 'accuracy'],
);

const ON_THE_WAY_ROW = objectOf(
  {
    employee_id: { type: 'integer' },
    employee: { type: 'string', description: "The technician's display name" },
    job_id: { type: 'integer' },
    job: { type: 'string', description: "The job's ticket number" },
    company_name: { type: ['string', 'null'] },
    position: POSITION,
    at: { type: 'integer', description: 'When the position was received, unix seconds' },
    eta_minutes: { type: ['integer', 'null'], description: "Minutes to the job's site by the dispatcher's straight-line estimate; null when the job has no place" },
    site: { anyOf: [objectOf({ latitude: { type: 'number' }, longitude: { type: 'number' } }, ['latitude', 'longitude']), { type: 'null' }] },
  },
  ['employee_id', 'employee', 'job_id', 'job', 'company_name', 'position', 'at', 'eta_minutes', 'site'],
);

export interface PositionsLive {
  publish(changes: ChangeEvent[]): void;
}

export function registerTechnicianPositionRoutes(app: FastifyInstance, registry: Registry, records: Records, database: Database, live: PositionsLive, travel: TravelModel, log: FastifyBaseLogger): void {
  const jobs = registry.require(JOBS);
  const sendPosition = (request: FastifyRequest) => requireAbility(request, 'update', jobs.def.subject, 'job orders, so you have no job to be on the way to');
  const readPositions = (request: FastifyRequest) => requireAbility(request, 'read', jobs.def.subject, 'job orders, so not where technicians on the way to them are');

  app.post(
    '/api/v1/joborder_headers/:id/position',
    {
      schema: routeSchema({
        tag: JOBS,
        operationId: 'sendJobOrderPosition',
        summary: 'The assigned technician, on the way to the job, says where they are',
        description:
          'Between "On my way" and the start of the work (409 otherwise). Kept 24 hours; heard live by those who may read the job (a `position` event on the job). Answers the position kept, the distance to the site and the ETA.',
        params: objectOf({ id: ID_PARAM }, ['id']),
        body: objectOf(
          {
            latitude: { type: 'number', minimum: -90, maximum: 90 },
            longitude: { type: 'number', minimum: -180, maximum: 180 },
            accuracy: { type: ['number', 'null'], minimum: 0, maximum: 100_000, description: 'Metres (the radius of 68% confidence), as the phone reckons it' },
          },
          ['latitude', 'longitude'],
        ),
        status: 201,
        answer: dataOf(
          objectOf(
            {
              job_id: { type: 'integer' },
              employee_id: { type: 'integer' },
              position: POSITION,
              at: { type: 'integer' },
              distance_metres: { type: ['integer', 'null'], description: "Straight-line metres to the job's site; null when the job has no place" },
              eta_minutes: { type: ['integer', 'null'] },
            },
            ['job_id', 'employee_id', 'position', 'at', 'distance_metres', 'eta_minutes'],
          ),
        ),
      }),
      config: { authorize: sendPosition },
    },
    async (request, reply) => {
      const actor = actorOf(sendPosition(request));
      const job = await records.get(jobs, (request.params as { id: string }).id);
      await requireOwnJob(records.reader(), actor, job, 'share your position for');
      const mine = await employeesOf(records.reader(), actor);
      const employee = [job.joborder_employee_one, job.joborder_employee_two].map((e) => (e === null || e === undefined ? NaN : Number(e))).find((e) => mine.includes(e));
      if (employee === undefined) throw forbidden('Only a technician assigned to this job shares where they are on the way to it');
      const way = await onTheWay(records.reader(), job);
      if (!way) {
        const state = String(job.job_status);
        throw conflict(
          state === '1' || state === '3'
            ? `Your position is shared only on the way to a job: tap "On my way" on job ${job.ticket_no ?? job.id} first`
            : `Your position is shared only on the way to a job; job ${job.ticket_no ?? job.id} is ${jobStateLabel(state)}`,
        );
      }
      const body = request.body as { latitude: number; longitude: number; accuracy?: number | null };
      const now = unixNow();
      const row = { job_id: Number(job.id), employee_id: employee, latitude: body.latitude, longitude: body.longitude, accuracy: body.accuracy ?? null, at: now };
      await database.db.insertInto(POSITIONS).values(row).execute();
      // Kept a day: what is older goes as new ones come (one indexed delete).
      await purgePositions(database, now);
      live.publish([{ collection: JOBS, id: Number(job.id), action: 'position', scope: { module: JOBS, users: await assignedUsers(records, job) } }]);
      const site = await siteOf(records.reader(), job);
      const here = { latitude: body.latitude, longitude: body.longitude };
      reply.code(201);
      return {
        data: {
          job_id: row.job_id,
          employee_id: employee,
          position: { latitude: row.latitude, longitude: row.longitude, accuracy: row.accuracy },
          at: now,
          distance_metres: site ? Math.round(distanceMetres(here, site)) : null,
          eta_minutes: etaMinutes(here, site, way, now, travel),
        },
      };
    },
  );

  app.get(
    '/api/v1/employees/positions',
    {
      schema: routeSchema({
        tag: 'employees',
        operationId: 'listTechnicianPositions',
        summary: 'Where each technician on the way to a job is: their latest position, the job, and the ETA',
        description: 'Only jobs still on the way (after "On my way", before the work starts), positions of the last 24 hours. A technician sees only their own jobs.',
        answer: dataOf({ type: 'array', items: ON_THE_WAY_ROW }),
      }),
      config: { authorize: readPositions },
    },
    async (request) => {
      const actor = actorOf(readPositions(request));
      const now = unixNow();
      const db = records.reader();
      // The jobs with a position in the last day that could still be on the way (Accepted or Paused).
      let candidates = db
        .selectFrom(`${POSITIONS} as p`)
        .innerJoin(`${jobs.def.table} as j`, 'j.id', 'p.job_id')
        .select('p.job_id')
        .distinct()
        .where('p.at', '>=', now - POSITION_KEEP_SECONDS)
        .where('j.job_status', 'in', ['1', '3'])
        .where('j.status', '!=', 'V');
      if (heldToOwnJobs(actor)) {
        const mine = await employeesOf(db, actor);
        if (!mine.length) return { data: [] };
        candidates = candidates.where((eb) => eb.or([eb('j.joborder_employee_one', 'in', mine), eb('j.joborder_employee_two', 'in', mine)]));
      }
      const ids = (await candidates.execute()).map((r) => Number(r.job_id));
      const latest = new Map<number, Record<string, unknown>>();
      for (const id of ids) {
        const job = await db.selectFrom(jobs.def.table).selectAll().where('id', '=', id).executeTakeFirst();
        const way = job ? await onTheWay(db, job) : null;
        const position = way ? await latestPosition(db, id, way.since, now) : null;
        if (!job || !way || !position) continue;
        // One row per technician: their latest position, whichever job it was for.
        const before = latest.get(position.employee_id);
        if (before && Number(before.at) >= position.at) continue;
        const site = await siteOf(db, job);
        latest.set(position.employee_id, {
          employee_id: position.employee_id,
          employee: '',
          job_id: id,
          job: String(job.ticket_no ?? id),
          company_name: job.company_name ?? null,
          position: { latitude: position.latitude, longitude: position.longitude, accuracy: position.accuracy },
          at: position.at,
          eta_minutes: etaMinutes(position, site, way, now, travel),
          site: site ?? null,
        });
      }
      const rows = [...latest.values()];
      if (rows.length) {
        const names = await db.selectFrom('employees').select(['id', 'display_name']).where('id', 'in', rows.map((r) => Number(r.employee_id))).execute();
        const nameOf = new Map(names.map((n) => [Number(n.id), String(n.display_name ?? '')]));
        for (const r of rows) r.employee = nameOf.get(Number(r.employee_id)) ?? '';
      }
      rows.sort((a, b) => String(a.employee).localeCompare(String(b.employee)) || Number(a.employee_id) - Number(b.employee_id));
      return { data: rows };
    },
  );

  // The daily purge, for the days nobody sends a position (which clears the old ones too).
  let purge: ScheduledJob | undefined;
  app.addHook('onReady', async () => {
    purge = scheduleDaily({ name: 'technician-positions', at: PURGE_AT, runAtStart: false, run: () => onceAcrossInstances(database, 'technician-positions', () => purgePositions(database)) }, log);
  });
  app.addHook('preClose', async () => {
    await purge?.stop();
  });
}

/** The users linked to the job's employees one and two: those held to their own jobs hear its events only then. */
async function assignedUsers(records: Records, job: Record<string, unknown>): Promise<number[]> {
  const ids = [job.joborder_employee_one, job.joborder_employee_two].filter((e) => e !== null && e !== undefined).map(Number);
  if (!ids.length) return [];
  const rows = await records.reader().selectFrom('employees').select('user_id').where('id', 'in', ids).execute();
  return [...new Set(rows.map((r) => Number(r.user_id)).filter((u) => Number.isSafeInteger(u) && u > 0))].sort((a, b) => a - b);
}
