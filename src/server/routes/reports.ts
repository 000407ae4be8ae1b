/**
 * api-contract.md "Reports": `GET /reports/sales` (the sales pivot, aggregated on the server;
 * whoever may read sales invoices), `GET /reports/receivables` and `GET /reports/payables` (by
 * age) and `GET /dashboard` (the home's figures in one call; each figure only for what the caller may read).
 */
import type { FastifyInstance } from 'fastify';
import type { DialectName } from '../db/connect';
import type { Records } from '../db/records';
import { principalOf, requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { Dashboard } from '../reports/dashboard';
import { BUCKETS, PAYABLES, realDay, Receivables, RECEIVABLES } from '../reports/receivables';
import { badRequest } from '../errors';
import { singaporeMidnight } from '../../shared/singapore-time';
import { unixNow } from '../clock';
import { DIMENSIONS, MAX_CELLS, MEASURES, parsePivotQuery, SalesPivot } from '../reports/sales-pivot';
import { dataOf, objectOf, routeSchema, text, type JsonSchema } from '../schemas/common';

const csvOf = (names: readonly string[], what: string) => text(`${what}, comma-separated, of: ${names.join(', ')}`, { maxLength: 200, pattern: '^[a-z_,]*$' });
const secondsParam = (what: string) => text(what, { maxLength: 20, pattern: '^-?[0-9]+$' });

const pivotQuery = objectOf({
  rows: csvOf(DIMENSIONS, 'Row dimensions (default company)'),
  columns: csvOf(DIMENSIONS, 'Column dimensions'),
  measures: csvOf(MEASURES, 'Measures (default amount)'),
  from: secondsParam('Invoice dates from (unix seconds, inclusive)'),
  to: secondsParam('Invoice dates before (unix seconds)'),
  company_id: secondsParam('Only this customer'),
});

const nullable = (schema: JsonSchema): JsonSchema => ({ oneOf: [schema, { type: 'null' }] });
const integer = { type: 'integer' };
const money = { type: 'number', description: 'Dollars' };

/** The pivot's figures of a cell or a total: the measures asked for. */
const FIGURES = objectOf(Object.fromEntries(MEASURES.map((m) => [m, { type: 'number' }])));
/** A row's or a column's values, by dimension. */
const HEADER = objectOf(Object.fromEntries(DIMENSIONS.map((d) => [d, { type: 'string' }])));
/** shared/sales-pivot.ts, PivotAnswer. */
const PIVOT = objectOf(
  {
    rows: { type: 'array', items: HEADER },
    columns: { type: 'array', items: HEADER },
    measures: { type: 'array', items: { type: 'string', enum: [...MEASURES] } },
    cells: { type: 'array', items: { ...FIGURES, required: ['row', 'column'], properties: { row: { ...integer, description: 'Index into rows' }, column: { ...integer, description: 'Index into columns' }, ...(FIGURES.properties as object) } }, description: 'Only the cells with sales' },
    totals: objectOf({ rows: { type: 'array', items: FIGURES }, columns: { type: 'array', items: FIGURES }, grand: FIGURES }, ['rows', 'columns', 'grand']),
  },
  ['rows', 'columns', 'measures', 'cells', 'totals'],
);

/** shared/dashboard.ts, DashboardFigures: each figure null when the caller may not read what it counts. */
const DASHBOARD = objectOf(
  {
    jobs_today: nullable(objectOf({ by_status: { type: 'array', items: objectOf({ job_status: { type: 'string' }, count: integer }, ['job_status', 'count']) }, total: integer }, ['by_status', 'total'])),
    completed_this_week: { type: ['integer', 'null'] },
    late_jobs: { type: ['integer', 'null'] },
    at_risk_jobs: { type: ['integer', 'null'] },
    open_quotations: nullable(objectOf({ count: integer, value: money }, ['count', 'value'])),
    sales: nullable(objectOf({ this_month: money, last_month: money }, ['this_month', 'last_month'])),
    top_customers: nullable({ type: 'array', items: objectOf({ company_id: { type: ['integer', 'null'] }, company_name: { type: 'string' }, total: money }, ['company_id', 'company_name', 'total']) }),
    contracts_ending: nullable(
      objectOf(
        { count: integer, days: integer, items: { type: 'array', items: objectOf({ id: integer, refnum: { type: ['string', 'null'] }, company_name: { type: 'string' }, end_date: integer }, ['id', 'refnum', 'company_name', 'end_date']) } },
        ['count', 'days', 'items'],
      ),
    ),
    receivables: nullable(objectOf({ total: money, overdue: money, overdue_count: integer, customers: integer }, ['total', 'overdue', 'overdue_count', 'customers'])),
    payables_due: nullable(
      objectOf(
        {
          this_week: money,
          this_week_count: integer,
          overdue: money,
          overdue_count: integer,
          items: {
            type: 'array',
            items: objectOf(
              { id: integer, bill_no: { type: ['string', 'null'] }, supplier_invoice_no: { type: ['string', 'null'] }, company_name: { type: 'string' }, due_date: integer, balance: money },
              ['id', 'bill_no', 'supplier_invoice_no', 'company_name', 'due_date', 'balance'],
            ),
          },
        },
        ['this_week', 'this_week_count', 'overdue', 'overdue_count', 'items'],
      ),
    ),
  },
  ['jobs_today', 'completed_this_week', 'late_jobs', 'at_risk_jobs', 'open_quotations', 'sales', 'top_customers', 'contracts_ending', 'receivables', 'payables_due'],
);

export function registerReportRoutes(app: FastifyInstance, registry: Registry, records: Records, dialect: DialectName): void {
  const invoices = registry.require('sales_invoices').def;
  const pivot = new SalesPivot(registry, dialect);
  const dashboard = new Dashboard(registry);

  app.get(
    '/api/v1/reports/sales',
    {
      schema: routeSchema({
        tag: 'reports',
        operationId: 'getSalesPivot',
        summary: 'The sales pivot over confirmed sales-invoice lines',
        description: `Rows, columns, the cells with sales and the totals; more than ${MAX_CELLS.toLocaleString('en')} cells answers 422 asking for a narrower filter.`,
        querystring: pivotQuery,
        answer: dataOf(PIVOT),
      }),
    },
    async (request) => {
      requireAbility(request, 'read', invoices.subject, 'sales invoices');
      return { data: await pivot.run(records.reader(), parsePivotQuery(request.query as Record<string, unknown>)) };
    },
  );

  // Receivables by age (api-contract.md "Money in and out"): whoever may read sales invoices; payables
  // ("Purchases and payables"), the same report over supplier bills: whoever may read supplier bills.
  const moneyOf = Object.fromEntries([...BUCKETS, 'total'].map((b) => [b, { type: 'number' }]));
  const aged = (path: string, operationId: string, summary: string, description: string, readable: { subject: string; what: string }, report: Receivables) =>
    app.get(
      `/api/v1/reports/${path}`,
      {
        schema: routeSchema({
          tag: 'reports',
          operationId,
          summary,
          description,
          querystring: objectOf({ as_of: text('The day, YYYY-MM-DD (default: today in Singapore)', { maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }) }),
          answer: {
            type: 'object',
            required: ['data', 'meta'],
            properties: {
              data: { type: 'array', items: objectOf({ company_id: { type: 'integer' }, company_name: { type: 'string' }, ...moneyOf }, ['company_id', 'company_name', ...BUCKETS, 'total']) },
              meta: objectOf({ as_of: { type: 'string' }, totals: objectOf(moneyOf, [...BUCKETS, 'total']) }, ['as_of', 'totals']),
            },
          },
        }),
      },
      async (request) => {
        requireAbility(request, 'read', readable.subject, readable.what);
        const asked = (request.query as { as_of?: string }).as_of;
        const day = asked === undefined ? singaporeMidnight(unixNow()) : realDay(asked);
        if (day === null) throw badRequest('as_of must be a real date, YYYY-MM-DD', { parameter: 'as_of' });
        const { rows, totals } = await report.aged(records.reader(), day);
        return { data: rows, meta: { as_of: new Date((day + 8 * 3600) * 1000).toISOString().slice(0, 10), totals } };
      },
    );
  aged(
    'receivables',
    'getReceivables',
    'What each customer owes on a day, by days past due',
    'Confirmed invoices dated on or before `as_of`, with the balance each stores, plus what payments and credit notes dated after the day took off; buckets current (not yet due), d1_30, d31_60, d61_90, over_90; money in SGD (each invoice at its own rate), as numbers.',
    { subject: invoices.subject, what: 'sales invoices' },
    new Receivables(registry, RECEIVABLES),
  );
  aged(
    'payables',
    'getPayables',
    'What is owed to each supplier on a day, by days past due',
    'Confirmed supplier bills dated on or before `as_of`, with the balance each stores, plus what supplier payments dated after the day took off; buckets current (not yet due), d1_30, d31_60, d61_90, over_90; money in SGD (each bill at its own rate), as numbers.',
    { subject: registry.require('supplier_bills').def.subject, what: 'supplier bills' },
    new Receivables(registry, PAYABLES),
  );

  // Any signed-in user: each figure is there only for what the caller may read.
  app.get('/api/v1/dashboard', { config: { signedIn: true }, schema: routeSchema({ tag: 'reports', operationId: 'getDashboard', summary: "The home's figures, each only for what the caller may read", answer: dataOf(DASHBOARD) }) }, async (request) => ({
    data: await dashboard.figures(records.reader(), principalOf(request)),
  }));
}
