/** Company domain calls: a company with its sites, and choosing a company's default site. */
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../errors';
import { requireAbility } from '../plugins/auth';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import type { Registry } from '../registry';
import { dataOf, ID_PARAM, objectOf, routeSchema, text, withFields } from '../schemas/common';
import { realDay, Receivables } from '../reports/receivables';
import { statementPlan } from '../reports/statement-pdf';
import type { PdfPool } from '../pdf/pool';
import { singaporeMidnight, singaporeMonthStart } from '../../shared/singapore-time';
import { unixNow } from '../clock';
import { base64Parts } from './job-order-documents';
import { resourceSchemas } from '../schemas/resources';

/** A statement's period from `?from=&to=` (YYYY-MM-DD, both included): by default this month to today; 400 in a sentence. */
export function statementPeriod(query: { from?: string; to?: string }): { from: number; to: number } {
  const today = singaporeMidnight(unixNow());
  const dayOf = (value: string | undefined, name: string, fallback: number) => {
    if (value === undefined) return fallback;
    const day = realDay(value);
    if (day === null) throw badRequest(`${name} must be a real date, YYYY-MM-DD`, { parameter: name });
    return day;
  };
  const to = dayOf(query.to, 'to', today);
  const from = dayOf(query.from, 'from', singaporeMonthStart(to));
  if (from > to) throw badRequest('from must be on or before to', { parameter: 'from' });
  return { from, to };
}

/** The statement's `from` and `to` in the query string, as /companies/{id}/statement and /portal/statement take them. */
export const STATEMENT_PERIOD = {
  from: text('First day, YYYY-MM-DD (default: the first of this month)', { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 }),
  to: text('Last day, YYYY-MM-DD (default: today)', { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 }),
};

export function registerCompanyRoutes(app: FastifyInstance, registry: Registry, records: Records, pdfs: PdfPool): void {
  const companies = registry.require('companies');
  const sites = registry.require('company_locations');

  const receivables = new Receivables(registry);
  // A customer's statement of account (api-contract.md "Money in and out"): who may read sales invoices.
  const statement = routeSchema({
    operationId: 'getCompanyStatement',
    tag: 'companies',
    summary: "A customer's statement of account as a PDF",
    description: 'Opening balance, invoices, credit notes and payments from `from` to `to` (both included) with the running balance, the closing balance and what is overdue; base64 parts as `generatepdf`.',
    params: objectOf({ id: ID_PARAM }, ['id']),
    querystring: objectOf(STATEMENT_PERIOD),
    answer: dataOf({ type: 'array', items: { type: 'string' } }),
  });
  app.get('/api/v1/companies/:id/statement', { schema: statement }, async (request) => {
    requireAbility(request, 'read', registry.require('sales_invoices').def.subject, 'sales invoices');
    requireAbility(request, 'read', companies.def.subject, 'customers');
    const { from, to } = statementPeriod(request.query as { from?: string; to?: string });
    const company = await records.get(companies, (request.params as { id: string }).id);
    return { data: base64Parts(await pdfs.draw(await statementPlan(records.reader(), receivables, company, from, to))) };
  });

  const company = resourceSchemas(companies).record;
  const site = resourceSchemas(sites).record;
  const detail = routeSchema({
    operationId: 'getCompanyDetail',
    tag: 'companies',
    summary: 'A customer with its sites',
    params: objectOf({ id: ID_PARAM }, ['id']),
    answer: dataOf(withFields(company, 'companies.detail', { sites: { type: 'array', items: site } })),
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
    operationId: 'setDefaultCompanyLocation',
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
