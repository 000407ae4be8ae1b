/**
 * The customer portal's service side (issue 40): the company's sites with the equipment under
 * contract (and under warranty) there; its past jobs' service reports as the PDF staff print; a
 * request for service at one of its own sites (problem, preferred date, photos), which is a service
 * request like any other, so it lands live on the coordinators' list; its upcoming and current jobs
 * with state, ETA and the technician's first name and picture (GET /portal/jobs/{id}/technician-picture,
 * reachable with the portal token), and a job's tracking (dispatch/tracking.ts jobTracking).
 */
import { extname } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Settings } from '../config';
import { toWire, type WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { SYSTEM_ACTOR } from '../db/unit-of-work';
import { jobTracking, jobStateLabel } from '../dispatch/tracking';
import { HttpError, notFound } from '../errors';
import type { PdfPool } from '../pdf/pool';
import { serviceReportPlan } from '../pdf/service-report';
import type { Registry } from '../registry';
import { dataOf, ID_PARAM, objectOf, routeSchema, text, type JsonSchema } from '../schemas/common';
import type { FileStore } from '../storage';
import type { UploadCarrier } from '../storage/uploads';
import { singaporeMidnight } from '../../shared/singapore-time';
import { unixNow } from '../clock';
import type { PortalAccess } from '../portal/access';
import { callerOf, idOf, notTheirs, portalRoute, reach, scopedIds, wholePortal } from '../portal/caller';
import { portalWord } from '../portal/words';
import { base64Parts } from './job-order-documents';
import { PDF_ANSWER } from './portal';

const TAG = 'portal';
const DONE = ['4', '5'];
const MAX_PHOTOS = 5;
const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const nullableNumber: JsonSchema = { type: ['number', 'null'] };
const ID_PARAMS = objectOf({ id: ID_PARAM }, ['id']);
const PICTURE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp' };

const TECHNICIAN: JsonSchema = {
  ...objectOf({ first_name: { type: 'string' }, picture_url: { type: ['string', 'null'], description: 'GET it with the portal token' } }, ['first_name', 'picture_url']),
  type: ['object', 'null'],
};
const EQUIPMENT = objectOf(
  { id: { type: 'integer' }, name: { type: 'string' }, serial_no: { type: ['string', 'null'] }, under_contract: { type: 'boolean' }, warranty_until: { type: ['integer', 'null'] } },
  ['id', 'name', 'serial_no', 'under_contract', 'warranty_until'],
);
const SITE = objectOf(
  { id: { type: 'integer' }, name: { type: 'string' }, address: { type: ['string', 'null'] }, postal: { type: ['string', 'null'] }, latitude: nullableNumber, longitude: nullableNumber, equipment: { type: 'array', items: EQUIPMENT } },
  ['id', 'name', 'address', 'postal', 'latitude', 'longitude', 'equipment'],
);
const REPORT = objectOf(
  { id: { type: 'integer' }, number: { type: ['string', 'null'] }, date: { type: ['integer', 'null'] }, job_number: { type: ['string', 'null'] }, site: { type: ['string', 'null'] }, signed_by: { type: ['string', 'null'] } },
  ['id', 'number', 'date', 'job_number', 'site'],
);
const JOB = objectOf(
  {
    id: { type: 'integer' },
    number: { type: ['string', 'null'] },
    site: { type: ['string', 'null'] },
    state: { type: 'string' },
    scheduled_start: { type: ['integer', 'null'] },
    eta: { type: ['integer', 'null'] },
    technician: TECHNICIAN,
  },
  ['id', 'number', 'site', 'state', 'scheduled_start', 'eta', 'technician'],
);
const PLACE = { ...objectOf({ latitude: { type: 'number' }, longitude: { type: 'number' } }, ['latitude', 'longitude']), type: ['object', 'null'] };
const TRACK = objectOf(
  {
    state: { type: 'string' },
    on_the_way: { type: 'boolean' },
    position: { ...objectOf({ latitude: { type: 'number' }, longitude: { type: 'number' }, accuracy: nullableNumber, at: { type: 'integer' } }, ['latitude', 'longitude', 'at']), type: ['object', 'null'] },
    eta_minutes: { type: ['integer', 'null'] },
    technician: TECHNICIAN,
    site: PLACE,
  },
  ['state', 'on_the_way', 'position', 'eta_minutes', 'technician', 'site'],
);

export interface PortalServiceDeps {
  settings: Pick<Settings, 'storageDir' | 'maxImagePixels'>;
  files: FileStore;
  /** The documents' upload carrier (storage/uploads.ts): a request's photos are its documents. */
  documents: UploadCarrier;
}

export function registerPortalServiceRoutes(app: FastifyInstance, registry: Registry, records: Records, access: PortalAccess, pdfs: PdfPool, deps: PortalServiceDeps): void {
  const jobs = registry.require('joborder_headers');
  const sites = registry.require('company_locations');
  const requests = registry.require('service_requests');
  const reports = registry.require('service_reports');
  const documents = registry.require('documents');
  const signedIn = portalRoute(access);
  const db = () => records.reader();

  const siteNames = async (ids: unknown[]) => {
    const wanted = [...new Set(ids.filter((v) => v !== null && v !== undefined).map(Number))];
    const rows = wanted.length ? await db().selectFrom(sites.def.table).select(['id', 'site_name']).where('id', 'in', wanted).execute() : [];
    return new Map(rows.map((r) => [Number(r.id), String(r.site_name)]));
  };
  const pictureUrl = (jobId: number) => `/api/v1/portal/jobs/${jobId}/technician-picture`;
  /** The job's technician: the first assignee's first name and picture. */
  const technicianOf = async (job: WireRecord) => {
    const who = [job.joborder_employee_one, job.joborder_employee_two].find((e) => e !== null && e !== undefined);
    if (who === undefined) return null;
    const employee = await db().selectFrom('employees').select(['first_name', 'display_name', 'thumbnail']).where('id', '=', Number(who)).executeTakeFirst();
    if (!employee) return null;
    return { first_name: String(employee.first_name ?? String(employee.display_name ?? '').split(' ')[0] ?? ''), picture_url: employee.thumbnail ? pictureUrl(Number(job.id)) : null };
  };

  /** The job when it is the caller's company's (not void); 404 otherwise. */
  const theirJob = async (request: FastifyRequest) => {
    const caller = callerOf(request);
    const id = idOf(request, caller, 'job');
    reach(caller, 'job', id, 'job');
    const row = await db().selectFrom(jobs.def.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || Number(row.company_id) !== caller.company.id || row.status === 'V') throw notTheirs(caller, 'job');
    return { caller, job: toWire(jobs.def, row) };
  };

  app.get('/api/v1/portal/sites', { schema: routeSchema({ tag: TAG, operationId: 'listPortalSites', summary: "The company's sites with the equipment under contract or warranty there", answer: dataOf({ type: 'array', items: SITE }) }), ...signedIn }, async (request) => {
    const caller = callerOf(request);
    wholePortal(caller);
    const rows = await db().selectFrom(sites.def.table).selectAll().where('header_id', '=', caller.company.id).where('status', '!=', 'V').orderBy('site_name').execute();
    const today = singaporeMidnight(unixNow());
    // Equipment of the company's contracts in force, at each site the contract covers.
    const covered = await db()
      .selectFrom('contract_sites as cs')
      .innerJoin('contract_headers as c', 'c.id', 'cs.header_id')
      .innerJoin('contract_equipment as e', 'e.header_id', 'c.id')
      .select(['cs.site_id', 'e.id', 'e.description', 'e.brand', 'e.model', 'e.serial_no'])
      .where('c.company_id', '=', caller.company.id)
      .where('c.contract_status', '=', 'Active')
      .where('c.end_date', '>=', today)
      .where('e.status', '!=', 'V')
      .execute();
    const warranties = await db().selectFrom('warranties').select(['id', 'site_id', 'serial_no', 'end_date', 'product_id']).where('company_id', '=', caller.company.id).where('status', '!=', 'V').execute();
    const productIds = [...new Set(warranties.map((w) => w.product_id).filter((p) => p !== null && p !== undefined).map(Number))];
    const products = new Map((productIds.length ? await db().selectFrom('products').select(['id', 'name']).where('id', 'in', productIds).execute() : []).map((p) => [Number(p.id), String(p.name)]));
    const warrantyOf = (serial: unknown) => warranties.filter((w) => serial && w.serial_no === serial).reduce<number | null>((until, w) => Math.max(until ?? 0, Number(w.end_date)), null);
    return {
      data: rows.map((site) => {
        const own = covered.filter((e) => Number(e.site_id) === Number(site.id));
        const serials = new Set(own.map((e) => e.serial_no).filter(Boolean));
        return {
          id: Number(site.id),
          name: String(site.site_name),
          address: [site.addr1, site.addr2].filter(Boolean).join(', ') || null,
          postal: (site.postal as string | null) ?? null,
          latitude: orNull(site.latitude),
          longitude: orNull(site.longitude),
          equipment: [
            ...own.map((e) => ({ id: Number(e.id), name: [e.description, e.brand, e.model].filter(Boolean).join(' '), serial_no: (e.serial_no as string | null) ?? null, under_contract: true, warranty_until: warrantyOf(e.serial_no) })),
            ...warranties
              .filter((w) => Number(w.site_id) === Number(site.id) && !(w.serial_no && serials.has(w.serial_no)))
              .map((w) => ({ id: Number(w.id), name: products.get(Number(w.product_id)) ?? String(w.serial_no ?? ''), serial_no: (w.serial_no as string | null) ?? null, under_contract: false, warranty_until: orNull(w.end_date) })),
          ],
        };
      }),
    };
  });

  app.post(
    '/api/v1/portal/service_requests',
    {
      schema: routeSchema({
        tag: TAG,
        operationId: 'requestPortalService',
        summary: 'Ask for service at one of the company’s sites: a service request on the coordinators’ list',
        description: 'Photos (at most 5) are kept as the request’s documents.',
        body: objectOf(
          {
            site_id: { type: 'integer', minimum: 1 },
            problem_description: text('What is wrong', { minLength: 1, maxLength: 2000 }),
            preferred_date: text('YYYY-MM-DD', { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
            uploads: { type: 'array', maxItems: MAX_PHOTOS, items: objectOf({ name: text('File name', { maxLength: 200 }), base64: { type: 'string' } }, ['name', 'base64']) },
          },
          ['site_id', 'problem_description'],
        ),
        answer: dataOf(objectOf({ id: { type: 'integer' }, number: { type: ['string', 'null'] } }, ['id', 'number'])),
        status: 201,
      }),
      ...signedIn,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      wholePortal(caller);
      const body = request.body as { site_id: number; problem_description: string; preferred_date?: string; uploads?: Array<{ name: string; base64: string }> };
      const site = await db().selectFrom(sites.def.table).select(['id', 'header_id']).where('id', '=', body.site_id).executeTakeFirst();
      if (!site || Number(site.header_id) !== caller.company.id) throw new HttpError('VALIDATION_FAILED', [{ title: portalWord(caller.language, 'siteNotYours'), meta: { field: 'site_id' } }]);
      const preferred = body.preferred_date ? Date.parse(`${body.preferred_date}T00:00:00+08:00`) / 1000 : null;
      if (preferred !== null && !Number.isFinite(preferred)) throw new HttpError('VALIDATION_FAILED', [{ title: 'The preferred date must be a real date, YYYY-MM-DD', meta: { field: 'preferred_date' } }]);
      // The photos are checked (content, size) before anything is written.
      const photos = [];
      for (const upload of body.uploads ?? []) photos.push(await deps.documents.take({ module: requests.def.resource, header_id: 0, name: upload.name, file: upload.name, base64: upload.base64 }));
      const made = await records.create(
        requests,
        {
          values: {
            company_id: caller.company.id,
            site_id: Number(site.id),
            problem_description: body.problem_description.trim(),
            preferred_date: preferred,
            contact_person: caller.contact.name || null,
            contact_email: caller.contact.email || null,
          },
        },
        SYSTEM_ACTOR,
      );
      for (const photo of photos) {
        const values = { ...(photo.body as Record<string, unknown>), header_id: Number(made.id), description: 'Photo from the customer portal' };
        await deps.documents.create(documents, { values }, { ...photo, body: values }, SYSTEM_ACTOR);
      }
      reply.code(201);
      return { data: { id: Number(made.id), number: (made.request_no as string | null) ?? null } };
    },
  );

  app.get('/api/v1/portal/service_reports', { schema: routeSchema({ tag: TAG, operationId: 'listPortalServiceReports', summary: "The service reports of the company's past jobs, newest first", answer: dataOf({ type: 'array', items: REPORT }) }), ...signedIn }, async (request) => {
    const caller = callerOf(request);
    const jobIds = scopedIds(caller, 'job');
    if (jobIds && !jobIds.length) return { data: [] };
    let query = db()
      .selectFrom(`${reports.def.table} as r`)
      .innerJoin(`${jobs.def.table} as j`, 'j.id', 'r.joborder_header_id')
      .select(['r.id', 'r.report_no', 'r.time_in', 'r.customer_signature_name', 'j.ticket_no', 'j.site_id'])
      .where('j.company_id', '=', caller.company.id)
      .where('j.status', '!=', 'V')
      .where('r.status', '!=', 'V')
      .where('j.job_status', 'in', DONE);
    if (jobIds) query = query.where('j.id', 'in', jobIds);
    const rows = await query.orderBy('r.time_in', 'desc').limit(500).execute();
    const names = await siteNames(rows.map((r) => r.site_id));
    return {
      data: rows.map((r) => ({
        id: Number(r.id),
        number: (r.report_no as string | null) ?? null,
        date: orNull(r.time_in),
        job_number: (r.ticket_no as string | null) ?? null,
        site: names.get(Number(r.site_id)) ?? null,
        signed_by: (r.customer_signature_name as string | null) ?? null,
      })),
    };
  });

  app.get('/api/v1/portal/service_reports/:id/pdf', { schema: routeSchema({ tag: TAG, operationId: 'getPortalServiceReportPdf', summary: 'A past job’s signed service report as a PDF', params: ID_PARAMS, answer: PDF_ANSWER }), ...signedIn }, async (request) => {
    const caller = callerOf(request);
    const id = idOf(request, caller, 'service report');
    const report = await db().selectFrom(reports.def.table).select(['joborder_header_id', 'status']).where('id', '=', id).executeTakeFirst();
    const job = report && (await db().selectFrom(jobs.def.table).selectAll().where('id', '=', Number(report.joborder_header_id)).executeTakeFirst());
    if (!report || !job || report.status === 'V' || job.status === 'V' || Number(job.company_id) !== caller.company.id || !DONE.includes(String(job.job_status))) throw notTheirs(caller, 'service report');
    reach(caller, 'job', Number(job.id), 'service report');
    const wire = await records.get(jobs, Number(job.id));
    return { data: base64Parts(await pdfs.draw(await serviceReportPlan(records, registry, deps.settings.storageDir, wire, deps.settings.maxImagePixels))) };
  });

  app.get('/api/v1/portal/jobs', { schema: routeSchema({ tag: TAG, operationId: 'listPortalJobs', summary: "The company's upcoming and current jobs: state, ETA, the technician's first name and picture", answer: dataOf({ type: 'array', items: JOB }) }), ...signedIn }, async (request) => {
    const caller = callerOf(request);
    const ids = scopedIds(caller, 'job');
    if (ids && !ids.length) return { data: [] };
    let query = db().selectFrom(jobs.def.table).selectAll().where('company_id', '=', caller.company.id).where('status', '!=', 'V').where('job_status', 'not in', DONE);
    if (ids) query = query.where('id', 'in', ids);
    const rows = (await query.orderBy('job_eta').orderBy('id').limit(200).execute()).map((r) => toWire(jobs.def, r));
    const names = await siteNames(rows.map((r) => r.site_id));
    const data = [];
    for (const job of rows) {
      data.push({
        id: Number(job.id),
        number: (job.ticket_no as string | null) ?? null,
        site: names.get(Number(job.site_id)) ?? (job.address as string | null) ?? null,
        state: jobStateLabel(job.job_status),
        scheduled_start: orNull(job.scheduled_start),
        eta: orNull(job.job_eta),
        technician: await technicianOf(job),
      });
    }
    return { data };
  });

  app.get('/api/v1/portal/jobs/:id/track', { schema: routeSchema({ tag: TAG, operationId: 'trackPortalJob', summary: 'Where the technician is on the way to the job, and the minutes left (only while on the way)', params: ID_PARAMS, answer: dataOf(TRACK) }), ...signedIn }, async (request) => {
    const { caller, job } = await theirJob(request);
    const tracking = await jobTracking(db(), Number(job.id));
    if (!tracking) throw notTheirs(caller, 'job');
    const technician = tracking.technician ? { first_name: tracking.technician.first_name, picture_url: tracking.technician.picture_file_id ? pictureUrl(Number(job.id)) : null } : null;
    return { data: { state: tracking.state, on_the_way: tracking.on_the_way, position: tracking.position, eta_minutes: tracking.eta_minutes, technician, site: tracking.site ? { latitude: tracking.site.latitude, longitude: tracking.site.longitude } : null } };
  });

  app.get(
    '/api/v1/portal/jobs/:id/technician-picture',
    { schema: routeSchema({ tag: TAG, operationId: 'getPortalTechnicianPicture', summary: "The job's technician's picture (an image file), with the portal token", params: ID_PARAMS, answer: { type: 'string', format: 'binary', description: 'The picture: PNG, JPEG, GIF or WebP' } }), ...signedIn },
    async (request, reply) => {
      const { caller, job } = await theirJob(request);
      const tracking = await jobTracking(db(), Number(job.id));
      const employee = tracking?.technician;
      const name = employee?.picture_file_id;
      const type = name ? PICTURE_TYPES[extname(name).toLowerCase()] : undefined;
      const file = employee && name && type ? await deps.files.read({ model: 'employees', id: employee.employee_id, name }) : null;
      if (!file || !type) throw notFound(portalWord(caller.language, 'notFound', { what: 'picture' }));
      reply.type(type).header('Cache-Control', 'private, max-age=3600');
      return reply.send(file.body);
    },
  );
}
