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
import { SYSTEM_TABLES, syncSchema, tableOf } from './db/sync';
import { HttpError } from './errors';
import { Registry } from './registry';
import { Sessions } from './auth/sessions';
import { registerAuthentication } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerAuthRoutes } from './routes/auth';
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
  const database = connect(settings.databaseUrl);
  let seed: SeedReport;
  try {
    await syncSchema(database, [...registry.defs.map(tableOf), ...SYSTEM_TABLES]);
    seed = await seedEssentials(database, registry, settings);
  } catch (e) {
    await database.close();
    throw e;
  }

  const app = Fastify({
    logger: options.logger ? { level: settings.logLevel } : false,
    bodyLimit: settings.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.addHook('onClose', async () => database.close());
  registerErrorHandling(app);

  const records = new Records(database, registry);
  const sessions = new Sessions(database.db, settings);
  registerAuthentication(app, sessions);
  registerAuthRoutes(app, sessions);
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
