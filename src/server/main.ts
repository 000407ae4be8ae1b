/** Start the API server (and the built app, when present) with the settings from the environment. */
import { loadSettings } from './config';
import { build } from './app';

const settings = loadSettings();
const { app, seed } = await build(settings, { logger: true });
if (seed.generatedPassword) {
  // Printed once: the account is created only when the users table is empty.
  console.log(`\n  First start: created user "${settings.adminUsername}" with password ${seed.generatedPassword}\n  (set ADMIN_PASSWORD to choose it; change it after signing in)\n`);
}
await app.listen({ port: settings.port, host: settings.host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
