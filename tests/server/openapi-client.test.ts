/**
 * A client can be built from the API's description (issue 26, item 8), checked from outside:
 *
 * - openapi-typescript turns the served /api/v1/openapi.json into types, and a small client
 *   written against them compiles under `strict` (list products and read meta.page.total as a
 *   number, read a job order's detail, run a transition, record a payment, read a role's rules);
 *   the same client does not compile when a list's meta is only "an object";
 * - real answers of every route family, driven as people use them, match the document's answer
 *   schema for their status, with the records' fields all declared (no untyped server-set field).
 *
 * SQLite only: the document and the answers are the same on PostgreSQL (openapi.test.ts runs the
 * document's own checks on both).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv, { type AnySchema, type ValidateFunction } from 'ajv';
import { Secret, TOTP } from 'otpauth';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../generated/server/registry';
import { startTestServer, type TestServer } from '../support/api';
import { SoftAuthenticator } from '../support/fakes/authenticator';
import { startFakeOneMap, type FakeOneMap } from '../support/fakes/onemap';
import { RecordFactory, fieldToEdit, savedWithTheirRecord, type ResourceDef } from '../support/records';
import { SIGNATURE_PNG_BASE64 } from '../support/signature';

type Schema = Record<string, any>;

const byName = new Map(resources.map((d) => [d.resource, d]));
const lookup = (collection: string): ResourceDef => byName.get(collection) ?? (() => { throw new Error(`no resource ${collection}`); })();
/** Made by their own rules below (a payment against a confirmed invoice or bill), not by a minimal body. */
const RULED_ELSEWHERE = new Set(['payments', 'payment_allocations', 'supplier_payments', 'supplier_payment_allocations']);

/**
 * Route families no answer is driven for here, each tested where it lives: an endless stream, the
 * OpenID provider's round trip, and the account calls that take a mailed token or open registration.
 */
const NOT_DRIVEN = new Map([
  ['GET /api/v1/events', 'a stream that does not end (events.test.ts)'],
  ['POST /api/v1/auth/social/redirect', 'an OpenID provider (security-oidc.test.ts)'],
  ['POST /api/v1/auth/social/callback', 'an OpenID provider (security-oidc.test.ts)'],
  ['POST /api/v1/auth/register', 'REGISTRATION=on (account.test.ts)'],
  ['POST /api/v1/auth/verify-email', "a mailed link's token (account.test.ts)"],
  ['POST /api/v1/auth/reset-password', "a mailed link's token (account.test.ts)"],
  ['POST /api/v1/auth/set-password', "a mailed link's token (account.test.ts)"],
  ['GET /api/v1/{collection}/import/template', 'a CSV or XLSX file, not JSON (import.test.ts)'],
  ['GET /api/v1/imports/{id}/errors', 'a CSV or XLSX file, not JSON (import.test.ts)'],
  ['GET /api/v1/{collection}/{id}/ubl', 'an XML file, not JSON, checked against the official PINT-SG rules (ubl.test.ts)'],
  ['POST /api/v1/{collection}/{id}/einvoice', 'an InvoiceNow Access Point to send to (invoicenow.test.ts, against its fake)'],
  ['POST /api/v1/invoicenow/inbound', "the Access Point's signed webhook, not a session's call (invoicenow.test.ts)"],
  ['GET /api/v1/portal/jobs/{id}/technician-picture', "an image file, not JSON (the technician's picture; portal-documents.test.ts)"],
  ['GET /api/v1/portal/service_reports/{id}/pdf', "a finished job's report, which this walk does not finish (the PDF is service-report-pdf.test.ts's; the portal's 404s portal-documents.test.ts)"],
]);

