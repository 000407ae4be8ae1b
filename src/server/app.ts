/**
 * build(settings) -> a ready Fastify instance (fastify/demo style), so tests can call it with
 * app.inject and main.ts can listen. Opens the database, syncs the schema, seeds essentials.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Settings } from './config';
import { connect, type Database } from './db/connect';
import { Records } from './db/records';
import { AuditRestore } from './db/restore';
import { seedEssentials, type SeedReport } from './seed/essentials';
import { seedReferenceData } from './seed/reference-data';
import { syncSchema } from './db/sync';
import { databaseTables } from './db/system-tables';
import { runMigrations } from './db/migrate';
import { MIGRATIONS } from './db/migrations';
import { HttpError } from './errors';
import { isListeningMessage } from './banner';
import { Registry } from './registry';
import { applyRichTextSettings } from './richtext';
import { Sessions } from './auth/sessions';
import { SecondFactor } from './auth/totp';
import { Passkeys } from './auth/passkeys';
import { registerAuthentication } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { registerHttpSecurity, securityHeaders, securityHeadersOf, tileSource } from './plugins/http-security';
import { registerOpenApi } from './plugins/openapi';
import { AJV_SETTINGS, registerValidation, SCHEMA_CONTROLLER } from './plugins/validation';
import { Accounts } from './auth/accounts';
import { OwnedRecords } from './auth/owned-records';
import { LiveScopes, publishScoped } from './auth/live-scope';
import { OpenIdSignIn } from './auth/oidc';
import { createMailer } from './mail/mailer';
import { MailSendLimits } from './mail/send-limits';
import { registerAccountRoutes } from './routes/account';
import { registerAuthRoutes } from './routes/auth';
import { registerSessionRoutes } from './routes/sessions';
import { rememberSignInClients, SessionList } from './auth/session-list';
import { registerPasskeyRoutes } from './routes/passkeys';
import { registerFileRoutes } from './routes/files';
import { registerCompanyRoutes } from './routes/companies';
import { registerAuditLogRoutes } from './routes/audit-log';
import { registerReferenceRoutes } from './routes/references';
import { registerResourceRoutes } from './routes/resources';
import { KeptAnswers } from './db/kept-answers';
import { registerUserRoutes } from './routes/users';
import { MfaReset } from './auth/mfa-reset';
import { registerJobOrderRoutes } from './routes/job-orders';
import { registerServiceRequestRoutes } from './routes/service-requests';
import { loadBehaviours } from './behaviours';
import { LiveEvents, registerEventRoutes } from './events';
import { registerMapRoutes } from './routes/map';
import { registerDispatchRoutes } from './routes/dispatch';
import { createRouting } from './dispatch/routing';
import { registerReportRoutes } from './routes/reports';
import { registerGstRoutes } from './routes/gst';
import { registerAgreementRoutes } from './routes/agreements';
import { visitPlanningJob } from './agreements/visit-plan';
import { scheduleDaily, type ScheduledJob } from './schedule/daily';
import { overdueReminderJob } from './sales/overdue';
import { watchSla, type SlaWatch } from './schedule/sla';
import { registerTimelineRoutes } from './routes/timelines';
import { LocalFileStore, openFileStore } from './storage';
import { checkWritable, sweepLeftovers } from './storage/leftovers';
import { uploadCarriers } from './storage/uploads';
import { registerJobOrderDocumentRoutes } from './routes/job-order-documents';
import { registerOutboxRoutes } from './routes/outbox';
import { registerOnMyWayRoute } from './routes/on-my-way';
import { registerTechnicianPositionRoutes } from './routes/technician-positions';
import { CustomerMails } from './dispatch/customer-mails';
import { registerIdempotency } from './plugins/idempotency';
import { ServerInstance } from './db/instances';
import { registerSalesDocumentRoutes } from './routes/sales-documents';
import { registerPurchaseOrderRoutes } from './routes/purchase-orders';
import { registerOverdueReminderRoutes } from './routes/overdue-reminders';
import { PdfPool } from './pdf/pool';
import { reconcileProductStock } from './stock/opening';
import { registerNumberingGapRoutes } from './routes/numbering-gaps';
import { registerBusinessRoutes } from './routes/business';
import { registerEinvoiceRoutes } from './routes/einvoice';
import { registerPickerRoutes } from './routes/pickers';
import { registerImportRoutes } from './routes/imports';
import { isPortalPage } from '../shared/portal-pages';
import { capConnectionsPerAddress, connectionTimeouts } from './connections';
import { captureSpecAliases, registerJobOrderDetailRoute } from './routes/spec-aliases';
import { PortalAccess } from './portal/access';
import { decoratePortal } from './portal/caller';
import { registerPortalRoutes } from './routes/portal';
import { registerPortalStaffRoutes } from './routes/portal-staff';
import { registerPortalBillingRoutes } from './routes/portal-billing';
import { registerPortalServiceRoutes } from './routes/portal-service';

export interface BuiltApp {
  app: FastifyInstance;
  live: LiveEvents;
  database: Database;
  registry: Registry;
  /** Every write goes through it; `records.onCommit(listener)` hears each committed unit of work. */
  records: Records;
  seed: SeedReport;
  /** The daily jobs this instance runs (schedule/daily.ts): the visit planning when VISIT_PLANNING is on. */
  dailyJobs: readonly ScheduledJob[];
}

