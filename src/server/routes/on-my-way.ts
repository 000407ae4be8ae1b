/**
 * POST /api/v1/joborder_headers/{id}/on-my-way (issue 28.5; api-contract.md "Dispatch that
 * suggests"): the technician is leaving for the job. The job's contact is mailed the travel
 * estimate (dispatch/customer-mails.ts, unless CUSTOMER_MAIL_ON_MY_WAY is off) and the job's
 * timeline says so. Allowed to the technician assigned to the job and to whoever manages job
 * orders (coordinators); a job not yet accepted, or already done, is 409.
 *
 * The estimate: from where the technician is (their previous job today that has a place, else
 * their home base) to the job's site (the job's own coordinates, else its site's), as the
 * dispatcher reckons travel (the routing service when ROUTING_URL is set, else dispatch/travel.ts:
 * DISPATCH_ROAD_FACTOR, DISPATCH_SPEED_KMH).
 *
 * Once per visit (issue 35, item 3): a visit runs from the job's acceptance (or a pause) until
 * work starts, and a reschedule (ETA or scheduled start moved) begins a new one. The first call of
 * a visit mails and notes it (the estimate kept in `on_my_way_visits`); any later call of the same
 * visit answers the same estimate with `sent` and `queued` 0, and writes and mails nothing. The
 * mail counts against the sender's and the job's mail limits (MAIL_SENDS_PER_USER,
 * MAIL_SENDS_PER_DOCUMENT: 429 past them, nothing written). Calls for one job are taken one at a
 * time here; the unique index on (job, visit) holds between instances.
 *
 * Answers `{"data": {"sent", "queued", "travel_minutes", "arrive_at", "technician", "job"}}`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { singaporeMidnight } from '../../shared/singapore-time';
import { unixNow } from '../clock';
import { toWire, type WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import { employeesOf, requireOwnJob } from '../behaviour/joborder_headers';
import type { CustomerMails, TravelEstimate } from '../dispatch/customer-mails';
import { MAX_LEG_SECONDS, type Routing } from '../dispatch/routing';
import { placeOf, travelMinutes, type Place } from '../dispatch/travel';
import { ON_THE_WAY_STATES, siteOf, visitOf } from '../dispatch/tracking';
import { conflict, HttpError } from '../errors';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { dataOf, ID_PARAM, objectOf, routeSchema } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';
import { addTimelineEntry } from '../workflow/engine';

const DAY = 86_400;
const VISITS = 'on_my_way_visits';

export function registerOnMyWayRoute(app: FastifyInstance, registry: Registry, records: Records, customerMails: CustomerMails, routing: Routing): void {
  const jobs = registry.require('joborder_headers');
  const employees = registry.require('employees');
  const authorize = (request: FastifyRequest) => requireAbility(request, 'update', jobs.def.subject, 'job orders');
  /** The calls under way per job: one at a time, so that a burst of taps mails once. */
  const busy = new Map<number, Promise<unknown>>();
  const oneAtATime = async <T>(jobId: number, work: () => Promise<T>): Promise<T> => {
    const before = busy.get(jobId) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(work);
    const tail = mine.catch(() => undefined);
    busy.set(jobId, tail);
    void tail.then(() => busy.get(jobId) === tail && busy.delete(jobId));
    return mine;
  };

  const toldIn = (jobId: number, visit: string) => records.reader().selectFrom(VISITS).selectAll().where('job_id', '=', jobId).where('visit', '=', visit).executeTakeFirst();

  /** Where the technician sets out from: their last job today before this one (with a place), else their base. */
  const startOf = async (employee: WireRecord, job: WireRecord, now: number): Promise<Place | undefined> => {
    const id = Number(employee.id);
    const midnight = singaporeMidnight(now);
    const before = typeof job.job_eta === 'number' ? Math.min(job.job_eta, now) : now;
    const rows = await records
      .reader()
      .selectFrom(jobs.def.table)
      .selectAll()
      .where('status', '!=', 'V')
      .where('id', '!=', Number(job.id))
      .where('job_eta', '>=', midnight)
      .where('job_eta', '<', Math.min(midnight + DAY, before + 1))
      .where((eb) => eb.or([eb('joborder_employee_one', '=', id), eb('joborder_employee_two', '=', id)]))
      .orderBy('job_eta', 'desc')
      .execute();
    const previous = rows.map((row) => placeOf(toWire(jobs.def, row))).find(Boolean);
    return previous ?? placeOf({ latitude: employee.base_latitude, longitude: employee.base_longitude });
  };

  app.post(
    '/api/v1/joborder_headers/:id/on-my-way',
    {
      schema: routeSchema({
        tag: 'joborder_headers',
        operationId: 'announceJobOrderOnMyWay',
        summary: "The technician is on the way: mail the job's contact the travel estimate",
        description:
          "From the technician's previous job today, else their base, to the job's site, at the dispatcher's road factor and speed. Noted on the job's timeline. `sent`/`queued`: the mail went to the SMTP relay, or waits in the outbox (none when CUSTOMER_MAIL_ON_MY_WAY is off or the job has no contact email).",
        params: objectOf({ id: ID_PARAM }, ['id']),
        answer: dataOf(
          objectOf(
            {
              sent: { type: 'integer' },
              queued: { type: 'integer' },
              travel_minutes: { type: ['integer', 'null'], description: 'Minutes on the road; null when the start or the site has no place' },
              arrive_at: { type: ['integer', 'null'], description: 'Expected arrival, unix seconds' },
              technician: { type: ['string', 'null'] },
              job: resourceSchemas(jobs).record,
            },
            ['sent', 'queued', 'travel_minutes', 'arrive_at', 'technician', 'job'],
          ),
        ),
      }),
      config: { authorize },
    },
    async (request) => {
      const actor = actorOf(authorize(request));
      const id = (request.params as { id: string }).id;
      const first = await records.get(jobs, id);
      await requireOwnJob(records.reader(), actor, first, 'set out for');
      return oneAtATime(Number(first.id), async () => {
        const job = await records.get(jobs, id);
        if (!ON_THE_WAY_STATES.includes(String(job.job_status))) {
          const state = jobs.def.workflow!.states.find((s) => s.value === String(job.job_status))?.label ?? String(job.job_status);
          throw conflict(`"On my way" is for a job that is Accepted or Paused; this one is ${state}`);
        }
        const visit = await visitOf(records.reader(), job);
        const answer = (told: { sent: number; queued: number }, kept: Record<string, unknown>) => ({
          data: {
            sent: told.sent,
            queued: told.queued,
            travel_minutes: kept.travel_minutes === null || kept.travel_minutes === undefined ? null : Number(kept.travel_minutes),
            arrive_at: kept.arrive_at === null || kept.arrive_at === undefined ? null : Number(kept.arrive_at),
            technician: kept.technician === null || kept.technician === undefined ? null : String(kept.technician),
            job,
          },
        });
        const already = await toldIn(Number(job.id), visit);
        if (already) return answer({ sent: 0, queued: 0 }, already);

        // The technician: the caller when assigned to the job, else the job's first assignee.
        const assigned = [job.joborder_employee_one, job.joborder_employee_two].filter((e) => e !== null && e !== undefined).map(Number);
        const mine = await employeesOf(records.reader(), actor);
        const who = assigned.find((e) => mine.includes(e)) ?? assigned[0];
        const employee = who === undefined ? undefined : await records.get(employees, who).catch(() => undefined);
        // Past the mail limits: 429, and nothing is written.
        await customerMails.count('on_my_way', job, actor.userId);
        const now = unixNow();
        const from = employee ? await startOf(employee, job, now) : undefined;
        const to = await siteOf(records.reader(), job);
        // Checked before anything is written: minutes that are no drive (the routing service bounds its
        // answers, dispatch/routing.ts) would make an arrival time no clock can show, after the timeline spoke.
        const road = from && to ? travelMinutes(from, to, await routing.modelFor([from], [to])) : null;
        const minutes = road !== null && Number.isSafeInteger(road) && road >= 0 && road <= MAX_LEG_SECONDS / 60 ? road : null;
        const travel: TravelEstimate = {
          technician: String(employee?.display_name ?? '').trim() || 'Our technician',
          minutes,
          arriveAt: minutes === null ? null : now + minutes * 60,
        };
        const kept = { job_id: Number(job.id), visit, technician: employee ? travel.technician : null, travel_minutes: minutes, arrive_at: travel.arriveAt, created_at: now };
        const fresh = await records
          .transaction(actor, async (uow) => {
            await uow.trx.insertInto(VISITS).values(kept).execute();
            await addTimelineEntry(records, uow, jobs, Number(job.id), `On my way: ${travel.technician}${minutes === null ? '' : `, about ${minutes} minute${minutes === 1 ? '' : 's'} away`}`);
            return true;
          })
          .catch(async (e) => {
            // Another instance told this visit at the same moment (the unique index): its estimate stands.
            if (e instanceof HttpError && e.status === 409 && (await toldIn(Number(job.id), visit))) return false;
            throw e;
          });
        if (!fresh) return answer({ sent: 0, queued: 0 }, (await toldIn(Number(job.id), visit))!);
        const told = await customerMails.tell('on_my_way', job, actor.userId, travel, { counted: true });
        return answer(told, kept);
      });
    },
  );
}
