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
import type { Routing } from '../dispatch/routing';
import { placeOf, travelMinutes, type Place } from '../dispatch/travel';
import { conflict } from '../errors';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { dataOf, ID_PARAM, objectOf, routeSchema } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';
import { addTimelineEntry } from '../workflow/engine';

const DAY = 86_400;
/** Accepted, or paused (leaving again for the same job); not before the job is accepted, nor once it is done. */
const ON_THE_WAY_FROM = ['1', '3'];

export function registerOnMyWayRoute(app: FastifyInstance, registry: Registry, records: Records, customerMails: CustomerMails, routing: Routing): void {
  const jobs = registry.require('joborder_headers');
  const employees = registry.require('employees');
  const authorize = (request: FastifyRequest) => requireAbility(request, 'update', jobs.def.subject, 'job orders');

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

  const siteOf = async (job: WireRecord): Promise<Place | undefined> => {
    const own = placeOf(job);
    if (own || !job.site_id) return own;
    const site = await records.reader().selectFrom(registry.require('company_locations').def.table).select(['latitude', 'longitude']).where('id', '=', Number(job.site_id)).executeTakeFirst();
    return placeOf(site);
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
      const job = await records.get(jobs, (request.params as { id: string }).id);
      await requireOwnJob(records.reader(), actor, job, 'set out for');
      if (!ON_THE_WAY_FROM.includes(String(job.job_status))) {
        const state = jobs.def.workflow!.states.find((s) => s.value === String(job.job_status))?.label ?? String(job.job_status);
        throw conflict(`"On my way" is for a job that is Accepted or Paused; this one is ${state}`);
      }
      // The technician: the caller when assigned to the job, else the job's first assignee.
      const assigned = [job.joborder_employee_one, job.joborder_employee_two].filter((e) => e !== null && e !== undefined).map(Number);
      const mine = await employeesOf(records.reader(), actor);
      const who = assigned.find((e) => mine.includes(e)) ?? assigned[0];
      const employee = who === undefined ? undefined : await records.get(employees, who).catch(() => undefined);
      const now = unixNow();
      const from = employee ? await startOf(employee, job, now) : undefined;
      const to = await siteOf(job);
      const minutes = from && to ? travelMinutes(from, to, await routing.modelFor([from], [to])) : null;
      const travel: TravelEstimate = {
        technician: String(employee?.display_name ?? '').trim() || 'Our technician',
        minutes,
        arriveAt: minutes === null ? null : now + minutes * 60,
      };
      await records.transaction(actor, (uow) =>
        addTimelineEntry(records, uow, jobs, Number(job.id), `On my way: ${travel.technician}${minutes === null ? '' : `, about ${minutes} minute${minutes === 1 ? '' : 's'} away`}`),
      );
      const told = await customerMails.tell('on_my_way', job, actor.userId, travel);
      return { data: { sent: told.sent, queued: told.queued, travel_minutes: minutes, arrive_at: travel.arriveAt, technician: employee ? travel.technician : null, job } };
    },
  );
}