export async function build(settings: Settings, options: { logger?: boolean; registry?: Registry } = {}): Promise<BuiltApp> {
  const registry = options.registry ?? new Registry();
  tileSource(settings.mapTileUrl); // a MAP_TILE_URL the CSP cannot express stops the start here
  applyRichTextSettings(settings);
  // The schema sync may build an index over millions of rows: it runs on a connection of its own,
  // without the time bound that requests get.
  const setup = connect(settings.databaseUrl);
  let seed: SeedReport;
  // What the upgrade steps could not work out, for people to look at (docs/operations.md, "Upgrading").
  const upgradeNotes: string[] = [];
  try {
    await runMigrations(setup, MIGRATIONS);
    await syncSchema(setup, databaseTables(registry));
    seed = await seedEssentials(setup, registry, settings);
    await seedReferenceData(setup, registry);
    // Steps that need today's schema and reference data (db/migrate.ts), such as old invoices' balances.
    await runMigrations(setup, MIGRATIONS, { afterSync: true, notes: upgradeNotes });
  } finally {
    await setup.close();
  }
  const listenTiming = { heartbeatMs: settings.listenHeartbeatMs, quietMs: settings.listenTimeoutMs };
  const database = connect(settings.databaseUrl, { statementTimeoutMs: settings.queryTimeoutMs, readConnections: settings.readConnections, hearChanges: true, listenTiming });

  const app = Fastify({
    // The start banner (banner.ts) says where the server listens; the log keeps what needs attention.
    logger: options.logger
      ? {
          level: settings.logLevel,
          hooks: {
            logMethod(args, log) {
              if (!isListeningMessage(args[args.length - 1])) log.apply(this, args);
            },
          },
        }
      : false,
    logController: new LogController({ disableRequestLogging: !settings.logRequests }),
    bodyLimit: settings.bodyLimit,
    // Slow clients are cut in seconds (issue 23, item 5): headers, the whole request, an idle keep-alive, a silent socket.
    ...connectionTimeouts(settings),
    trustProxy: settings.trustProxy,
    frameworkErrors: frameworkErrorHandler(securityHeadersOf(settings)),
    clientErrorHandler: clientErrorHandler(securityHeaders(settings)),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: AJV_SETTINGS,
    schemaController: SCHEMA_CONTROLLER,
  });
  app.addHook('onClose', async () => database.close());
  capConnectionsPerAddress(app.server, settings.maxConnectionsPerAddress, app.log);
  // First of the onRoute hooks: the spec's second paths copy their routes as registered (routes/spec-aliases.ts).
  const specAliases = captureSpecAliases(app);
  if (upgradeNotes.length) app.log.warn({ notes: upgradeNotes }, `the upgrade brought ${upgradeNotes.length} invoice(s) forward that finance should check (audit log, action upgrade-review): ${upgradeNotes.join('; ')}`);
  registerErrorHandling(app);
  registerHttpSecurity(app, settings);
  registerValidation(app);

  const live = new LiveEvents(settings.databaseUrl, listenTiming);
  try {
    await live.start();
    await database.versions.start();
  } catch (e) {
    await database.close();
    throw e;
  }
  app.addHook('onClose', async () => live.close());
  const records = new Records(database, registry, app.log);
  // Each event carries who may hear it (auth/live-scope.ts), worked out once per unit of work.
  const liveScopes = new LiveScopes(() => database.db, registry);
  records.onCommit(publishScoped(liveScopes, live, app.log));
  const sessions = new Sessions(database.db, settings, database.versions);
  const users = registry.require('users');
  const mailer = createMailer(settings, database.db, app.log);
  app.addHook('onClose', async () => mailer.close());
  const accounts = new Accounts(database.db, settings, users, records, sessions, mailer, app.log);
  // Where each session was signed in from, the user's list of them, and the new-browser mail (auth/session-list.ts).
  const sessionList = new SessionList(database.db, settings, mailer, app.log);
  sessions.onStart = (user, sessionId) => sessionList.started(user, sessionId);
  const openId = new OpenIdSignIn(database.db, settings, sessions, users, records, app.log);
  records.adopt(await loadBehaviours({ registry, accounts, sessions, log: app.log, settings }));
  // Installs from before opening stock was a movement: every product's stock is its warehouses' sum.
  await reconcileProductStock(records, registry, database.dialect, app.log);
  // Before any /api/v1 route (the description's own among them): each is guarded as it is added.
  registerAuthentication(app, sessions);
  rememberSignInClients(app);
  const instance = new ServerInstance(database.dialect, settings.databaseUrl, () => database.db, app.log);
  await instance.start();
  app.addHook('onClose', async () => instance.close());
  registerIdempotency(app, () => database.db, records, instance);
  // After the other onSend hooks: they read the JSON (idempotency keeps it), this one packs it.
  registerCompression(app);
  await registerOpenApi(app);
  registerUserRoutes(app, database.db, users, accounts, new MfaReset(database.db, settings, sessions, mailer, app.log));
  const secondFactor = new SecondFactor(database.db, settings, sessions, app.log);
  registerAuthRoutes(app, settings, sessions, accounts, openId, secondFactor);
  registerPasskeyRoutes(app, new Passkeys(database.db, settings, sessions, secondFactor));
  registerAccountRoutes(app, settings, accounts, openId);
  registerSessionRoutes(app, sessionList);
  const owned = new OwnedRecords(database.db, registry);
  const files = openFileStore(settings);
  if (files instanceof LocalFileStore) {
    await checkWritable(settings.storageDir);
    const swept = await sweepLeftovers(settings.storageDir, database.db, registry);
    if (swept.uploads || swept.folders) app.log.warn(swept, 'removed files of writes that never finished (unfinished uploads, folders of rows never saved)');
  }
  registerFileRoutes(app, settings, database.db, registry, records, sessions, owned);
  // PDFs are drawn on threads of their own (pdf/pool.ts): a slow one never holds up other requests.
  const pdfs = new PdfPool({ workers: settings.pdfWorkers, queueLimit: settings.pdfQueueLimit, timeoutMs: settings.pdfTimeoutMs });
  app.addHook('onClose', async () => pdfs.close());
  registerCompanyRoutes(app, registry, records, pdfs);
  registerReferenceRoutes(app, registry, records, owned);
  registerAuditLogRoutes(app, registry, new AuditRestore(registry, records, () => database.db));
  registerJobOrderRoutes(app, registry, records, settings.storageDir, settings.maxImagePixels);
  // One routing service (ROUTING_URL) for the dispatcher's suggestions and routes and the technician's "On my way".
  const routing = createRouting(settings.routingUrl, settings.routingTimeoutMs, { roadFactor: settings.dispatchRoadFactor, speedKmh: settings.dispatchSpeedKmh }, app.log);
  registerDispatchRoutes(app, settings, registry, records, routing);
  registerServiceRequestRoutes(app, registry, records);
  registerTimelineRoutes(app, registry, records, owned);
  const uploads = { carriers: uploadCarriers(records, files, settings.fileMaxBytes, registry, settings.maxImagePixels), bodyLimit: settings.uploadLimit };
  registerResourceRoutes(app, registry, records, owned, uploads, settings.keepAnswers ? new KeptAnswers() : undefined);
  registerImportRoutes(app, registry, records, owned, settings, instance);
  const sendLimits = new MailSendLimits(database.db, settings);
  // The customer portal (issue 40): contacts signed in by mailed links, their company's documents only.
  const portal = new PortalAccess(database.db, settings, mailer, app.log);
  registerSalesDocumentRoutes(app, registry, records, mailer, sendLimits, pdfs, portal);
  decoratePortal(app);
  registerPortalStaffRoutes(app, registry, portal);
  registerPortalRoutes(app, registry, records, portal, pdfs);
  registerPortalBillingRoutes(app, registry, records, portal, pdfs);
  registerPortalServiceRoutes(app, registry, records, portal, pdfs, { settings, files, documents: uploads.carriers.get('documents')! });
  registerPurchaseOrderRoutes(app, registry, records, mailer, sendLimits, pdfs);
  registerOverdueReminderRoutes(app, registry, records, mailer);
  registerNumberingGapRoutes(app, registry, records);
  registerBusinessRoutes(app, registry, records);
  registerEinvoiceRoutes(app, settings, registry, records, files, database.dialect);
  registerEventRoutes(app, settings, registry, sessions, live);
  registerMapRoutes(app, settings);
  registerReportRoutes(app, registry, records, database.dialect);
  registerGstRoutes(app, registry, records, pdfs);
  registerAgreementRoutes(app, registry, records, settings.plannedVisitsAheadDays);
  registerJobOrderDocumentRoutes(app, settings, registry, records, mailer, sendLimits, pdfs);
  registerOutboxRoutes(app, () => database.db, mailer);
  // The job's contact is told when the job is accepted, the technician is on the way, and it is finished (issue 28.5).
  const customerMails = new CustomerMails(settings, registry, records, mailer, pdfs, app.log, sendLimits);
  records.onCommit(customerMails.listener);
  customerMails.jobLink = (job, to) => portal.documentLine({ companyId: Number(job.company_id), kind: 'job', id: Number(job.id), email: to, name: job.contact_person as string | null });
  registerOnMyWayRoute(app, registry, records, customerMails, routing);
  // Where the technician on the way is (issue 40.5): sent by their phone, heard live by coordinators, kept a day.
  registerTechnicianPositionRoutes(app, registry, records, database, live, { roadFactor: settings.dispatchRoadFactor, speedKmh: settings.dispatchSpeedKmh }, app.log);
  registerPickerRoutes(app, settings);
  registerJobOrderDetailRoute(app, registry, records);
  specAliases.register();

  // The built app, with history-mode routing: any other GET of a page path (not a file such as
  // /assets/x.js, which must stay a 404) gets index.html; the customer portal's pages (/portal/...
  // and a document's link /p/<token>) get the portal's own page, portal.html (src/portal).
  const indexHtml = join(settings.appDir, 'index.html');
  const portalHtml = join(settings.appDir, 'portal.html');
  const serveApp = existsSync(indexHtml);
  if (serveApp) {
    await app.register(fastifyStatic, {
      root: settings.appDir,
      wildcard: false,
      index: false,
      // The build writes x.js.br and x.js.gz beside x.js (scripts/precompress.ts): sent to a
      // browser that accepts them, the plain file to one that does not; the pages too (sendFile).
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res) => res.setHeader('Vary', 'Accept-Encoding'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || request.method !== 'GET' || !serveApp || /\.[a-z0-9]+$/i.test(path)) {
      const http = HttpError.of('NOT_FOUND', `There is no ${request.method} ${path}`);
      reply.code(404).send({ errors: http.entries });
    } else reply.sendFile(isPortalPage(path) && existsSync(portalHtml) ? 'portal.html' : 'index.html');
    // Nothing returned: a handler that returns the reply has Fastify wait on the response's end.
  });

  // Daily jobs start once the server is ready and end (their run in progress first) before the database closes.
  const dailyJobs: ScheduledJob[] = [];
  let slaWatch: SlaWatch | undefined;
  app.addHook('preClose', async () => {
    await Promise.all([...dailyJobs.map((job) => job.stop()), slaWatch?.stop(), customerMails.settle()]);
  });
  await app.ready();
  if (settings.visitPlanning) dailyJobs.push(scheduleDaily(visitPlanningJob(registry, records, database, settings.plannedVisitsAheadDays), app.log));
  if (settings.overdueReminders) dailyJobs.push(scheduleDaily(overdueReminderJob(registry, records, database, mailer), app.log));
  // Jobs turn at risk and late as the clock passes their due-by (issue 28 item 4).
  slaWatch = watchSla(records, registry.require('joborder_headers'), registry.require('job_types'), settings.slaCheckSeconds, app.log);
  return { app, database, registry, records, seed, live, dailyJobs };
}
