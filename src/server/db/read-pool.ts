/**
 * Read queries of SQLite on worker threads, each with its own read-only connection
 * (read-worker.mjs), behind a Kysely dialect: `Database.read` on SQLite.
 *
 * better-sqlite3 runs a statement on the calling thread until it is done. On the server's own
 * thread one broad search (a scan of a million rows) held up every other request, sign-ins and
 * /auth/me included, and writes waited behind reads for the one connection. Here lists run on
 * `size` threads; the server's thread keeps answering, and the writer's connection is the
 * writer's. Reads inside a write transaction use that transaction, never this pool.
 *
 * Each statement has a time budget: past it the caller gets a 503 and the thread is ended and
 * replaced (V8 stops it at its next call into JavaScript, such as the app's lower()), so no
 * request holds a reader for longer than the budget.
 *
 * A busy reader is sent its next statement before it is done with the one it runs (DEPTH).
 */
import { Worker } from 'node:worker_threads';
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { queryTimedOut } from '../errors';

interface Job {
  id: number;
  sql: string;
  parameters: readonly unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
  /** Answered or failed. */
  settled: boolean;
}

interface Reader {
  worker: Worker;
  /** Its connection is open: the time budget of a statement does not include the thread's start. */
  ready: boolean;
  /** The statements sent to it, in order: the first is running, the others wait in its port. */
  jobs: Job[];
  /** The time budget of its first job, from when that job started. */
  timer?: NodeJS.Timeout;
}

const WORKER_URL = new URL('./read-worker.mjs', import.meta.url);

/**
 * Statements sent to a reader at most: while one runs, the others wait in its port, so the reader
 * goes straight on to the next instead of idling until this thread, busy with requests, hands it
 * one; and the answers that came in meanwhile are taken up together, the thread woken once.
 * Searches on 20,000 rows with four readers on two cores (bench/api-list.ts): 3,900 a second
 * with 2, 4,400 with 4, no better with 6 or 8. A statement behind a long one does not wait for it
 * while another reader is free (dispatch).
 */
const DEPTH = 4;

/**
 * Slots of `claimed` (by job id modulo this): far more than can be under way at once, so a slot
 * is not reused while its job may still wait on a reader.
 */
const CLAIM_SLOTS = 1 << 16;

