/**
 * POST /service_requests/{id}/joborder (api-contract.md "Service requests"): the job order made
 * from a request, linked both ways, in one unit of work with the request's `joborder` transition
 * (declared in its YAML: a request that already has a job order answers 409). Once linked, the
 * request can no longer be updated or deleted (the workflow's `editable_in`).
 */
import type { FastifyInstance } from 'fastify';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { runTransition, transitionOf } from '../workflow/engine';
import { conflict } from '../errors';

export function registerServiceRequestRoutes(app: FastifyInstance, registry: Registry, records: Records): void {
  const requests = registry.require('service_requests');
  const jobs = registry.require('joborder_headers');
  const raise = transitionOf(requests, 'joborder');

  app.post('/api/v1/service_requests/:id/joborder', async (request, reply) => {
    requireAbility(request, 'create', jobs.def.subject, 'job orders');
    const actor = actorOf(requireAbility(request, raise.action, requests.def.subject, 'service requests'));
    const data = await records.transaction(actor, async (uow) => {
      const req = await uow.lock(requests, (request.params as { id: string }).id);
      if (req.joborder_header_id) throw conflict('This service request already has a job order', { field: 'joborder_header_id' });
      const company = req.company_id ? await uow.trx.selectFrom('companies').select('company_name').where('id', '=', req.company_id as number).executeTakeFirst() : undefined;
      const job = await uow.create(
        jobs,
        {
          values: {
            company_id: req.company_id,
            site_id: req.site_id,
            company_name: company?.company_name ?? req.contact_person ?? 'Adhoc',
            contact_person: req.contact_person,
            contact_phone: req.contact_phone,
            problem_description: req.problem_description,
            service_location: req.service_location ?? 'On-site',
            job_eta: req.preferred_date,
            service_request_id: req.id,
          },
        },
        { action: 'joborder' },
      );
      await runTransition(records, uow, requests, req.id as number, raise.name, { joborder_header_id: job.id });
      return uow.lock(jobs, job.id as number);
    });
    reply.code(201);
    return { data };
  });
}
