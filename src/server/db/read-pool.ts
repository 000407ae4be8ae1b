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
  sql: string;
  parameters: readonly unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

interface Reader {
  worker: Worker;
  /** Its connection is open: the time budget of a statement does not include the thread's start. */
  ready: boolean;
  job?: Job & { id: number; timer: NodeJS.Timeout };
}

const WORKER_URL = new URL('./read-worker.mjs', import.meta.url);

export class ReadPool {
  private readonly readers = new Set<Reader>();
  private readonly queue: Job[] = [];
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
      this.queue.push({ sql, parameters, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the read pool is closed'));
    await Promise.all([...this.readers].map((reader) => this.retire(reader, new Error('the read pool is closed'))));
  }

  private dispatch(): void {
    while (this.queue.length) {
      const reader = [...this.readers].find((r) => r.ready && !r.job);
      if (!reader) {
        // Threads start when first needed (a server that lists nothing starts none); a starting
        // one takes the queue's head when it is ready.
        if (this.readers.size < this.size && [...this.readers].every((r) => r.ready)) this.start();
        return;
      }
      const job = this.queue.shift()!;
      const id = this.nextId++;
      const timer = setTimeout(() => {
        void this.retire(reader!, queryTimedOut());
        this.dispatch();
      }, this.timeoutMs);
      reader.job = { ...job, id, timer };
      reader.worker.ref(); // a statement under way keeps the process alive; an idle reader does not
      reader.worker.postMessage({ id, sql: job.sql, parameters: job.parameters });
    }
  }

  private start(): void {
    const reader: Reader = { worker: new Worker(WORKER_URL, { workerData: { path: this.path } }), ready: false };
    reader.worker.on('message', (answer: { ready?: true; id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
      if (answer.ready) {
        reader.ready = true;
        this.dispatch();
        if (!reader.job) reader.worker.unref();
        return;
      }
      const job = reader.job;
      if (!job || job.id !== answer.id) return;
      clearTimeout(job.timer);
      reader.job = undefined;
      if (answer.error) job.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      else job.resolve(answer.rows!);
      this.dispatch();
      if (!reader.job) reader.worker.unref(); // an idle reader does not keep the process alive
    });
    reader.worker.on('error', (error) => {
      void this.retire(reader, error);
      this.dispatch();
    });
    this.readers.add(reader);
  }

  /**
   * End a reader, failing its statement with `error`, at once: the next dispatch starts a new
   * one without waiting for this thread to stop (the promise says when it has).
   */
  private async retire(reader: Reader, error: unknown): Promise<void> {
    if (!this.readers.delete(reader)) return;
    if (reader.job) {
      clearTimeout(reader.job.timer);
      reader.job.reject(error);
      reader.job = undefined;
    }
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