export class ReadPool {
  private readonly readers = new Set<Reader>();
  private readonly queue: Job[] = [];
  /**
   * For each slot, the id of the last job a reader took up: the reader that swaps its id in
   * first runs it, and a reader holding a copy of it skips it (read-worker.mjs).
   */
  private readonly claimed = new Int32Array(new SharedArrayBuffer(CLAIM_SLOTS * 4));
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly path: string,
    private readonly size: number,
    private readonly timeoutMs: number,
  ) {}

  /** The rows of one read statement, from the first free reader. */
  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error('the read pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.newId(), sql, parameters, resolve, reject, settled: false });
      this.dispatch();
    });
  }

  /** A statement's id, within int32 for the claim slots (2^31 statements before they wrap around). */
  private newId(): number {
    const id = this.nextId;
    this.nextId = this.nextId === 2 ** 31 - 1 ? 1 : this.nextId + 1;
    return id;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.settle(job, new Error('the read pool is closed'));
    await Promise.all([...this.readers].map((reader) => this.retire(reader, new Error('the read pool is closed'))));
  }

  /**
   * Hand out the queue: to idle readers first, then one more to each busy one. With the queue
   * empty, an idle reader also takes a copy of a statement waiting behind another one elsewhere
   * (whichever reader comes to it first runs it; the other skips it): no statement waits behind a
   * long search while a reader is free.
   */
  private dispatch(): void {
    const ready = [...this.readers].filter((r) => r.ready);
    for (let depth = 1; depth <= DEPTH && this.queue.length; depth++) {
      for (const reader of ready) {
        if (reader.jobs.length < depth && this.queue.length) this.send(reader, this.queue.shift()!);
      }
      // Threads start when first needed (a server that lists nothing starts none); a starting
      // one takes from the queue when it is ready.
      if (depth === 1 && this.queue.length && this.readers.size < this.size && [...this.readers].every((r) => r.ready)) this.start();
    }
    for (const idle of ready.filter((r) => r.jobs.length === 0)) {
      const waiting = ready.flatMap((r) => r.jobs.slice(1)).find((job) => !job.settled && !ready.some((other) => other.jobs[0] === job));
      if (waiting) this.send(idle, waiting);
    }
  }

  private send(reader: Reader, job: Job): void {
    reader.jobs.push(job);
    if (reader.jobs.length === 1) this.started(reader);
    reader.worker.ref(); // a statement under way keeps the process alive; an idle reader does not
    reader.worker.postMessage({ id: job.id, slot: job.id % CLAIM_SLOTS, sql: job.sql, parameters: job.parameters });
  }

  /** The reader's first job has started: its time budget runs from now. */
  private started(reader: Reader): void {
    reader.timer = setTimeout(() => {
      void this.retire(reader, queryTimedOut());
      this.dispatch();
    }, this.timeoutMs);
  }

  private settle(job: Job, error: unknown, rows?: unknown[]): void {
    if (job.settled) return;
    job.settled = true;
    if (rows) job.resolve(rows);
    else job.reject(error);
  }

  private start(): void {
    const reader: Reader = { worker: new Worker(WORKER_URL, { workerData: { path: this.path, claimed: this.claimed } }), ready: false, jobs: [] };
    reader.worker.on('message', (answer: { ready?: true; id: number; skipped?: true; rows?: unknown[]; error?: { message: string; code?: string } }) => {
      if (answer.ready) {
        reader.ready = true;
        this.dispatch();
        if (!reader.jobs.length) reader.worker.unref();
        return;
      }
      const job = reader.jobs[0];
      if (!job || job.id !== answer.id) return;
      clearTimeout(reader.timer);
      reader.jobs.shift();
      if (reader.jobs.length) this.started(reader);
      if (!answer.skipped) this.settle(job, answer.error && Object.assign(new Error(answer.error.message), { code: answer.error.code }), answer.rows);
      this.dispatch();
      if (!reader.jobs.length) reader.worker.unref(); // an idle reader does not keep the process alive
    });
    reader.worker.on('error', (error) => {
      void this.retire(reader, error);
      this.dispatch();
    });
    this.readers.add(reader);
  }

  /**
   * End a reader, failing the statement it runs with `error`, at once: the statements waiting
   * behind it go back to the head of the queue, and the next dispatch starts a new reader without
   * waiting for this thread to stop (the promise says when it has).
   */
  private async retire(reader: Reader, error: unknown): Promise<void> {
    if (!this.readers.delete(reader)) return;
    clearTimeout(reader.timer);
    const [running, ...waiting] = reader.jobs.splice(0);
    if (running) this.settle(running, error);
    const elsewhere = new Set([...this.readers].flatMap((r) => r.jobs));
    const again = waiting.filter((job) => !job.settled && !elsewhere.has(job));
    // A new id each: the thread may have taken up the first of them already (its answer to the
    // one before on its way), and a reader seeing that claim would skip the statement.
    for (const job of again) job.id = this.newId();
    this.queue.unshift(...again);
    if (this.closed) for (const job of this.queue.splice(0)) this.settle(job, error);
    await reader.worker.terminate();
  }
}

/** A Kysely dialect whose every query is a read statement on `pool`. */
export function readPoolDialect(pool: ReadPool): Dialect {
  const connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => ({ rows: (await pool.run(query.sql, query.parameters)) as R[] }),
    // eslint-disable-next-line require-yield
    streamQuery: async function* () {
      throw new Error('the read pool does not stream');
    },
  };
  const noTransactions = async () => {
    throw new Error('the read pool runs no transactions: write through Database.write');
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: noTransactions,
    commitTransaction: noTransactions,
    rollbackTransaction: noTransactions,
    releaseConnection: async () => {},
    destroy: () => pool.close(),
  };
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
