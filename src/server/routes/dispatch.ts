/**
 * Dispatch that suggests (api-contract.md, "Dispatch that suggests"; issue 28):
 *
 *   GET  /api/v1/joborder_headers/{id}/suggestions?at=<unix>  the field staff ranked for the job at that time
 *   GET  /api/v1/employees/{id}/route?date=YYYY-MM-DD          the day's jobs in visiting order, with travel
 *   POST /api/v1/employees/{id}/route/optimise {"date"}        reorder the day's movable jobs to shorten it
 *
 * The arithmetic is in dispatch/ (pure); this reads the rows it needs, once per call: the job and
 * its type, the field staff, their jobs and absences that day. Travel comes from the routing
 * service when ROUTING_URL is set (one ask a call, dispatch/routing.ts), else, and whenever it
 * fails, is the straight line times DISPATCH_ROAD_FACTOR at DISPATCH_SPEED_KMH. Only those who
 * may add job orders (coordinators, administrators) see other people's days; a technician may
 * read their own route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_JOB_MINUTES, jobSpan, type ScheduledJob } from '../../shared/job-span';
import { singaporeDate, singaporeMidnight } from '../../shared/singapore-time';
import { timeOfDayOrStart, WORKDAY_ENDS, WORKDAY_STARTS } from '../../shared/working-hours';
import { unixNow } from '../clock';
import type { Settings } from '../config';
import { toWire, type WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import { planDay, routeAsPlanned, type DayRoute, type Stop } from '../dispatch/day-route';
import { rankCandidates, whereFrom, type Absence, type Booking, type Candidate } from '../dispatch/suggest';
import type { Routing } from '../dispatch/routing';
import { placeOf, type Place, type TravelModel } from '../dispatch/travel';
import { employeesOf } from '../behaviour/joborder_headers';
import { badRequest, forbidden, HttpError } from '../errors';
import { localeOf, translate } from '../i18n';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import type { ResourceDef } from '../../shared/resource-spec';
import { dataOf, ID_PARAM, objectOf, routeSchema } from '../schemas/common';
import type { Principal } from '../auth/sessions';

const DAY = 86_400;
/**
 * Why a YYYY-MM-DD is not a day on the calendar, in a sentence; null when it is one. (Date.parse
 * takes 2026-02-31 as 3 March: a day that does not exist is refused, never moved.)
 */
