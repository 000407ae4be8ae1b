/**
 * Which server instances are alive (issue 35, item 4): something one instance leaves in the
 * database while it works (an idempotency key in progress) belongs to it, and is given up at
 * once when that instance is gone, not after a timeout.
 *
 * Every start is a new instance: a random positive 31-bit number, with the process id.
 * - PostgreSQL (several instances may share the database): the instance holds a session advisory
 *   lock on its number on a connection of its own for as long as it runs. A process that dies
 *   (kill -9, a lost host) loses its connection and PostgreSQL drops the lock with it; another
 *   instance asks `pg_try_advisory_xact_lock` (released again at the end of that statement):
 *   getting it means the owner is gone. If the lock's connection is lost the instance takes it
 *   again on a new one (RETRY_MS).
 * - SQLite (one machine): alive is an instance of this process that has not closed, or another
 *   process that still exists. The same process id as ours but another instance is an earlier
 *   run of a server that restarted with our id (a container's pid 1), so gone.
 */
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DialectName } from './connect';

/** The advisory locks' first key: this module's namespace (any fixed number no other lock uses). */
const LOCK_SPACE = 35_004;
const RETRY_MS = 1000;

/** Who owns something: the instance and its process. */
export interface Owner {
  instance: number;
  pid: number;
}

/** The instances of this process that have not closed. */
const openHere = new Set<number>();

export class ServerInstance implements Owner {
  readonly instance = randomInt(1, 2 ** 31 - 1);
  readonly pid = process.pid;
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly dialect: DialectName,
    private readonly databaseUrl: string,
    private readonly db: () => Kysely<any>,
    private readonly log?: { warn(obj: object, msg: string): void },
  ) {}

  /** Start being alive (PostgreSQL: take the lock; fails if the first connection cannot be made). */
  async start(): Promise<void> {
    openHere.add(this.instance);
    if (this.dialect === 'postgres') await this.hold();
  }

  private async hold(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.log?.warn({ err }, 'the instance lock connection was lost; taking the lock again');
      this.retry = setTimeout(() => void this.hold().catch((e) => lost(e)), RETRY_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query('select pg_advisory_lock($1, $2)', [LOCK_SPACE, this.instance]);
    if (this.closed) return void (await client.end().catch(() => undefined));
    this.client = client;
  }

  /** Whether the owner of something is still running (it may finish what it started). */
  async alive(owner: Owner): Promise<boolean> {
    if (owner.instance === this.instance || openHere.has(owner.instance)) return true;
    if (this.dialect === 'postgres') {
      const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_xact_lock(${LOCK_SPACE}, ${owner.instance}) as got`.execute(this.db());
      return !rows[0]?.got;
    }
    if (owner.pid === process.pid) return false;
    try {
      process.kill(owner.pid, 0);
      return true;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EPERM'; // exists, someone else's
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    openHere.delete(this.instance);
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
