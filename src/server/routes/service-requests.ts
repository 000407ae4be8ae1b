/**
 * POST /service_requests/{id}/joborder (api-contract.md "Service requests"): the request's
 * `joborder` transition, which makes the job order from the request in the same unit of work and
 * links both ways (behaviour/service_requests.ts; the generic POST .../transitions/joborder does
 * the same). A request that already has a job order answers 409. Once linked, the request can no
 * longer be updated or deleted (the workflow's `editable_in`).
 */
import type { FastifyInstance } from 'fastify';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { runTransition, transitionOf } from '../workflow/engine';
import { conflict } from '../errors';
import { alreadyRaised, RAISE } from '../behaviour/service_requests';
import { dataOf, routeSchema } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';

export function registerServiceRequestRoutes(app: FastifyInstance, registry: Registry, records: Records): void {
  const requests = registry.require('service_requests');
  const jobs = registry.require('joborder_headers');
  const raise = transitionOf(requests, RAISE);

  const schema = routeSchema({
    tag: 'service_requests',
    operationId: 'createJobOrderFromServiceRequest',
    summary: 'Make the job order from a service request, linked both ways',
    description: 'A request that already has a job order answers 409.',
    answer: dataOf(resourceSchemas(jobs).record),
    status: 201,
  });
  app.post('/api/v1/service_requests/:id/joborder', { schema }, async (request, reply) => {
    requireAbility(request, 'create', jobs.def.subject, 'job orders');
    const actor = actorOf(requireAbility(request, raise.action, requests.def.subject, 'service requests'));
    const data = await records.transaction(actor, async (uow) => {
      const req = await uow.lock(requests, (request.params as { id: string }).id);
      if (req.joborder_header_id) throw conflict(await alreadyRaised(uow, registry, req), { field: 'joborder_header_id' });
      const raised = await runTransition(records, uow, requests, req.id as number, raise.name);
      return uow.lock(jobs, raised.joborder_header_id as number);
    });
    reply.code(201);
    return { data };
  });
}