export function notOnTheCalendar(date: string): string | null {
  const [year, month, day] = date.split('-').map(Number);
  if (month < 1 || month > 12) return `${date} is not a day: there is no month ${month}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) {
    const name = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
    return `${date} is not a day: ${name} has ${days} days`;
  }
  return null;
}
/** States whose work is under way or over: the route never moves them. */
const UNDER_WAY = ['2', '3', '4', '5'];

const hhmm = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(11, 16);
const ids = (values: unknown[]) => [...new Set(values.filter((v) => v !== null && v !== undefined).map(Number))];

const SUGGESTION = objectOf(
  {
    employee_id: { type: 'integer' },
    display_name: { type: 'string' },
    score: { type: 'integer', description: '0 to 100: 50 for being free, 30 for the competency, up to 20 for a short, light day' },
    free: { type: 'boolean', description: 'Neither away nor booked over the job' },
    travel_minutes: { type: ['integer', 'null'], description: 'From their previous job that day, else their base; null when either place is unknown' },
    reasons: { type: 'array', items: { type: 'string' }, description: "Sentences in the reader's language" },
  },
  ['employee_id', 'display_name', 'score', 'free', 'travel_minutes', 'reasons'],
);
const ROUTE = objectOf(
  {
    stops: {
      type: 'array',
      items: objectOf(
        {
          job_id: { type: 'integer' },
          ticket_no: { type: ['string', 'null'] },
          eta: { type: 'integer', description: 'Unix seconds' },
          travel_minutes: { type: 'integer', description: 'From the previous stop (the first: from the base)' },
          fixed: { type: 'boolean', description: 'Kept at its time: a fixed appointment, or work already under way' },
        },
        ['job_id', 'ticket_no', 'eta', 'travel_minutes'],
      ),
    },
    total_minutes: { type: 'integer' },
    base: objectOf(
      {
        latitude: { type: ['number', 'null'] },
        longitude: { type: ['number', 'null'] },
        name: { type: 'string', description: 'Whose base it is: the employee' },
      },
      ['latitude', 'longitude', 'name'],
    ),
  },
  ['stops', 'total_minutes', 'base'],
);

export function registerDispatchRoutes(app: FastifyInstance, settings: Settings, registry: Registry, records: Records, routing: Routing): void {
  const jobs = registry.require('joborder_headers');
  const employees = registry.require('employees');
  const table = (resource: string) => registry.require(resource).def.table;
  const model: TravelModel = { roadFactor: settings.dispatchRoadFactor, speedKmh: settings.dispatchSpeedKmh };
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const mayDispatch = (request: FastifyRequest) => {
    requireAbility(request, 'read', employees.def.subject, 'employees');
    return requireAbility(request, 'create', jobs.def.subject, 'job orders');
  };

  /** When a job starts and ends (the app's rule, shared/job-span.ts), with its type's duration when it has one. */
  const spanOf = (job: WireRecord, durations: Map<number, number>) => jobSpan(job as ScheduledJob, durations.get(Number(job.job_type_id)));

  /** Every job type (a handful of rows): its duration and the competency it needs. */
  const jobTypesOf = (db: Kysely<any>) => db.selectFrom(table('job_types')).select(['id', 'default_duration', 'competency_id']).execute();
  const durationsOf = (types: Array<{ id: unknown; default_duration: unknown }>) => new Map(types.map((r) => [Number(r.id), Number(r.default_duration) || DEFAULT_JOB_MINUTES]));
  const typeMinutes = async (db: Kysely<any>) => durationsOf(await jobTypesOf(db));

  /** The jobs assigned to these employees with an ETA on the Singapore day that starts at `midnight`. */
  const jobsOfDay = async (db: Kysely<any>, staff: number[], midnight: number): Promise<WireRecord[]> =>
    staff.length
      ? (
          await db
          .selectFrom(jobs.def.table)
          .selectAll()
          .where('status', '!=', 'V')
          .where('job_eta', '>=', midnight)
          .where('job_eta', '<', midnight + DAY)
          .where((eb) => eb.or([eb('joborder_employee_one', 'in', staff), eb('joborder_employee_two', 'in', staff)]))
          .execute()
        ).map((row) => toWire(jobs.def, row))
      : [];

  app.get(
    '/api/v1/joborder_headers/:id/suggestions',
    {
      schema: routeSchema({
        tag: 'joborder_headers',
        operationId: 'suggestJobOrderStaff',
        summary: 'The field staff ranked for this job at a time',
        description: 'Free before busy, the needed competency before none, then less travel and a lighter day. `at` defaults to the job\'s ETA, else now.',
        params: objectOf({ id: ID_PARAM }, ['id']),
        querystring: objectOf({ at: { type: 'string', pattern: '^[0-9]{1,12}$', description: 'When the job would start, unix seconds' } }),
        answer: dataOf({ type: 'array', items: SUGGESTION }),
      }),
      config: { authorize: mayDispatch },
    },
    async (request) => {
      const principal = mayDispatch(request);
      const job = await records.get(jobs, idOf(request));
      const db = records.reader();
      // Three round trips, the statements of each at once: the job; the types and the field staff; the competency and their day.
      const [types, staffRows] = await Promise.all([
        jobTypesOf(db),
        db.selectFrom(employees.def.table).selectAll().where('status', '=', 'O').execute().then((rows) => rows.map((row) => toWire(employees.def, row)).filter((e) => e.field_staff === true)),
      ]);
      const durations = durationsOf(types);
      const competencyId = types.find((t) => job.job_type_id !== null && job.job_type_id !== undefined && Number(t.id) === Number(job.job_type_id))?.competency_id;
      const askedText = (request.query as { at?: string }).at;
      const asked = askedText === undefined ? undefined : Number(askedText);
      const own = spanOf(job, durations);
      // A day without a time (a Singapore midnight: a preferred date) is the working day's start, not 00:00.
      const start = asked !== undefined || own ? timeOfDayOrStart(asked ?? own!.start) : unixNow();
      const span = own ? own.end - own.start : (durations.get(Number(job.job_type_id)) ?? DEFAULT_JOB_MINUTES) * 60;
      const midnight = singaporeMidnight(start);

      const staff = ids(staffRows.map((e) => e.id));
      const [competency, dayJobs, absences] = await Promise.all([
        competencyId ? db.selectFrom(table('competencies')).select(['id', 'name']).where('id', '=', Number(competencyId)).executeTakeFirst() : undefined,
        jobsOfDay(db, staff, midnight),
        absencesOfDay(db, registry.require('user_availabilities').def, staffRows, midnight),
      ]);

      const candidates: Candidate[] = staffRows.map((e) => {
        const id = Number(e.id);
        const bookings: Booking[] = dayJobs
          .filter((j) => Number(j.id) !== Number(job.id) && [j.joborder_employee_one, j.joborder_employee_two].map(Number).includes(id))
          .flatMap((j) => {
            const window = spanOf(j, durations);
            return window ? [{ id: Number(j.id), ticketNo: String(j.ticket_no ?? `#${j.id}`), ...window, place: placeOf(j) }] : [];
          });
        return {
          employeeId: id,
          displayName: String(e.display_name),
          competencyIds: ids((e.competencies as unknown[] | null) ?? []),
          base: placeOf({ latitude: e.base_latitude, longitude: e.base_longitude }),
          bookings,
          absences: absences.filter((a) => a.employeeId === id),
        };
      });
      const toPlace = { place: placeOf(job), start, end: start + span, competency: competency ? { id: Number(competency.id), name: String(competency.name) } : undefined };
      // One ask of the routing service (when set): from where each of them will be to the job.
      const travel = toPlace.place ? await routing.modelFor(candidates.flatMap((c) => whereFrom(c, toPlace).from ?? []), [toPlace.place]) : model;
      const ranked = rankCandidates(toPlace, candidates, { start: midnight + WORKDAY_STARTS, end: midnight + WORKDAY_ENDS }, travel, hhmm);
      const locale = localeOf(principal.user.preferences as Record<string, unknown> | undefined, request.headers['accept-language']);
      return {
        data: ranked.map((s) => ({
          employee_id: s.employeeId,
          display_name: s.displayName,
          score: s.score,
          free: s.free,
          travel_minutes: s.travelMinutes,
          reasons: s.reasons.map((r) => translate(locale, `app.dispatch.reasons.${r.key}`, r.values)),
        })),
      };
    },
  );

  /** Whose route this is: anyone who dispatches may read any; a technician only their own. */
  const mayReadRoute = async (request: FastifyRequest): Promise<Principal> => {
    const principal = requireAbility(request, 'read', jobs.def.subject, 'job orders');
    if (principal.ability.can('create', jobs.def.subject)) return principal;
    const mine = await employeesOf(records.reader(), actorOf(principal));
    if (!mine.includes(Number(idOf(request)))) throw forbidden('You may read only your own route');
    return principal;
  };

  /** The day's stops of one employee: every job of theirs that day, the ones under way or fixed kept at their time. */
  const dayOf = async (employeeId: number, date: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw badRequest('date must be a day as YYYY-MM-DD', { parameter: 'date' });
    const impossible = notOnTheCalendar(date);
    if (impossible) throw new HttpError('VALIDATION_FAILED', [{ title: impossible, meta: { parameter: 'date' } }]);
    const employee = await records.get(employees, employeeId);
    const db = records.reader();
    const midnight = singaporeDate(date);
    const durations = await typeMinutes(db);
    const rows = await jobsOfDay(db, [Number(employee.id)], midnight);
    const stops: (Stop & { ticketNo: string | null })[] = rows.flatMap((j) => {
      const window = spanOf(j, durations);
      if (!window) return [];
      return [
        {
          id: Number(j.id),
          ticketNo: (j.ticket_no as string | null) ?? null,
          place: placeOf(j),
          eta: window.start,
          durationMinutes: Math.round((window.end - window.start) / 60),
          fixed: j.fixed_time === true || UNDER_WAY.includes(String(j.job_status)),
        },
      ];
    });
    const base = placeOf({ latitude: employee.base_latitude, longitude: employee.base_longitude });
    // The day starts when its first job was planned to, or at eight: a route never starts earlier than the coordinator had it.
    const dayStart = Math.min(midnight + WORKDAY_STARTS, ...stops.map((s) => s.eta));
    return { stops, base, dayStart, name: String(employee.display_name ?? '') };
  };

  /** The day's travel: every stop (and the base) to every other, in one ask of the routing service when it is set. */
  const travelOf = (stops: Stop[], base: Place | undefined) => {
    const places = [...(base ? [base] : []), ...stops.flatMap((s) => s.place ?? [])];
    return routing.modelFor(places, places);
  };

  /** The route as answered, with where it starts (the employee's base; no place: nulls) for the map to draw. */
  const answer = (route: DayRoute, tickets: Map<number, string | null>, base: Place | undefined, name: string) => ({
    data: {
      stops: route.stops.map((s) => ({ job_id: s.stop.id, ticket_no: tickets.get(s.stop.id) ?? null, eta: s.eta, travel_minutes: s.travelMinutes, fixed: s.stop.fixed })),
      total_minutes: route.totalMinutes,
      base: { latitude: base?.latitude ?? null, longitude: base?.longitude ?? null, name },
    },
  });
  const routeSchemaOf = (summary: string, extra: Parameters<typeof routeSchema>[0] extends infer D ? Partial<D> : never) =>
    routeSchema({ tag: 'employees', summary, params: objectOf({ id: ID_PARAM }, ['id']), answer: dataOf(ROUTE), ...extra });

  app.get(
    '/api/v1/employees/:id/route',
    {
      schema: routeSchemaOf("The employee's jobs that day in visiting order, with the minutes on the road", {
        operationId: 'getEmployeeRoute',
        querystring: objectOf({ date: { type: 'string', description: 'The day, YYYY-MM-DD (Singapore)' } }, ['date']),
      }),
      // Before the query is checked: someone who may not read job orders learns nothing (the own-route rule follows in the handler).
      config: { authorize: (request: FastifyRequest) => requireAbility(request, 'read', jobs.def.subject, 'job orders') },
    },
    async (request) => {
      await mayReadRoute(request);
      const { stops, base, name } = await dayOf(Number(idOf(request)), (request.query as { date: string }).date);
      return answer(routeAsPlanned(stops, base, await travelOf(stops, base)), new Map(stops.map((s) => [s.id, s.ticketNo])), base, name);
    },
  );

  app.post(
    '/api/v1/employees/:id/route/optimise',
    {
      schema: routeSchemaOf("Reorder the day's movable jobs to shorten the road; fixed appointments and work under way keep their time", {
        operationId: 'optimiseEmployeeRoute',
        body: objectOf({ date: { type: 'string', description: 'The day, YYYY-MM-DD (Singapore)' } }, ['date']),
      }),
      config: { authorize: mayDispatch },
    },
    async (request) => {
      const actor = actorOf(mayDispatch(request));
      const { stops, base, dayStart, name } = await dayOf(Number(idOf(request)), (request.body as { date: string }).date);
      const route = planDay(stops, base, dayStart, await travelOf(stops, base));
      // One transaction, one audited update a moved job, with its schedule moved alongside its ETA.
      await records.transaction(actor, async (uow) => {
        for (const planned of route.stops) {
          if (planned.stop.fixed || planned.eta === planned.stop.eta) continue;
          const job = await uow.lock(jobs, planned.stop.id);
          if (UNDER_WAY.includes(String(job.job_status)) || job.fixed_time === true) continue;
          const eta = planned.eta;
          await uow.update(jobs, planned.stop.id, { values: { job_eta: eta, scheduled_start: eta, scheduled_end: eta + planned.stop.durationMinutes * 60 } }, { action: 'optimise_route' });
        }
      });
      return answer(route, new Map(stops.map((s) => [s.id, s.ticketNo])), base, name);
    },
  );
}