/** The client a developer writes against the generated types: typical calls, typed end to end. */
const CLIENT = `
import type { operations } from './api';

type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
/** What an operation answers with this status, as the generated types say. */
type Answer<Op, Status extends number = 200> = Op extends { responses: infer R } ? (Status extends keyof R ? Json<R[Status]> : never) : never;
type Body<Op> = Op extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
declare function call<Op, Status extends number = 200>(body?: Body<Op>): Answer<Op, Status>;

export function typicalCalls(): unknown[] {
  const products = call<operations['listProducts']>();
  const total: number = products.meta.page.total;
  const capped: true | undefined = products.meta.page.total_capped;
  const name: string | null | undefined = products.data[0]?.name;

  const job = call<operations['getJobOrderDetail']>();
  const ticket: string | null | undefined = job.data.ticket_no;
  const assignee: string | undefined = job.data.joborder_employee_one?.data.display_name;
  const reports: number = job.data.service_reports.length;

  const choices = call<operations['listServiceRequestTransitions']>();
  const to: string | undefined = choices.data[0]?.to;
  const raised = call<operations['runServiceRequestTransition']>();
  const requestState: string = raised.data.status;
  const linked: number | null | undefined = raised.data.joborder_header_id;

  const payment = call<operations['createPayment'], 201>({ company_id: 1, payment_date: 1795795200, method: 'PayNow', amount: '120.00', allocations: [{ invoice_id: 1, amount: '120.00' }] });
  const paid: number | null | undefined = payment.data.amount;
  const allocated: number | null | undefined = payment.data.allocations?.[0]?.amount;

  const role = call<operations['getRole']>();
  const subject: string | string[] | undefined = role.data.ability?.[0]?.subject;

  const home = call<operations['getDashboard']>();
  const jobsToday: number | undefined = home.data.jobs_today?.total;

  return [total, capped, name, ticket, assignee, reports, to, requestState, linked, paid, allocated, subject, jobsToday];
}
`;

