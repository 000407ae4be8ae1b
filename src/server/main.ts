/** Start the API server (and the built app, when present) with the settings from the environment. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadSettings, type Settings } from './config';
import { build } from './app';
import { startBanner } from './banner';

/** A start that cannot go on says why in one line, not a stack trace a newcomer has to read. */
function startFailure(error: unknown, settings: Settings | undefined): string | undefined {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (settings && code === 'EADDRINUSE') {
    return `Port ${settings.port} is already in use (another server is running there): stop it, or start on another port, e.g. PORT=${settings.port + 1} npm start`;
  }
  if (settings && code === 'EACCES') return `Port ${settings.port} may not be opened by this user: choose a port above 1023 with PORT=...`;
  if (settings && code === 'EADDRNOTAVAIL') return `HOST=${settings.host} is not an address of this machine`;
  // A setting that does not make sense: loadSettings and build() say which one in their message.
  if (error instanceof Error && /^[A-Z][A-Z0-9_]+ /.test(error.message)) return error.message;
  return undefined;
}

let settings: Settings | undefined;
try {
  settings = loadSettings();
  const { app, seed } = await build(settings, { logger: true });
  await app.listen({ port: settings.port, host: settings.host });
  // The password is printed once: the account is created only when the users table is empty.
  console.log(startBanner({ settings, generatedPassword: seed.generatedPassword, appServed: existsSync(join(settings.appDir, 'index.html')) }));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  const line = startFailure(error, settings);
  if (!line) throw error;
  console.error(line);
  process.exit(1);
}
