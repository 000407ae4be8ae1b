/**
 * Service requests beyond CRUD (schema/services-tools/service_requests.yaml). Raising a job order
 * is one operation whichever call runs it (issue 24 item 1): the `joborder` transition, run by
 * POST /service_requests/{id}/joborder or by the generic POST .../transitions/joborder, makes the
 * job in the same unit of work and links both ways, so a request marked "Job order raised" always
 * points at its job. The job takes the request's customer, site, contact, problem, service
 * location, job type, location (the request's coordinates and the address kept with them, else its site's) and preferred date
 * as ETA; the job's own behaviour fills what is still empty from the site or company and sets its
 * due-by from the job type.
 */
import { defineBehaviour } from '../behaviours';
import type { WireRecord } from '../db/codec';
import type { UnitOfWork } from '../db/unit-of-work';
import { forbidden } from '../errors';
import type { Registry } from '../registry';
import { timeOfDayOrStart } from '../../shared/working-hours';
import { keepPlaceTogether } from '../dispatch/kept-place';

/** The transition that raises the job. */
export const RAISE = 'joborder';

const has = (v: unknown) => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');

/** The job order raised from `req`, made inside `uow` (audited as `joborder`). */
export async function raiseJob(uow: UnitOfWork, registry: Registry, req: WireRecord): Promise<WireRecord> {
  const jobs = registry.require('joborder_headers');
  const company = has(req.company_id) ? await uow.trx.selectFrom(registry.require('companies').def.table).select('company_name').where('id', '=', req.company_id as number).executeTakeFirst() : undefined;
  const located = has(req.latitude) && has(req.longitude);
  const values: Record<string, unknown> = {
    company_id: req.company_id ?? null,
    site_id: req.site_id ?? null,
    company_name: company?.company_name ?? req.contact_person ?? 'Adhoc',
    contact_person: req.contact_person ?? null,
    contact_phone: req.contact_phone ?? null,
    contact_email: req.contact_email ?? null,
    problem_description: req.problem_description,
    service_location: req.service_location ?? 'On-site',
    job_type_id: req.job_type_id ?? null,
    // A preferred date is a day without a time: the working day's start (08:00), not midnight.
    job_eta: typeof req.preferred_date === 'number' ? timeOfDayOrStart(req.preferred_date) : null,
    service_request_id: req.id,
    // Without the request's own point, the job's behaviour takes the site's (and its address).
    ...(located ? { latitude: req.latitude, longitude: req.longitude, address: has(req.address) ? req.address : null } : {}),
  };
  return uow.create(jobs, { values }, { action: RAISE });
}

/** Why a request whose job exists raises no other, naming that job: "A job order has already been raised from this request (JOB-00042)." */
export async function alreadyRaised(uow: UnitOfWork, registry: Registry, req: WireRecord): Promise<string> {
  const jobs = registry.require('joborder_headers');
  const job = has(req.joborder_header_id) ? await uow.trx.selectFrom(jobs.def.table).select('ticket_no').where('id', '=', req.joborder_header_id as number).executeTakeFirst() : undefined;
  return `A job order has already been raised from this request${job?.ticket_no ? ` (${job.ticket_no})` : ''}.`;
}

export default defineBehaviour(({ registry }) => ({
  /** Once its job exists, a request says so and names the job (not "... that is Job order raised"). */
  refusal: ({ current, uow }) => (current?.request_status === 'scheduled' ? alreadyRaised(uow, registry, current) : undefined),

  guard({ kind, transition, uow }) {
    if (kind !== 'transition' || transition?.name !== RAISE) return;
    const principal = uow.actor.principal;
    if (principal && !principal.ability.can('create', registry.require('joborder_headers').def.subject)) throw forbidden('You may not create job orders');
  },

  async compute({ kind, transition, current, input, uow }) {
    // The pin and the address kept with it agree (dispatch/kept-place.ts).
    if (kind === 'update' && current && input) await keepPlaceTogether(uow, registry, current, input.values);
    if (kind !== 'transition' || transition?.name !== RAISE || !current || !input) return;
    if (input.values.joborder_header_id !== undefined) return;
    const job = await raiseJob(uow, registry, current);
    input.values.joborder_header_id = job.id;
  },
}));
