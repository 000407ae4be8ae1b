/**
 * The spec's own spellings of calls that the API already answers elsewhere (api-contract.md,
 * "Generic resource calls" and "Job orders"), and the job order's detail:
 *
 *   GET  /product/{id}                                 = GET /products/{id}
 *   POST /joborder_headers/send-service-report         = POST /send-service-report
 *   GET  /joborder_headers/get-joborders-by-jobstatus  = GET /get-joborders-by-jobstatus
 *   GET  /joborder_headers/{id}/detail                 the job with its assignees as the job card
 *        reads them ({data: {display_name, header_id, thumbnail}}), its service reports and its site
 *
 * An alias is the same route under a second path: the options it was registered with (handler,
 * schema, config) are taken as they were given, before the plugins' onRoute hooks added their
 * steps, and registered again, so the alias passes the same authentication, ability check,
 * validation and idempotency as the original and cannot drift from it.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Records } from '../db/records';
import type { WireRecord } from '../db/codec';
import { heldToOwnJobs, employeesOf } from '../behaviour/joborder_headers';
import { forbidden } from '../errors';
import { requireAbility } from '../plugins/auth';
import { actorOf } from '../db/unit-of-work';
import type { Registry } from '../registry';
import { dataOf, ID_PARAM, objectOf, routeSchema, withFields } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';

export const SPEC_ALIASES: ReadonlyArray<{ method: 'GET' | 'POST'; path: string; alias: string }> = [
  { method: 'GET', path: '/api/v1/products/:id', alias: '/api/v1/product/:id' },
  { method: 'POST', path: '/api/v1/send-service-report', alias: '/api/v1/joborder_headers/send-service-report' },
  { method: 'GET', path: '/api/v1/get-joborders-by-jobstatus', alias: '/api/v1/joborder_headers/get-joborders-by-jobstatus' },
];

/**
 * Call before any plugin adds an onRoute hook: keeps the options of the aliased routes as they
 * are registered; `register()` (after the routes) adds each alias. A missing original stops the start.
 */
export function captureSpecAliases(app: FastifyInstance): { register(): void } {
  const taken = new Map<string, RouteOptions>();
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    const wanted = SPEC_ALIASES.find((a) => a.path === route.url && methods.includes(a.method));
    if (wanted && !taken.has(wanted.alias)) taken.set(wanted.alias, { ...route, method: wanted.method });
  });
  return {
    register() {
      for (const { path, alias } of SPEC_ALIASES) {
        const original = taken.get(alias);
        if (!original) throw new Error(`spec alias ${alias}: no route ${path} was registered`);
        const { path: _path, routePath: _routePath, prefix: _prefix, ...options } = original as RouteOptions & { path?: string; routePath?: string; prefix?: string };
        const schema = (options.schema ?? {}) as Record<string, unknown>;
        app.route({
          ...options,
          url: alias,
          schema: {
            ...schema,
            ...(typeof schema.summary === 'string' ? { summary: `${schema.summary} (the spec's path; same as ${path.replace('/api/v1', '')})` } : {}),
            ...(typeof schema.operationId === 'string' ? { operationId: `${schema.operationId}SpecPath` } : {}),
          },
        } as RouteOptions);
      }
    },
  };
}

/** An assignee as the spec's job card reads it: `{data: {display_name, header_id, thumbnail}}`. */
export interface AssigneeCard {
  data: { display_name: string; header_id: number; thumbnail: string | null };
}

export function registerJobOrderDetailRoute(app: FastifyInstance, registry: Registry, records: Records): void {
  const jobs = registry.require('joborder_headers');
  const employees = registry.require('employees');
  const reports = registry.require('service_reports');
  const sites = registry.require('company_locations');
  const card = objectOf(
    { data: objectOf({ display_name: { type: 'string' }, header_id: { type: 'integer', description: 'The employee id (files: employees/{header_id}/{thumbnail})' }, thumbnail: { type: ['string', 'null'] } }, ['display_name', 'header_id', 'thumbnail']) },
    ['data'],
  );
  const schema = routeSchema({
    tag: 'joborder_headers',
    operationId: 'getJobOrderDetail',
    summary: 'A job order with its assignees, service reports and site',
    description: 'The job as GET /joborder_headers/{id}, except that joborder_employee_one and joborder_employee_two hold the assignee as the job card reads it (or null); service_reports and site are empty for a user who may not read them.',
    params: objectOf({ id: ID_PARAM }, ['id']),
    answer: dataOf(
      withFields(resourceSchemas(jobs).record, 'joborder_headers.detail', {
        joborder_employee_one: { oneOf: [card, { type: 'null' }] },
        joborder_employee_two: { oneOf: [card, { type: 'null' }] },
        service_reports: { type: 'array', items: resourceSchemas(reports).record },
        site: { oneOf: [resourceSchemas(sites).record, { type: 'null' }] },
      }),
    ),
  });
  app.get('/api/v1/joborder_headers/:id/detail', { schema }, async (request) => {
    const principal = requireAbility(request, 'read', jobs.def.subject, 'job orders');
    const actor = actorOf(principal);
    const job = await records.get(jobs, (request.params as { id: string }).id);
    // A technician reads only the jobs assigned to them, as everywhere else.
    const assigned = [job.joborder_employee_one, job.joborder_employee_two].filter((e) => e !== null && e !== undefined).map(Number);
    const db = records.reader();
    if (heldToOwnJobs(actor)) {
      const mine = await employeesOf(db, actor);
      if (!assigned.some((e) => mine.includes(e))) throw forbidden('You may see only the jobs assigned to you');
    }
    const cardOf = async (id: unknown): Promise<AssigneeCard | null> => {
      if (id === null || id === undefined) return null;
      const row = await db.selectFrom(employees.def.table).select(['id', 'display_name', 'thumbnail']).where('id', '=', Number(id)).executeTakeFirst();
      return row ? { data: { display_name: String(row.display_name ?? ''), header_id: Number(row.id), thumbnail: (row.thumbnail as string | null) ?? null } } : null;
    };
    const can = (subject: string) => principal.ability.can('read', subject);
    const serviceReports = can(reports.def.subject)
      ? (await records.list(reports, { sort: [{ field: 'id', desc: false }], size: 10000, after: 1, status: 'all', filterExt: [{ field: 'joborder_header_id', value: job.id as number }] })).data
      : [];
    const site: WireRecord | null = job.site_id !== null && job.site_id !== undefined && can(sites.def.subject) ? await records.get(sites, job.site_id as number).catch(() => null) : null;
    return {
      data: { ...job, joborder_employee_one: await cardOf(job.joborder_employee_one), joborder_employee_two: await cardOf(job.joborder_employee_two), service_reports: serviceReports, site },
    };
  });
}
