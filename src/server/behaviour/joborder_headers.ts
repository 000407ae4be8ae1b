/**
 * Job orders beyond their declared workflow (schema/services-tools/joborder_headers.yaml):
 * - a job is done only with its service report, complete and signed (behaviour/service_reports.ts);
 * - a technician (who may update job orders but not manage them) changes only the jobs assigned
 *   to them: the employee records linked to their user are employee one or two (403 otherwise);
 *   auth/owned-records.ts holds their reads to the same jobs;
 * - reassigning (PATCH /reassign) is allowed in New to Paused, and changing employee one of an
 *   accepted job returns it to New (the new technician accepts it again);
 * - a new job takes what it was not given from its site, else its company: the contact (person,
 *   phone, email) and, from the site, where it is (latitude, longitude); its due_by is its raising
 *   time plus its job type's response_hours unless given (and again when the type changes);
 * - its pin and the address kept with it as text agree (dispatch/kept-place.ts): a pin taken from
 *   the site takes the site's address, a new site brings its place, a moved pin drops old text;
 * - every write keeps sla_state (schedule/sla.ts) as of now;
 * - Done needs every required item of the report's checklist answered (checklistGaps).
 */
import { defineBehaviour } from '../behaviours';
import { toWire, type WireRecord } from '../db/codec';
import { conflict, HttpError } from '../errors';
import { unixNow } from '../clock';
import type { UnitOfWork } from '../db/unit-of-work';
import type { Registry } from '../registry';
import { responseSecondsOf, slaStateOf } from '../schedule/sla';
import { requireOwnJob } from '../auth/own-jobs';
import { checklistGaps, reportNotReady } from './service_reports';
import { keepPlaceTogether } from '../dispatch/kept-place';
import { siteAddress } from '../../shared/place-text';

/** The states a job may be reassigned in, and the state an accepted job returns to. */
export const REASSIGNABLE = ['0', '1', '2', '3'];
const ACCEPTED = '1';
const NEW = '0';

export { employeesOf, heldToOwnJobs, ownJobIds, requireOwnJob } from '../auth/own-jobs';

export default defineBehaviour(({ registry }) => {
  const jobs = registry.require('joborder_headers').def;
  const reports = registry.require('service_reports').def;
  const stateLabel = (value: unknown) => jobs.workflow!.states.find((s) => s.value === value)?.label ?? String(value);

  return {
    async guard({ kind, action, current, transition, uow }) {
      if (!current) return;
      // A transition that needs manage is refused by the ability check with its own words.
      if (kind !== 'transition' || transition!.action !== 'manage') await requireOwnJob(uow.trx, uow.actor, current, kind === 'transition' ? transition!.label.toLowerCase() : 'change');
      if (transition?.name === 'done') {
        const report = await uow.trx.selectFrom(reports.table).selectAll().where('joborder_header_id', '=', current.id as number).limit(1).executeTakeFirst();
        if (!report) throw conflict('A job needs its service report before it is done', { field: 'job_status' });
        const problems = reportNotReady(toWire(reports, report));
        problems.push(...(await checklistGaps(uow.trx, registry, toWire(reports, report), current)));
        if (problems.length) throw new HttpError('CONFLICT', problems);
      }
      if (action === 'reassign' && !REASSIGNABLE.includes(String(current.job_status))) {
        throw conflict(jobs.workflow!.lockedTitle.replace('{label}', stateLabel(current.job_status)), { field: 'job_status' });
      }
    },

    async compute({ kind, action, current, input, uow }) {
      if (!input || kind === 'delete' || kind === 'status') return;
      const one = input.values.joborder_employee_one;
      if (action === 'reassign' && current && current.job_status === ACCEPTED && one !== undefined && one !== current.joborder_employee_one) input.values.job_status = NEW;
      if (!current) await fillFromSiteAndCompany(uow, registry, input.values);
      else await keepPlaceTogether(uow, registry, current, input.values);
      await dueByFromType(uow, registry, current, input.values);
      // The clock's own writes (schedule/sla.ts) bring the state as of their moment.
      if (action === 'sla') return;
      const after: Record<string, unknown> = { ...(current ?? {}), ...input.values, created_at: current?.created_at ?? unixNow() };
      const response = after.due_by === null || after.due_by === undefined ? null : await responseSecondsOf(uow.trx, registry.require('job_types').def.table, after.job_type_id);
      const state = slaStateOf(after, unixNow(), response);
      if (state !== (current?.sla_state ?? null)) input.values.sla_state = state;
    },
  };
});

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The job's fields filled from its site, else its company: [job field, site/company field]. */
const CONTACT_FROM = [
  ['contact_person', 'attn'],
  ['contact_phone', 'tel'],
  ['contact_email', 'email'],
] as const;

/** A new job's empty contact fields from its site, else its company; its location from its site. */
async function fillFromSiteAndCompany(uow: UnitOfWork, registry: Registry, values: Record<string, unknown>): Promise<void> {
  const siteId = values.site_id;
  const companyId = values.company_id;
  const site = Number.isSafeInteger(siteId)
    ? await uow.trx.selectFrom(registry.require('company_locations').def.table).select(['attn', 'tel', 'email', 'latitude', 'longitude', 'addr1', 'addr2', 'postal']).where('id', '=', siteId as number).executeTakeFirst()
    : undefined;
  const company =
    Number.isSafeInteger(companyId) && CONTACT_FROM.some(([field, from]) => isBlank(values[field]) && isBlank(site?.[from]))
      ? await uow.trx.selectFrom(registry.require('companies').def.table).select(['attn', 'tel', 'email']).where('id', '=', companyId as number).executeTakeFirst()
      : undefined;
  for (const [field, from] of CONTACT_FROM) {
    if (!isBlank(values[field])) continue;
    const found = !isBlank(site?.[from]) ? site![from] : !isBlank(company?.[from]) ? company![from] : undefined;
    if (found !== undefined) values[field] = found;
  }
  if (isBlank(values.latitude) && isBlank(values.longitude) && site && !isBlank(site.latitude) && !isBlank(site.longitude)) {
    values.latitude = Number(site.latitude);
    values.longitude = Number(site.longitude);
    // The pin is the site's: so is the text kept with it.
    if (isBlank(values.address)) values.address = siteAddress(site) || null;
  }
}

/**
 * due_by from the job type's response time: on a new job, and when the type changes, unless the
 * write gives due_by itself. Counted from when the job was raised (created_at).
 */
async function dueByFromType(uow: UnitOfWork, registry: Registry, current: WireRecord | null, values: Record<string, unknown>): Promise<void> {
  if (values.due_by !== undefined) return;
  const type = values.job_type_id;
  if (type === undefined || (current && type === current.job_type_id)) return;
  if (type === null) return;
  const response = await responseSecondsOf(uow.trx, registry.require('job_types').def.table, type);
  if (response === null) return;
  const raised = typeof current?.created_at === 'number' ? current.created_at : unixNow();
  values.due_by = raised + response;
}
