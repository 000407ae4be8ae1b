/** Start the API server (and the built app, when present) with the settings from the environment. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { loadSettings, sqlitePath, type Settings } from './config';
import { build } from './app';
import { startBanner } from './banner';

/**
 * The heap may grow to 1.5 times what it held at its last full collection before the next one.
 * V8's own factor grows with the machine's memory, up to 4 on one of 2 GB or more, for the speed
 * of fewer collections: on such a machine the server's memory grew by 500 MB of garbage during an
 * import of 100,000 rows, whose live heap is under 200 MB (docs/performance.md, 29 November 2026).
 * Read at every collection, so it holds when set here at the start; it costs such an import about
 * 5 % of its time.
 */
const HEAP_GROWING_PERCENT = 50;
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

/** Why a path cannot be written, by the error's code (the file system's or SQLite's). */
const FREE_SPACE = 'free some space, then start again';
const ALLOW = 'give the user running the server write access there, or point DATA_DIR (STORAGE_DIR, DATABASE_URL) elsewhere';
const UNWRITABLE: Array<[RegExp, string, string]> = [
  [/^(ENOSPC|SQLITE_FULL)/, 'the disk is full', FREE_SPACE],
  [/^EDQUOT/, "this user's disk quota is used up", FREE_SPACE],
  [/^EROFS/, 'the file system is read-only', ALLOW],
  [/^(EACCES|EPERM)/, 'this user may not write there', ALLOW],
  [/^(ENOTDIR|EEXIST)/, 'a file is where a folder should be', 'move that file away, or point DATA_DIR (STORAGE_DIR) elsewhere'],
  [/^SQLITE_READONLY/, 'the database file or its folder is read-only', ALLOW],
  [/^SQLITE_CANTOPEN/, 'the database file cannot be opened or created there', ALLOW],
  [/^SQLITE_IOERR/, 'the disk answered with an I/O error', 'check the disk, then start again'],
];

/** A data folder, storage folder or database file that cannot be written: one line naming it. */
function unwritable(error: unknown, settings: Settings | undefined): string | undefined {
  const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  if (typeof code !== 'string' || syscall === 'listen') return undefined;
  if (code === '53100' || code === '53000') return "PostgreSQL's disk is full (DATABASE_URL): free some space on the database server, then start again";
  const [, reason, advice] = UNWRITABLE.find(([pattern]) => pattern.test(code)) ?? [];
  if (!reason) return undefined;
  const where = code.startsWith('SQLITE_') ? (settings?.databaseUrl.startsWith('sqlite://') ? sqlitePath(settings.databaseUrl) : undefined) : path;
  if (!where) return undefined;
  return `Cannot write ${where}: ${reason} (${code}); ${advice}`;
}

/** A start that cannot go on says why in one line, not a stack trace a newcomer has to read. */
function startFailure(error: unknown, settings: Settings | undefined): string | undefined {
  const code = (error as NodeJS.ErrnoException)?.code;
  const storage = unwritable(error, settings);
  if (storage) return storage;
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
