/**
 * Agreements beyond CRUD (issue 16, "Agreements"), each one unit of work with its audit entries:
 * - `POST /contract_headers/{id}/renew` `{start_date?, end_date?}`: the contract for the next
 *   period (by default from the day after it ends, as long as it ran), with its covered sites and
 *   equipment, and the renewal record that links the two; a contract renews once (409 after);
 * - `POST /contract_headers/{id}/plan-visits` and `POST /planned_visits/plan` (every active
 *   contract): the visits the plan promises up to the horizon (visit-plan.ts);
 * - `POST /planned_visits/{id}/book` `{job_eta?}`: the job order for a planned visit, linked;
 * - `GET /joborder_headers/{id}/coverage`: the contracts and warranties in force on the job's
 *   site today, for the job page (null for what the caller may not read).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { unixNow } from '../clock';
import { actorOf } from '../db/unit-of-work';
import { conflict, forbidden, HttpError } from '../errors';
import { employeesOf, heldToOwnJobs } from '../behaviour/joborder_headers';
import { principalOf, requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { validateInput } from '../validate';
import { VisitPlanner } from '../agreements/visit-plan';
import { singaporeMidnight } from '../../shared/singapore-time';
import { dataOf, ID_PARAM, objectOf, routeSchema } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';

const DAY = 86_400;
/** Fields a renewal does not carry over: the new contract numbers and dates itself. */
const NOT_COPIED = new Set(['refnum', 'start_date', 'end_date']);
const seconds = (description: string) => ({ type: 'integer', description });

/** What covers a job's site today; contracts and warranties are null for a caller who may not read them (or a job without a site). */
const COVERAGE = objectOf(
  {
    site_id: { type: ['integer', 'null'] },
    contracts: {
      type: ['array', 'null'],
      items: objectOf(
        { id: { type: 'integer' }, refnum: { type: ['string', 'null'] }, contract_status: { type: ['string', 'null'] }, contract_type: { type: ['string', 'null'] }, end_date: { type: ['integer', 'null'] }, visits_per_year: { type: ['integer', 'null'] } },
        ['id', 'refnum', 'contract_status', 'contract_type', 'end_date', 'visits_per_year'],
      ),
    },
    warranties: {
      type: ['array', 'null'],
      items: objectOf(
        { id: { type: 'integer' }, warranty_no: { type: ['string', 'null'] }, warranty_type: { type: ['string', 'null'] }, product_id: { type: ['integer', 'null'] }, serial_no: { type: ['string', 'null'] }, end_date: { type: ['integer', 'null'] } },
        ['id', 'warranty_no', 'warranty_type', 'product_id', 'serial_no', 'end_date'],
      ),
    },
  },
  ['site_id', 'contracts', 'warranties'],
);

