/**
 * One read connection of the SQLite read pool (read-pool.ts), on a worker thread of its own: a
 * broad search runs here, not on the thread that answers every other request.
 *
 * Plain JavaScript, so the thread starts in milliseconds without the TypeScript loader. It opens
 * the database read-only and answers `{ id, slot, sql, parameters }` with `{ id, rows }` or
 * `{ id, error }`, or `{ id, skipped }` when another reader took that statement up first. In WAL mode each statement reads the last committed state, so a write the
 * server has acknowledged (group commit answers after the commit) is seen by the next read.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const sqlite = new SQLite(workerData.path, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
// As on the writer connection (connect.ts): lower() folds like JavaScript, not ASCII only.
sqlite.function('lower', { deterministic: true }, (v) => (v === null || v === undefined ? null : String(v).toLowerCase()));

/** Prepared statements by SQL text, least recently used dropped past the limit (as connect.ts). */
const statements = new Map();
const STATEMENT_CACHE_SIZE = 500;

function prepared(source) {
  let statement = statements.get(source);
  if (statement) statements.delete(source);
  else statement = sqlite.prepare(source);
  statements.set(source, statement);
  if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value);
  return statement;
}

// Reading the schema (a hundred tables with their indexes and triggers) is the first statement's
// cost on a new connection: paid here, before the thread takes statements with a time budget.
sqlite.prepare('select count(*) from sqlite_master').get();
parentPort.postMessage({ ready: true });
/** The id of the statement last taken up, by slot (read-pool.ts): one reader takes up each. */
const claimed = workerData.claimed;
parentPort.on('message', ({ id, slot, sql, parameters }) => {
  if (Atomics.exchange(claimed, slot, id) === id) {
    // Another reader took it up first (the pool sent it to both).
    parentPort.postMessage({ id, skipped: true });
    return;
  }
  try {
    const statement = prepared(sql);
    if (!statement.reader) throw new Error('the read pool runs only statements that return rows');
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (e) {
    parentPort.postMessage({ id, error: { message: e.message, code: e.code } });
  }
});