/**
 * The day's "not available" slots of these employees (by employee, or by their user account): a
 * slot dated that day (without times: the whole day), or leave dated earlier whose times run into
 * it (a week's leave kept as one row).
 */
async function absencesOfDay(db: Kysely<any>, availabilities: ResourceDef, staff: WireRecord[], midnight: number): Promise<(Absence & { employeeId: number })[]> {
  if (!staff.length) return [];
  const byUser = new Map(staff.filter((e) => e.user_id !== null && e.user_id !== undefined).map((e) => [Number(e.user_id), Number(e.id)]));
  const rows = await db
    .selectFrom(availabilities.table)
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('date', '>=', midnight), eb('date', '<', midnight + DAY)]),
        eb.and([eb('date', '<', midnight), eb('from_time', '<', midnight + DAY), eb('to_time', '>', midnight)]),
      ]),
    )
    .execute();
  return rows
    .map((row) => toWire(availabilities, row))
    .filter((r) => r.available !== true && (r.status ?? 'O') !== 'V')
    .map((r) => ({
      employeeId: r.employee_id !== null && r.employee_id !== undefined ? Number(r.employee_id) : byUser.get(Number(r.user_id)) ?? -1,
      start: r.from_time ? Number(r.from_time) : midnight,
      end: r.to_time ? Number(r.to_time) : midnight + DAY,
      reason: String(r.reason ?? ''),
    }))
    .filter((a) => a.employeeId >= 0);
}