/** tsc's diagnostics for the client against the types of `document`. */
async function compileClient(dir: string, document: Schema): Promise<string[]> {
  await writeFile(join(dir, 'api.d.ts'), astToString(await openapiTS(document as never)));
  await writeFile(join(dir, 'client.ts'), CLIENT);
  const program = ts.createProgram([join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? `${d.file.fileName.split('/').pop()}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

/** The document with every record's fields closed: an answer's field the document does not declare fails. */
function closeRecords(document: Schema): Schema {
  const copy = structuredClone(document);
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) return node.forEach(visit);
    const schema = node as Schema;
    if (typeof schema.title === 'string' && byName.has(schema.title.split('.')[0]) && schema.properties) schema.additionalProperties = false;
    Object.values(schema).forEach(visit);
  };
  visit(copy);
  return copy;
}

describe('[sqlite] a client built from /api/v1/openapi.json', { timeout: 240_000 }, () => {
  let server: TestServer;
  let oneMap: FakeOneMap;
  let doc: Schema;
  let dir: string;

  beforeAll(async () => {
    oneMap = await startFakeOneMap();
    server = await startTestServer('sqlite', { onemapUrl: oneMap.url });
    const res = await server.call('GET', '/api/v1/openapi.json');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    doc = res.json();
    dir = await mkdtemp(join(tmpdir(), 'openapi-client-'));
  });
  afterAll(async () => {
    await server?.close();
    await oneMap?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('compiles typical calls against the types openapi-typescript makes of it, and not when a list meta is only an object', async () => {
    expect(await compileClient(dir, doc)).toEqual([]);
    const vague = structuredClone(doc);
    vague.components.schemas.ListMeta = { type: 'object' };
    const errors = await compileClient(dir, vague);
    expect(errors.join('\n')).toMatch(/client\.ts:\d+ Property 'total' does not exist/);
  });

  it('describes the real answers of every route family, with every field of their records', async () => {
    const strict = closeRecords(doc);
    const ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true, multipleOfPrecision: 9 });
    ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
    ajv.addSchema({ $id: 'doc', components: strict.components } as AnySchema);
    const compiled = new Map<Schema, ValidateFunction>();
    const validatorOf = (schema: Schema) => {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/')));
        compiled.set(schema, validate);
      }
      return validate;
    };

    // Every operation, its path as a pattern; a path with fewer parameters wins (Fastify's static segments first).
    const routes = Object.entries(strict.paths as Record<string, Schema>)
      .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as Schema })))
      .map((r) => ({ ...r, pattern: new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+')}$`), params: (r.path.match(/\{/g) ?? []).length }))
      .sort((a, b) => a.params - b.params);
    /** A route's family: its path with the collection named in it as {collection}. */
    const familyOf = (method: string, path: string) => `${method} ${path.replace(/^\/api\/v1\/([a-z0-9_-]+)(?=\/|$)/, (whole, name: string) => (byName.has(name) ? '/api/v1/{collection}' : whole))}`;
    const answered = new Set<string>();
    const problems: string[] = [];

    const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token: string | null = server.token) => {
      const res = await server.call(method, url, body, token);
      const path = url.split('?')[0].replace(/\/$/, '');
      const route = routes.find((r) => r.method === method && r.pattern.test(path));
      if (!route) {
        problems.push(`${method} ${url}: not in the description`);
        return res;
      }
      if (res.statusCode >= 300) return res;
      const where = `${method} ${route.path} (${route.op.operationId}) answered ${res.statusCode}`;
      const content = route.op.responses?.[String(res.statusCode)]?.content?.['application/json'];
      if (!content?.schema) problems.push(`${where}: the description declares no JSON answer for that status`);
      else {
        const validate = validatorOf(content.schema);
        if (!validate(res.json())) problems.push(`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 600)}`);
      }
      answered.add(familyOf(method, route.path));
      return res;
    };
    const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token?: string | null) => {
      const res = await call(method, `/api/v1/${url}`, body, token);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 500)}`).toBeLessThan(300);
      return res.json().data;
    };

    // Every collection: add (a minimal record from its YAML), list, read.
    const factory = new RecordFactory(lookup, (method, url, body) => call(method, url, body));
    const made = new Map<string, any>();
    for (const def of resources) {
      if (!def.readonly && !RULED_ELSEWHERE.has(def.resource) && !savedWithTheirRecord(resources).has(def.resource)) {
        const { body } = await factory.build(def.resource);
        // A json field gets an empty value of its declared shape (a role's rules are a list).
        for (const f of def.fields) if (f.type === 'json' && f.shape?.type === 'array' && f.name in body) body[f.name] = [];
        made.set(def.resource, await factory.post(def.resource, body));
      }
      const list = await ok('GET', `${def.resource}?status=all&page[size]=5`);
      if (list.length) await ok('GET', `${def.resource}/${list[0].id}`);
    }
    // Edit, bulk status and delete, in both spellings; a record without a workflow has no transitions.
    const uom = made.get('uom');
    expect(await ok('GET', `uom/${uom.id}/transitions`)).toEqual([]);
    const edit = fieldToEdit(lookup('uom'), uom, factory.tokens);
    await ok('PATCH', `uom/${uom.id}`, { [edit.field.name]: edit.value });
    await ok('PATCH', 'uom', { id: uom.id, name: 'Box of ten' });
    await ok('PATCH', 'uom/status', { ids: [uom.id], status: 'O' });
    const spare = await factory.post('uom', (await factory.build('uom')).body);
    await ok('DELETE', 'uom', { id: spare.id });
    await ok('DELETE', `uom/${uom.id}`);
    const deleted = (await ok('GET', `audit-log?status=all&filterExt=${encodeURIComponent(`model='uom',header_id=${uom.id}`)}`)).find((e: Schema) => e.action === 'delete');
    await ok('POST', `audit-log/${deleted.id}/restore`);

    // A customer, its site, what points at it; the spec's product path.
    const company = made.get('companies');
    const site = await ok('POST', 'company_locations', { ...(await factory.build('company_locations')).body, header_id: company.id, email: 'site@example.sg' });
    await ok('GET', `company_locations/${company.id}/${site.id}/set-default`);
    await ok('GET', `companies/${company.id}/detail`);
    await ok('GET', `companies/${company.id}/referenced-by`);
    await ok('GET', `product/${made.get('products').id}`);

    // A job through its life, as the office and the technician's calls run it.
    const employee = made.get('employees');
    const job = await ok('POST', 'joborder_headers', { company_id: company.id, company_name: company.company_name, site_id: site.id, problem_description: 'Aircon not cooling', joborder_employee_one: employee.id, job_eta: Math.floor(Date.now() / 1000) + 3600 });
    await ok('GET', `joborder_headers/${job.id}/transitions`);
    await ok('GET', `joborder_headers/${job.id}/suggestions`);
    await ok('PATCH', `joborder_headers/${job.id}/accept`);
    await ok('POST', `joborder_headers/${job.id}/on-my-way`);
    // On the way (issue 40.5): the assigned employee is the caller's, so their phone's position is taken.
    await ok('PATCH', `employees/${employee.id}`, { user_id: (await ok('GET', 'auth/me')).id });
    await ok('POST', `joborder_headers/${job.id}/position`, { latitude: 1.3001, longitude: 103.8501, accuracy: 25 });
    await ok('GET', 'employees/positions');
    await ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '2' });
    await ok('GET', `joborder_headers/${job.id}/checklist`);
    await ok('POST', `joborder_headers/${job.id}/service-report`, { work_done: '<p>Cleaned the coil</p>' });
    await ok('POST', `joborder_headers/${job.id}/service-report`, { findings: 'Dirty filter', customer_signature_name: 'Ann Lee', signature: SIGNATURE_PNG_BASE64 });
    await ok('PATCH', `joborder_headers/${job.id}/updatejobstatus`, { job_status: '4' });
    await ok('GET', `joborder_headers/${job.id}/detail`);
    await ok('GET', `joborder_headers/${job.id}/history`);
    await ok('GET', `joborder_headers/${job.id}/coverage`);
    await ok('GET', `joborder_headers/${job.id}/generatepdf`);
    await ok('POST', 'send-service-report', { id: job.id, to: ['ann@example.sg'] });
    await ok('POST', 'joborder_headers/send-service-report', { id: job.id, to: ['ann@example.sg'] });
    // No relay is set: the mails wait in the outbox, and one is tried again.
    const [queued] = await ok('GET', 'outbox?state=queued&page[size]=1');
    await ok('POST', `outbox/${queued.id}/resend`);
    await ok('GET', `joborder_headers/${job.id}/verify`);
    const followUp = await ok('POST', `joborder_headers/${job.id}/follow-up`);
    await ok('GET', `joborder_headers/${job.id}/follow-up`);
    await ok('PATCH', 'joborder_headers/reassign', { id: followUp.id, joborder_employee_one: employee.id, joborder_employee_two: null });
    const copy = await ok('POST', `joborder_headers/${followUp.id}/duplicate`, { keep_assignees: true });
    await ok('POST', `joborder_headers/${copy.id}/transitions/accept`);
    await ok('PATCH', `joborder_headers/${copy.id}/updatejobstatus`, { job_status: '2' });
    await ok('POST', `joborder_headers/${copy.id}/service-report`, { work_done: '<p>Done</p>', customer_signature_name: 'Ann Lee', signature: SIGNATURE_PNG_BASE64 });
    await ok('PATCH', `joborder_headers/${copy.id}/updatejobstatus`, { job_status: '4' });
    await ok('PATCH', `joborder_headers/${copy.id}/verify`);
    await ok('GET', 'get-joborders-by-jobstatus?job_status=0,1,4,5');
    await ok('GET', 'joborder_headers/get-joborders-by-jobstatus?job_status=0&unscheduled=1');
    await ok('GET', `timeline_headers/getbyheader?id=${job.id}&type=comment&module=joborder_headers`);
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    await ok('GET', `employees/${employee.id}/route?date=${day}`);
    await ok('POST', `employees/${employee.id}/route/optimise`, { date: day });

    // A service request raised into a job, by its own call and by its workflow's.
    const request = async () => ok('POST', 'service_requests', { company_id: company.id, problem_description: 'Leaking unit' });
    await ok('POST', `service_requests/${(await request()).id}/joborder`);
    const other = await request();
    await ok('GET', `service_requests/${other.id}/transitions`);
    await ok('POST', `service_requests/${other.id}/transitions/cancel`);

    // Sales: a quotation confirmed, converted, mailed, revised; an invoice paid.
    const dated = Math.floor(Date.now() / 1000);
    const quote = await ok('POST', 'quotations', { company_id: company.id, quotation_date: dated, lines: [{ description: 'Chemical wash', qty: 2, unit_price: '60' }] });
    await ok('PATCH', 'quotations/status', { ids: [quote.id], status: 'C' });
    const order = await ok('POST', `quotations/${quote.id}/convert`, { to: 'sales_orders' });
    await ok('GET', `sales_orders/${order.id}/chain`);
    await ok('GET', `sales_orders/${order.id}/open-lines`);
    await ok('GET', `quotations/${quote.id}/pdf`);
    await ok('POST', `quotations/${quote.id}/send`, { to: ['buyer@example.sg'] });
    // A confirmed quotation not yet converted is revised.
    const offer = await ok('POST', 'quotations', { company_id: company.id, quotation_date: dated, lines: [{ description: 'Gas top-up', qty: 1, unit_price: '80' }] });
    await ok('PATCH', 'quotations/status', { ids: [offer.id], status: 'C' });
    await ok('POST', `quotations/${offer.id}/revise`);
    await ok('GET', `quotations/${offer.id}/revisions`);
    const invoice = await ok('POST', 'sales_invoices', { company_id: company.id, invoice_date: dated, lines: [{ description: 'Gas top-up', qty: 1, unit_price: '80' }] });
    await ok('PATCH', 'sales_invoices/status', { ids: [invoice.id], status: 'C' });
    const payment = await ok('POST', 'payments', { company_id: company.id, payment_date: dated, method: 'PayNow', reference: 'TX-1', amount: '50', allocations: [{ invoice_id: invoice.id, amount: '50' }], status: 'C' });
    await ok('GET', `payments/${payment.id}`);
    await ok('GET', `sales_invoices/${invoice.id}/reminder`);
    // The business's own details (issue 39), which every PDF and e-invoice reads.
    const business = await ok('GET', 'business');
    await ok('PATCH', 'business', { ...business, name: 'OpenAPI Aircon Pte Ltd', uen: '201912345K', tel: '+65 6123 4567' });
    await ok('GET', 'payments?status=all');
    await ok('GET', `companies/${company.id}/statement`);
    await ok('GET', 'reports/receivables');
    // Money out (issue 38): a supplier's confirmed bill, paid in part; what is owed to suppliers.
    const supplierId = await factory.reference('companies', 'supplier bills', { co_type: 'Supplier' });
    const bill = await ok('POST', 'supplier_bills', { company_id: supplierId, supplier_invoice_no: 'OA-BILL-1', bill_date: dated, lines: [{ description: 'Filter', qty: 1, unit_cost: '80', tax_code: 'TX' }] });
    await ok('PATCH', 'supplier_bills/status', { ids: [bill.id], status: 'C' });
    const paidOut = await ok('POST', 'supplier_payments', { company_id: supplierId, payment_date: dated, method: 'GIRO', amount: '50', allocations: [{ bill_id: bill.id, amount: '50' }] });
    await ok('GET', `supplier_payments/${paidOut.id}`);
    await ok('GET', 'reports/payables');
    // The GST F5 return and filing a period (issue 39 item 6): a period of its own, long before the
    // documents here, so that filing it locks none of them.
    await ok('GET', `reports/gst-f5?from=2026-01-01&to=2026-12-31`);
    const gstPeriod = await ok('POST', 'gst_periods', { from: Date.parse('2001-01-01T00:00:00+08:00') / 1000, to: Date.parse('2001-03-31T00:00:00+08:00') / 1000 });
    await ok('POST', `gst_periods/${gstPeriod.id}/file`);
    // Buying (issue 38): an order to the supplier, confirmed, received in part; what to reorder.
    const warehouseId = await factory.reference('warehouses', 'purchase orders');
    const part = await ok('POST', 'products', { name: 'OpenAPI filter', sku: 'OA-F-1', uom: 'PC', cost: '5.00', supplier_id: supplierId, reorder_level: 4 });
    const purchase = await ok('POST', 'purchase_orders', { company_id: supplierId, order_date: dated, warehouse_id: warehouseId, lines: [{ product_id: part.id, description: 'Filter', qty: 3, unit_cost: '6', tax_code: 'TX' }] });
    await ok('PATCH', 'purchase_orders/status', { ids: [purchase.id], status: 'C' });
    const ordered = await ok('GET', `purchase_orders/${purchase.id}`);
    await ok('POST', `purchase_orders/${purchase.id}/receive`, { warehouse_id: warehouseId, lines: [{ line_id: ordered.lines[0].id, qty: 1 }] });
    await ok('GET', 'purchase_orders/reorder-suggestions');
    await ok('GET', 'reports/sales?rows=company&columns=month&measures=amount,qty');
    await ok('GET', 'dashboard');
    await ok('GET', 'numbering_series/gaps');

    // Agreements: a contract's visits planned and one booked; the contract renewed.
    const contract = await ok('POST', 'contract_headers', {
      ...(await factory.build('contract_headers')).body,
      company_id: company.id,
      contract_status: 'Active',
      start_date: dated - 86_400 * 30,
      end_date: dated + 86_400 * 300,
      sites: [{ site_id: site.id, visits_per_year: 4 }],
    });
    await ok('POST', `contract_headers/${contract.id}/plan-visits`);
    await ok('POST', 'planned_visits/plan');
    const visit = (await ok('GET', `planned_visits?status=all&filterExt=${encodeURIComponent(`contract_header_id=${contract.id}`)}`))[0] ?? made.get('planned_visits');
    await ok('POST', `planned_visits/${visit.id}/book`, {});
    await ok('POST', `contract_headers/${contract.id}/renew`, {});

    // The signed-in user's own calls, files, the pickers and the map; the description itself.
    const password = 'Quiet-harbour-lantern-31';
    const user = await ok('POST', 'users', { username: 'apiclient', email: 'apiclient@example.sg', role: 'admin', password });
    await ok('POST', `users/${user.id}/invite`);
    await ok('POST', `users/${user.id}/reset-mfa`);
    await ok('POST', `users/${user.id}/thumbnail`, { name: 'me.png', base64: SIGNATURE_PNG_BASE64, fileType: 'image/png' });
    await ok('GET', `files/sign?path=${encodeURIComponent(`users/${user.id}/${(await ok('GET', `users/${user.id}`)).thumbnail}`)}`);
    await ok('GET', 'auth/me');
    await ok('PATCH', 'auth/me/preferences', { theme: 'dark' });
    await ok('GET', 'auth/config', undefined, null);
    await ok('POST', 'auth/forgot-password', { email: 'nobody@example.sg' }, null);
    const session = await ok('POST', 'auth/token', { username: 'apiclient', password }, null);
    const renewed = await ok('POST', 'auth/refresh-token', { token: session.token, refresh_token: session.refresh_token, user_id: session.user_id }, null);
    await ok('POST', 'auth/me/password', { current_password: password, password: 'Amber-orchid-tramway-58' }, renewed.token);
    // The authenticator app: set up, the two-step sign-in (the next step's code), turned off with a recovery code.
    await ok('GET', 'auth/me/totp', undefined, renewed.token);
    const totp = new TOTP({ secret: Secret.fromBase32((await ok('POST', 'auth/me/totp', undefined, renewed.token)).secret), period: 30, digits: 6 });
    const { recovery_codes } = await ok('POST', 'auth/me/totp/confirm', { code: totp.generate() }, renewed.token);
    const challenge = await ok('POST', 'auth/token', { username: 'apiclient', password: 'Amber-orchid-tramway-58' }, null);
    await ok('POST', 'auth/mfa', { mfa_token: challenge.mfa_token, code: totp.generate({ timestamp: Date.now() + 30_000 }) }, null);
    await ok('DELETE', 'auth/me/totp', { password: 'Amber-orchid-tramway-58', code: recovery_codes[0] }, renewed.token);
    // Passkeys (a software authenticator): one added, listed, renamed, signing in without the password, removed.
    const authenticator = new SoftAuthenticator(server.settings.publicUrl);
    const passkey = await ok('POST', 'auth/me/webauthn/register/verify', { name: 'Phone', response: authenticator.register(await ok('POST', 'auth/me/webauthn/register/options', undefined, renewed.token)) }, renewed.token);
    await ok('GET', 'auth/me/webauthn', undefined, renewed.token);
    await ok('PATCH', `auth/me/webauthn/${passkey.id}`, { name: 'My phone' }, renewed.token);
    await ok('POST', 'auth/webauthn/login/verify', { response: authenticator.authenticate(await ok('POST', 'auth/webauthn/login/options', {}, null)) }, null);
    await ok('DELETE', `auth/me/webauthn/${passkey.id}`, undefined, renewed.token);
    // Their own sessions: listed, another one ended, then all the others.
    await ok('POST', 'auth/token', { username: 'apiclient', password: 'Amber-orchid-tramway-58' }, null);
    const sessions: Array<{ id: number; current: boolean }> = await ok('GET', 'auth/me/sessions', undefined, renewed.token);
    await ok('DELETE', `auth/me/sessions/${sessions.find((s) => !s.current)!.id}`, undefined, renewed.token);
    await ok('POST', 'auth/me/sessions/end-others', undefined, renewed.token);
    await ok('GET', 'auth/logout', undefined, renewed.token);
    await ok('POST', 'events/ticket');
    await ok('GET', 'map/config', undefined, null);
    await ok('GET', 'pickers/config');
    await ok('GET', 'invoicenow/config');
    await ok('GET', 'geo/search?q=raffles');
    await ok('GET', 'openapi.json');
    // An import from a spreadsheet, its state, and its undo (issue 36).
    const imported = await ok('POST', 'uom/import', { name: 'units.csv', base64: Buffer.from('Code,Name\nOAC,OpenAPI unit\n').toString('base64') });
    await ok('GET', `imports/${imported.import_id}`);
    await ok('GET', 'imports');
    await ok('POST', `imports/${imported.import_id}/undo`);

    // The customer portal (issue 40): a contact invited and signed in by the mailed link; the company's
    // quotations, invoices, statement, sites, service request, jobs; a document's own link; staff's side.
    const mailTo = async (address: string): Promise<string> => {
      for (let i = 0; i < 200; i++) {
        const row = await server.database.db.selectFrom('outbox').select('body').where('to_address', '=', address).orderBy('id', 'desc').executeTakeFirst();
        if (row) return String(row.body);
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${address}`);
    };
    await ok('POST', 'portal/invitations', { company_id: company.id, email: 'olive@openapi.sg', name: 'Olive Api' });
    const signInToken = /portal\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(await mailTo('olive@openapi.sg'))![1];
    const portalToken = (await ok('POST', 'portal/auth/token', { token: signInToken }, null)).session_token as string;
    await ok('POST', 'portal/auth/link', { email: 'olive@openapi.sg' }, null);
    await ok('GET', 'portal/me', undefined, portalToken);
    const portalOffer = { company_id: company.id, quotation_date: dated, valid_until: dated + 86_400 * 14, lines: [{ description: 'Servicing', qty: 1, uom: 'PC', unit_price: '90' }] };
    const offered = await ok('POST', 'quotations', portalOffer);
    const refused = await ok('POST', 'quotations', portalOffer);
    await ok('GET', 'portal/quotations', undefined, portalToken);
    await ok('GET', `portal/quotations/${offered.id}`, undefined, portalToken);
    await ok('GET', `portal/quotations/${offered.id}/pdf`, undefined, portalToken);
    await ok('POST', `portal/quotations/${refused.id}/decline`, { reason: 'Too late' }, portalToken);
    await ok('POST', `portal/quotations/${offered.id}/accept`, { signature_name: 'Olive Api', signature: `data:image/png;base64,${SIGNATURE_PNG_BASE64}` }, portalToken);
    const billed = await ok('POST', 'sales_invoices', { company_id: company.id, invoice_date: dated, lines: [{ description: 'Servicing', qty: 1, uom: 'PC', unit_price: '90' }] });
    await ok('PATCH', 'sales_invoices/status', { ids: [billed.id], status: 'C' });
    await ok('GET', 'portal/invoices', undefined, portalToken);
    await ok('GET', `portal/invoices/${billed.id}`, undefined, portalToken);
    await ok('GET', `portal/invoices/${billed.id}/pdf`, undefined, portalToken);
    await ok('POST', `portal/invoices/${billed.id}/paid`, { reference: 'PAYNOW-1' }, portalToken);
    await ok('GET', 'portal/statement?from=2020-01-01', undefined, portalToken);
    await ok('GET', 'portal/sites', undefined, portalToken);
    await ok('POST', 'portal/service_requests', { site_id: site.id, problem_description: 'Noisy unit', preferred_date: '2031-01-02' }, portalToken);
    await ok('GET', 'portal/service_reports', undefined, portalToken);
    await ok('GET', 'portal/jobs', undefined, portalToken);
    await ok('GET', `portal/jobs/${job.id}/track`, undefined, portalToken);
    await ok('POST', `sales_invoices/${billed.id}/send`, { to: ['accounts@openapi.sg'] });
    const documentToken = new RegExp(`${server.settings.publicUrl}/p/([A-Za-z0-9_-]+)`).exec(await mailTo('accounts@openapi.sg'))![1];
    await ok('POST', 'portal/auth/document', { token: documentToken }, null);
    const documentLinks = await ok('GET', `portal_links?kind=invoice&id=${billed.id}`);
    await ok('POST', `portal_links/${documentLinks[0].id}/revoke`);
    const portalContacts = await ok('GET', `portal_contacts?company_id=${company.id}`);
    await ok('POST', 'portal/auth/logout', undefined, portalToken);
    await ok('POST', `portal_contacts/${portalContacts[0].id}/end-sessions`);
    await ok('POST', `portal_contacts/${portalContacts[0].id}/revoke`);

    const families = new Set(routes.map((r) => familyOf(r.method, r.path)));
    const missed = [...families].filter((f) => !answered.has(f) && !NOT_DRIVEN.has(f)).sort();
    expect(problems, problems.join('\n')).toEqual([]);
    expect(missed, `route families with no answer checked here (drive one call of each): ${missed.join(', ')}`).toEqual([]);
  });
});
