/**
 * The technician on the way (issue 40 item 5; api-contract.md "Customer portal", last bullet).
 *
 * A job is "on the way" from the technician's "On my way" (routes/on-my-way.ts, which keeps the
 * visit in `on_my_way_visits`) until the work starts: the job is still Accepted or Paused and the
 * visit it is on now was told. The technician's phone then sends where it is
 * (POST /joborder_headers/{id}/position, routes/technician-positions.ts); each position is kept
 * 24 hours in `technician_positions` (a system table, db/system-tables.ts: never served as a
 * resource) and read here for the coordinators' map and the customer's tracking page.
 *
 * The ETA from a position: the dispatcher's straight-line estimate (travel.ts: the great-circle
 * distance times DISPATCH_ROAD_FACTOR, 1.4, at DISPATCH_SPEED_KMH, 35 km/h, a van in Singapore's
 * town traffic). The routing service (ROUTING_URL) is not asked per position: a phone sends one
 * every 30 s, and each would be a call to it. Before the first position, the minutes left of the
 * arrival "On my way" estimated (which did use the routing service when set).
 */
import type { Kysely } from 'kysely';
import { resources } from '../../../generated/server/registry';
import type { TableSpec } from '../db/sync';
import { unixNow } from '../clock';
import { placeOf, travelMinutes, type Place, type TravelModel } from './travel';
import { distanceMetres } from '../../shared/geo';

export const POSITIONS = 'technician_positions';
/** How long a position is kept: a day (api-contract.md). */
export const POSITION_KEEP_SECONDS = 86_400;

/** Every position a technician's phone sent on the way to a job, kept 24 hours. */
export const POSITIONS_TABLE: TableSpec = {
  name: POSITIONS,
  columns: [
    { name: 'job_id', kind: 'int', notNull: true },
    { name: 'employee_id', kind: 'int', notNull: true },
    { name: 'latitude', kind: 'real', notNull: true },
    { name: 'longitude', kind: 'real', notNull: true },
    /** Metres, as the phone reckons it (the radius of 68% confidence). */
    { name: 'accuracy', kind: 'real' },
    /** When the server received it, unix seconds. */
    { name: 'at', kind: 'bigint', notNull: true },
  ],
  indexes: [{ columns: ['job_id', 'at'] }, { columns: ['employee_id', 'at'] }, { columns: ['at'] }],
};

const JOBS = 'joborder_headers';
const VISITS = 'on_my_way_visits';
/** The transitions that begin a visit: the job accepted, or the work paused (leaving again). */
const VISIT_STARTS = ['accept', 'pause'];
/** Accepted, or Paused: the states "On my way" is for, and the only ones a job is on the way in. */
export const ON_THE_WAY_STATES = ['1', '3'];
/** The dispatcher's defaults (config.ts DISPATCH_ROAD_FACTOR, DISPATCH_SPEED_KMH). */
export const DEFAULT_TRAVEL: TravelModel = { roadFactor: 1.4, speedKmh: 35 };

const jobStates = resources.find((r) => r.resource === JOBS)?.workflow?.states ?? [];
export const jobStateLabel = (value: unknown): string => jobStates.find((s) => s.value === String(value))?.label ?? String(value);

type Row = Record<string, unknown>;

/**
 * Which visit the job is on: how many times it was accepted or paused, and when it is due. A
 * reschedule (ETA or scheduled start moved) begins a new one (routes/on-my-way.ts).
 */
export async function visitOf(db: Kysely<any>, job: Row): Promise<string> {
  const row = await db
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('model', '=', JOBS)
    .where('header_id', '=', Number(job.id))
    .where('action', 'in', VISIT_STARTS)
    .executeTakeFirst();
  return `${Number(row?.n ?? 0)}:${job.job_eta ?? ''}:${job.scheduled_start ?? ''}`;
}

export interface OnTheWay {
  /** When "On my way" was told for this visit, unix seconds. */
  since: number;
  /** The arrival it estimated then, unix seconds (null without a place to start from or go to). */
  arriveAt: number | null;
}

