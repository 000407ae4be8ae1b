/**
 * A copy of the SQLite database as it stands (connect.ts `copyTo`), made on a thread of its own: a
 * read-only connection reads one committed state (WAL: writers go on meanwhile) and VACUUM INTO
 * writes it to `to`. Plain JavaScript, as read-worker.mjs, so the thread starts without a loader.
 * Posts `{ done: true }`, or `{ error }` with the message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

try {
  const sqlite = new SQLite(workerData.from, { readonly: true, fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.prepare('VACUUM INTO ?').run(workerData.to);
  } finally {
    sqlite.close();
  }
  parentPort.postMessage({ done: true });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
