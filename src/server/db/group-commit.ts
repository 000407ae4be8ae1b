/**
 * Group commit for the embedded SQLite database: audited writes that arrive together share one
 * transaction and one commit, each inside its own savepoint.
 *
 * SQLite has one writer, and most of a small write's cost is the commit: every page it touched
 * (the row, each index, the search index, the audit log's tail) is written to the WAL again. Ten
 * writes in one commit write the shared pages once: in bench/writes.ts an audited update costs
 * about a quarter of the SQL time in batches of ten.
 *
 * What each caller sees is unchanged: its work runs in a transaction of its own as far as it can
 * tell (a failure rolls back to its savepoint and rejects only its promise, the others go on),
 * and its promise settles only after the commit, so an acknowledged write is a committed one. If
 * the commit itself fails, every write of the batch is rejected: none of them happened.
 *
 * Writes are collected until the event loop has handled the input that is already waiting
 * (setImmediate), so a write waits at most one turn of the loop; a lone write is a batch of one.
 *
 * A write that says it runs long (`alone`: an import's chunk of rows) commits in a batch of its
 * own. Shared, the writes queued beside it would be answered only after it: a price saved during
 * an import of products with opening stock waited for the import's next chunk, 170 ms at p50.
 */
import { sql, type Kysely, type Transaction } from 'kysely';

type Work<T> = (trx: Transaction<any>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  alone: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** A bound on one batch, so that reads waiting for the connection are not held up for long. */
const MAX_BATCH = 32;

export class GroupCommit {
  private queue: Job[] = [];
  private scheduled = false;
  private running = false;

  constructor(private readonly db: Kysely<any>) {}

  /** Run `work` in the next batch (`alone`: a batch of its own); settles after that batch commits. */
  run<T>(work: Work<T>, alone = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, alone, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running || !this.queue.length) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /** How many of the queue's first jobs commit together: up to MAX_BATCH, a job that runs alone by itself. */
  private nextBatch(): number {
    if (this.queue[0].alone) return 1;
    let n = 1;
    while (n < this.queue.length && n < MAX_BATCH && !this.queue[n].alone) n++;
    return n;
  }

  private async flush(): Promise<void> {
    this.running = true;
    const jobs = this.queue.splice(0, this.nextBatch());
    const outcomes: Outcome[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const job of jobs) {
          await sql`savepoint write_job`.execute(trx);
          try {
            const value = await job.work(trx);
            await sql`release savepoint write_job`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            try {
              await sql`rollback to savepoint write_job`.execute(trx);
              await sql`release savepoint write_job`.execute(trx);
            } catch {
              // SQLite ended the whole transaction itself (a full disk, an I/O error: "no such
              // savepoint"): the writes before this one are gone too, and every job of the batch
              // fails with this one's cause, not with the savepoint's.
              throw error;
            }
            outcomes.push({ ok: false, error });
          }
        }
      });
      jobs.forEach((job, i) => {
        const outcome = outcomes[i];
        if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.error);
      });
    } catch (error) {
      // The batch did not commit: no write of it happened, whatever its own work answered.
      for (const job of jobs) job.reject(error);
    } finally {
      this.running = false;
      this.schedule();
    }
  }
}