/** The job's visit under way, when the technician said "On my way" and the work has not started; else null. */
export async function onTheWay(db: Kysely<any>, job: Row): Promise<OnTheWay | null> {
  if (!ON_THE_WAY_STATES.includes(String(job.job_status)) || job.status === 'V') return null;
  const told = await db.selectFrom(VISITS).select(['created_at', 'arrive_at']).where('job_id', '=', Number(job.id)).where('visit', '=', await visitOf(db, job)).executeTakeFirst();
  if (!told) return null;
  return { since: Number(told.created_at), arriveAt: told.arrive_at === null || told.arrive_at === undefined ? null : Number(told.arrive_at) };
}

/** Where the job is: its own pin, else its site's. */
export async function siteOf(db: Kysely<any>, job: Row): Promise<Place | undefined> {
  const own = placeOf(job);
  if (own || !job.site_id) return own;
  return placeOf(await db.selectFrom('company_locations').select(['latitude', 'longitude']).where('id', '=', Number(job.site_id)).executeTakeFirst());
}

export interface KeptPosition {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  /** Unix seconds. */
  at: number;
}

const positionOf = (row: Row): KeptPosition => ({
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  accuracy: row.accuracy === null || row.accuracy === undefined ? null : Number(row.accuracy),
  at: Number(row.at),
});

/** The job's latest position since `since` (this visit's "On my way") and within the last 24 hours. */
export async function latestPosition(db: Kysely<any>, jobId: number, since: number, now = unixNow()): Promise<(KeptPosition & { employee_id: number }) | null> {
  const row = await db
    .selectFrom(POSITIONS)
    .selectAll()
    .where('job_id', '=', jobId)
    .where('at', '>=', Math.max(since, now - POSITION_KEEP_SECONDS))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...positionOf(row), employee_id: Number(row.employee_id) } : null;
}

/** Minutes to the site from a position (the straight-line estimate, see the top), or the minutes left of the told arrival. */
export function etaMinutes(from: Place | null, site: Place | undefined, way: OnTheWay, now: number, model: TravelModel = DEFAULT_TRAVEL): number | null {
  if (from && site) return travelMinutes(from, site, { roadFactor: model.roadFactor, speedKmh: model.speedKmh });
  if (way.arriveAt !== null) return Math.max(0, Math.ceil((way.arriveAt - now) / 60));
  return null;
}

export { distanceMetres };

export interface JobTracking {
  /** The job's state, as its workflow names it ("Accepted", "Work in progress"...). */
  state: string;
  on_the_way: boolean;
  /** The technician's latest position on this visit, only while on the way. */
  position: KeptPosition | null;
  eta_minutes: number | null;
  /** Who comes: the one who sent the latest position, else the job's first assignee. */
  technician: { first_name: string; employee_id: number; picture_file_id: string | null } | null;
  site: Place | null;
}

/**
 * What the customer's tracking page shows of a job (GET /portal/jobs/{id}/track): null when there
 * is no such job (or it was voided). The caller checks the job is the customer's.
 * `technician.picture_file_id` is the employee's photo (their `thumbnail`, a stored file's name
 * under the employee's record), null without one. `technician` is null only for a job with no one assigned.
 */
export async function jobTracking(db: Kysely<any>, jobId: number, options: { now?: number; travel?: TravelModel } = {}): Promise<JobTracking | null> {
  if (!Number.isSafeInteger(jobId) || jobId < 1) return null;
  const job = await db.selectFrom(JOBS).selectAll().where('id', '=', jobId).executeTakeFirst();
  if (!job || job.status === 'V') return null;
  const now = options.now ?? unixNow();
  const way = await onTheWay(db, job);
  const position = way ? await latestPosition(db, jobId, way.since, now) : null;
  const site = (await siteOf(db, job)) ?? null;
  const who = position?.employee_id ?? [job.joborder_employee_one, job.joborder_employee_two].map((e) => (e === null || e === undefined ? NaN : Number(e))).find(Number.isSafeInteger);
  const employee = who === undefined ? undefined : await db.selectFrom('employees').select(['id', 'first_name', 'thumbnail']).where('id', '=', who).executeTakeFirst();
  return {
    state: jobStateLabel(job.job_status),
    on_the_way: !!way,
    position: position ? { latitude: position.latitude, longitude: position.longitude, accuracy: position.accuracy, at: position.at } : null,
    eta_minutes: way ? etaMinutes(position, site ?? undefined, way, now, options.travel) : null,
    technician: employee ? { first_name: String(employee.first_name ?? ''), employee_id: Number(employee.id), picture_file_id: employee.thumbnail ? String(employee.thumbnail) : null } : null,
    site,
  };
}
