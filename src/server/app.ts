/**
 * build(settings) -> a ready Fastify instance (fastify/demo style), so tests can call it with
 * app.inject and main.ts can listen. Opens the database, syncs the schema, seeds essentials.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Settings } from './config';
import { connect, type Database } from './db/connect';
import { Records } from './db/records';
import { seedEssentials, type SeedReport } from './db/seed';
import { seedReferenceData } from './db/reference-data';
import { SYSTEM_TABLES, syncSchema, tableOf } from './db/sync';
import { HttpError } from './errors';
import { Registry } from './registry';
import { Sessions } from './auth/sessions';
import { registerAuthentication } from './plugins/auth';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { registerHttpSecurity, securityHeaders, tileSource } from './plugins/http-security';
import { registerUserRules } from './plugins/user-rules';
import { Accounts } from './auth/accounts';
import { OpenIdSignIn } from './auth/oidc';
import { SECURITY_TABLES } from './auth/tables';
import { createMailer } from './mail/mailer';
import { registerAccountRoutes } from './routes/account';
import { registerAuthRoutes } from './routes/auth';
import { registerFileRoutes } from './routes/files';
import { registerCompanyRoutes } from './routes/companies';
import { registerResourceRoutes } from './routes/resources';

export interface BuiltApp {
  app: FastifyInstance;
  database: Database;
  registry: Registry;
  seed: SeedReport;
}

export async function build(settings: Settings, options: { logger?: boolean; registry?: Registry } = {}): Promise<BuiltApp> {
  const registry = options.registry ?? new Registry();
  tileSource(settings.mapTileUrl); // a MAP_TILE_URL the CSP cannot express stops the start here
  const database = connect(settings.databaseUrl);
  let seed: SeedReport;
  try {
    await syncSchema(database, [...registry.defs.map(tableOf), ...SYSTEM_TABLES, ...SECURITY_TABLES]);
    seed = await seedEssentials(database, registry, settings);
    await seedReferenceData(database, registry);
  } catch (e) {
    await database.close();
    throw e;
  }

  const app = Fastify({
    logger: options.logger ? { level: settings.logLevel } : false,
    bodyLimit: settings.bodyLimit,
    trustProxy: settings.trustProxy,
    frameworkErrors: frameworkErrorHandler(securityHeaders(settings)),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.addHook('onClose', async () => database.close());
  registerErrorHandling(app);
  registerHttpSecurity(app, settings);

  const records = new Records(database, registry);
  const sessions = new Sessions(database.db, settings);
  const users = registry.require('users');
  const accounts = new Accounts(database.db, settings, users, records, sessions, createMailer(settings, database.db, app.log), app.log);
  const openId = new OpenIdSignIn(database.db, settings, sessions, users, records, app.log);
  registerAuthentication(app, sessions);
  registerUserRules(app, database.db, { users, roles: registry.require('roles') }, sessions, accounts);
  registerAuthRoutes(app, settings, sessions, openId);
  registerAccountRoutes(app, settings, accounts, openId);
  registerFileRoutes(app, settings, database.db, registry, records, sessions);
  registerCompanyRoutes(app, registry, records);
  registerResourceRoutes(app, registry, records);

  // The built app, with history-mode routing: any other GET of a page path (not a file such as
  // /assets/x.js, which must stay a 404) gets index.html.
  const indexHtml = join(settings.appDir, 'index.html');
  const serveApp = existsSync(indexHtml);
  if (serveApp) await app.register(fastifyStatic, { root: settings.appDir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || request.method !== 'GET' || !serveApp || /\.[a-z0-9]+$/i.test(path)) {
      const http = HttpError.of('NOT_FOUND', `There is no ${request.method} ${path}`);
      return reply.code(404).send({ errors: http.entries });
    }
    return reply.type('text/html; charset=utf-8').send(readFileSync(indexHtml));
  });

  await app.ready();
  return { app, database, registry, seed };
}
