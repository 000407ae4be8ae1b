/** Company domain calls: a company with its sites, and choosing a company's default site. */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { requireAbility } from '../plugins/auth';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import type { Registry } from '../registry';
import { dataOf, ID_PARAM, objectOf, routeSchema } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';

export function registerCompanyRoutes(app: FastifyInstance, registry: Registry, records: Records): void {
  const companies = registry.require('companies');
  const sites = registry.require('company_locations');

  const company = resourceSchemas(companies).record;
  const site = resourceSchemas(sites).record;
  const detail = routeSchema({
    tag: 'companies',
    summary: 'A customer with its sites',
    params: objectOf({ id: ID_PARAM }, ['id']),
    answer: dataOf({ allOf: [company, objectOf({ sites: { type: 'array', items: site } }, ['sites'], true)] }),
  });
  app.get('/api/v1/companies/:id/detail', { schema: detail }, async (request) => {
    requireAbility(request, 'read', companies.def.subject, 'customers');
    const company = await records.get(companies, (request.params as { id: string }).id);
    const canReadSites = request.principal!.ability.can('read', sites.def.subject);
    const { data } = canReadSites
      ? await records.list(sites, { sort: [{ field: 'site_id', desc: false }], size: 10000, after: 1, status: 'all', filterExt: [{ field: 'header_id', value: company.id as number }] })
      : { data: [] };
    return { data: { ...company, sites: data } };
  });

  const setDefault = routeSchema({
    tag: 'company_locations',
    summary: "Make a site its customer's default (the others stop being it)",
    params: objectOf({ companyId: ID_PARAM, locationId: ID_PARAM }, ['companyId', 'locationId']),
    answer: dataOf(site),
  });
    // One unit of work: the sites whose flag changes are written together with their audit entries.
  app.get('/api/v1/company_locations/:companyId/:locationId/set-default', { schema: setDefault }, async (request) => {
    const actor = actorOf(requireAbility(request, 'update', sites.def.subject, 'sites'));
    const { companyId, locationId } = request.params as { companyId: string; locationId: string };
    const data = await records.transaction(actor, async (uow) => {
      const site = await uow.lock(sites, locationId);
      if (String(site.header_id) !== companyId) throw notFound(`Site ${locationId} does not belong to customer ${companyId}`);
      const siblings = await uow.trx.selectFrom(sites.def.table).select(['id', 'is_default']).where('header_id', '=', site.header_id as number).orderBy('id').execute();
      let chosen = site;
      for (const other of siblings) {
        const shouldBeDefault = other.id === site.id;
        if (Boolean(Number(other.is_default)) === shouldBeDefault) continue;
        const written = await uow.update(sites, other.id as number, { values: { is_default: shouldBeDefault } });
        if (shouldBeDefault) chosen = written;
      }
      return chosen;
    });
    return { data };
  });
}
