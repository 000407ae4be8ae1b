/** Start the API server (and the built app, when present) with the settings from the environment. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadSettings } from './config';
import { build } from './app';
import { startBanner } from './banner';

const settings = loadSettings();
const { app, seed } = await build(settings, { logger: true });
await app.listen({ port: settings.port, host: settings.host });
// The password is printed once: the account is created only when the users table is empty.
console.log(startBanner({ settings, generatedPassword: seed.generatedPassword, appServed: existsSync(join(settings.appDir, 'index.html')) }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
