/** Company domain calls: a company with its sites, and choosing a company's default site. */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { requireAbility } from '../plugins/auth';
import type { Records } from '../db/records';
import type { Registry } from '../registry';

export function registerCompanyRoutes(app: FastifyInstance, registry: Registry, records: Records): void {
  const companies = registry.require('companies');
  const sites = registry.require('company_locations');

  app.get('/api/v1/companies/:id/detail', async (request) => {
    requireAbility(request, 'read', companies.def.subject, 'customers');
    const company = await records.get(companies, (request.params as { id: string }).id);
    const canReadSites = request.principal!.ability.can('read', sites.def.subject);
    const { data } = canReadSites
      ? await records.list(sites, { sort: [{ field: 'site_id', desc: false }], size: 10000, after: 1, status: 'all', filterExt: [{ field: 'header_id', value: company.id as number }] })
      : { data: [] };
    return { data: { ...company, sites: data } };
  });

  app.get('/api/v1/company_locations/:companyId/:locationId/set-default', async (request) => {
    const { userId } = { userId: requireAbility(request, 'update', sites.def.subject, 'sites').user.id };
    const { companyId, locationId } = request.params as { companyId: string; locationId: string };
    const site = await records.get(sites, locationId);
    if (String(site.header_id) !== companyId) throw notFound(`Site ${locationId} does not belong to customer ${companyId}`);
    const siblings = await records.list(sites, { sort: [{ field: 'id', desc: false }], size: 10000, after: 1, status: 'all', filterExt: [{ field: 'header_id', value: site.header_id as number }] });
    for (const other of siblings.data) {
      const shouldBeDefault = other.id === site.id;
      if (Boolean(other.is_default) !== shouldBeDefault) {
        await records.update(sites, other.id as number, { values: { is_default: shouldBeDefault } }, userId);
      }
    }
    return { data: await records.get(sites, site.id as number) };
  });
}