export function registerAgreementRoutes(app: FastifyInstance, registry: Registry, records: Records, aheadDays: number): void {
  const contracts = registry.require('contract_headers');
  const renewals = registry.require('contract_renewals');
  const visits = registry.require('planned_visits');
  const jobs = registry.require('joborder_headers');
  const warranties = registry.require('warranties');
  const planner = new VisitPlanner(registry, aheadDays);
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const byId = { params: objectOf({ id: ID_PARAM }, ['id']) };
  // Asked before the body is validated (config.authorize): 403 before 422.
  const mayRenew = (request: FastifyRequest) => {
    requireAbility(request, 'create', renewals.def.subject, 'renewals');
    return requireAbility(request, 'create', contracts.def.subject, 'contracts');
  };
  const mayBook = (request: FastifyRequest) => {
    requireAbility(request, 'create', jobs.def.subject, 'job orders');
    return requireAbility(request, 'update', visits.def.subject, 'planned visits');
  };

  /** The writable fields and lines of `source` as a new record's input (lines without their ids). */
  const copyOf = (source: WireRecord, values: Record<string, unknown>) => {
    const body: Record<string, unknown> = {};
    for (const f of contracts.def.fields) if (!f.readonly && !NOT_COPIED.has(f.name)) body[f.name] = source[f.name];
    for (const { child, def } of contracts.children) {
      const keep = def.fields.filter((f) => !f.readonly && f.name !== child.target).map((f) => f.name);
      body[child.field] = ((source[child.field] as WireRecord[] | undefined) ?? []).map((line) => Object.fromEntries(keep.map((k) => [k, line[k]])));
    }
    return validateInput(contracts.def, { ...body, ...values }, false, contracts.children);
  };

  app.post(
    '/api/v1/contract_headers/:id/renew',
    {
      schema: routeSchema({
        tag: 'agreements',
        operationId: 'renewContract',
        summary: 'Renew a contract into its next period, with its sites and equipment',
        ...byId,
        body: objectOf({ start_date: seconds('The new period starts (default: the day after the contract ends)'), end_date: seconds('The new period ends (default: as long as the old one)') }),
        answer: dataOf(resourceSchemas(contracts).record),
        status: 201,
      }),
      config: { authorize: mayRenew },
    },
    async (request, reply) => {
      mayRenew(request);
      const body = (request.body ?? {}) as { start_date?: number; end_date?: number };
      const data = await records.transaction(actorOf(principalOf(request)), async (uow) => {
        const old = await uow.lock(contracts, idOf(request));
        const done = await uow.trx.selectFrom(renewals.def.table).select(['id', 'renewed_contract_id']).where('contract_header_id', '=', old.id as number).where('renewal_status', '=', 'Renewed').executeTakeFirst();
        if (done) {
          const renewed = await uow.trx.selectFrom(contracts.def.table).select('refnum').where('id', '=', Number(done.renewed_contract_id)).executeTakeFirst();
          throw conflict(`Contract ${old.refnum} was already renewed${renewed?.refnum ? ` as ${renewed.refnum}` : ''}`, { field: 'id' });
        }
        const start = body.start_date ?? singaporeMidnight(Number(old.end_date) + DAY + 12 * 3600);
        const end = body.end_date ?? start + (Number(old.end_date) - Number(old.start_date));
        if (end <= start) throw new HttpError('VALIDATION_FAILED', [{ title: 'The new period must end after it starts', meta: { field: 'end_date' } }]);
        const contractStatus = old.contract_status === 'Active' ? 'Active' : 'Draft';
        const renewed = await uow.create(contracts, copyOf(old, { start_date: start, end_date: end, contract_status: contractStatus }), { action: 'renew' });
        const values = { contract_header_id: old.id, renewal_status: 'Renewed', renew_by: old.end_date, new_start_date: start, new_end_date: end, renewed_contract_id: renewed.id };
        const pending = await uow.trx.selectFrom(renewals.def.table).select('id').where('contract_header_id', '=', old.id as number).where('status', '!=', 'V').orderBy('id', 'desc').executeTakeFirst();
        // The renewal being followed up, if there is one, is the one that is now done.
        if (pending) await uow.update(renewals, pending.id as number, { values }, { action: 'renew' });
        else await uow.create(renewals, { values }, { action: 'renew' });
        await planner.planContract(uow, renewed, unixNow());
        return renewed;
      });
      reply.code(201);
      return { data };
    },
  );

  const planAnswer = dataOf(objectOf({ planned: { type: 'integer', description: 'Visits planned by this call' } }, ['planned']));
  const mayPlan = (request: FastifyRequest) => {
    requireAbility(request, 'read', contracts.def.subject, 'contracts');
    return actorOf(requireAbility(request, 'create', visits.def.subject, 'planned visits'));
  };

  app.post('/api/v1/contract_headers/:id/plan-visits', { schema: routeSchema({ tag: 'agreements', operationId: 'planContractVisits', summary: "Plan a contract's visits up to the horizon", ...byId, answer: planAnswer }) }, async (request) => {
    const planned = await records.transaction(mayPlan(request), async (uow) => (await planner.planContract(uow, await uow.lock(contracts, idOf(request)), unixNow())).length);
    return { data: { planned } };
  });

  app.post('/api/v1/planned_visits/plan', { schema: routeSchema({ tag: 'agreements', operationId: 'planAllVisits', summary: "Plan every active contract's visits up to the horizon", answer: planAnswer }) }, async (request) => {
    return { data: { planned: await planner.planActive(records, mayPlan(request), unixNow()) } };
  });

  app.post(
    '/api/v1/planned_visits/:id/book',
    {
      schema: routeSchema({
        tag: 'agreements',
        operationId: 'bookPlannedVisit',
        summary: 'Book a planned visit into a job order',
        ...byId,
        body: objectOf({ job_eta: seconds('When the job is due (default: 09:00 on the visit day)') }),
        answer: dataOf(resourceSchemas(jobs).record),
        status: 201,
      }),
      config: { authorize: mayBook },
    },
    async (request, reply) => {
      const actor = actorOf(mayBook(request));
      const eta = ((request.body ?? {}) as { job_eta?: number }).job_eta;
      const data = await records.transaction(actor, async (uow) => {
        const visit = await uow.lock(visits, idOf(request));
        if (visit.visit_status !== 'Planned') throw conflict(`This visit is already ${String(visit.visit_status).toLowerCase()}`, { field: 'visit_status' });
        const contract = await uow.lock(contracts, visit.contract_header_id as number);
        const company = contract.company_id ? await uow.trx.selectFrom('companies').select('company_name').where('id', '=', contract.company_id as number).executeTakeFirst() : undefined;
        const job = await uow.create(
          jobs,
          {
            values: {
              company_id: contract.company_id ?? null,
              site_id: visit.site_id,
              company_name: company?.company_name ?? contract.company_name,
              problem_description: `Preventive maintenance, visit ${visit.visit_no} of ${visit.visits_per_year} under contract ${contract.refnum}`,
              service_location: 'On-site',
              job_eta: eta ?? Number(visit.due_date) + 9 * 3600,
            },
          },
          { action: 'book' },
        );
        await uow.update(visits, visit.id as number, { values: { visit_status: 'Booked', joborder_header_id: job.id } }, { action: 'book' });
        return job;
      });
      reply.code(201);
      return { data };
    },
  );

  app.get('/api/v1/joborder_headers/:id/coverage', { schema: routeSchema({ tag: 'agreements', operationId: 'getJobOrderCoverage', summary: "The contracts and warranties in force on a job's site today", ...byId, answer: dataOf(COVERAGE) }) }, async (request) => {
    const principal = requireAbility(request, 'read', jobs.def.subject, 'job orders');
    const job = await records.get(jobs, idOf(request));
    const actor = actorOf(principal);
    if (heldToOwnJobs(actor)) {
      const mine = await employeesOf(records.reader(), actor);
      if (![job.joborder_employee_one, job.joborder_employee_two].some((e) => e !== null && mine.includes(Number(e)))) throw forbidden('You may read only jobs assigned to you');
    }
    const site = (job.site_id as number | null) ?? null;
    const today = singaporeMidnight(unixNow());
    const may = (subject: string) => site !== null && principal.ability.can('read', subject);
    const db = records.reader();
    const contractsOn = may(contracts.def.subject)
      ? await db
          .selectFrom(`${contracts.def.table} as c`)
          .innerJoin(`${registry.require('contract_sites').def.table} as s`, 's.header_id', 'c.id')
          .select(['c.id', 'c.refnum', 'c.contract_status', 'c.contract_type', 'c.end_date', 's.visits_per_year'])
          .where('s.site_id', '=', site)
          .where('c.status', '!=', 'V')
          .where('c.contract_status', 'in', ['Active', 'Draft'])
          .where('c.start_date', '<=', today)
          .where('c.end_date', '>=', today)
          .orderBy('c.end_date')
          .execute()
      : null;
    const warrantiesOn = may(warranties.def.subject)
      ? await db
          .selectFrom(warranties.def.table)
          .select(['id', 'warranty_no', 'warranty_type', 'product_id', 'serial_no', 'end_date'])
          .where('site_id', '=', site)
          .where('status', '!=', 'V')
          .where('start_date', '<=', today)
          .where('end_date', '>=', today)
          .orderBy('end_date')
          .execute()
      : null;
    return { data: { site_id: site, contracts: contractsOn, warranties: warrantiesOn } };
  });
}
