/**
 * A PostgreSQL LISTEN connection on one channel, opened again whenever it is lost (a database
 * restart) until it is closed. Live events (events/index.ts) hear other instances' writes on it,
 * and table versions (table-versions.ts) every client's changes.
 *
 * A connection can also die without a word (a half-open TCP connection: a frozen peer, a dropped
 * route), and a LISTEN connection says nothing while nobody writes, so silence alone proves
 * nothing. Every `heartbeatMs` it therefore says LISTEN again on itself (a no-op round trip); any
 * answer or notification is a sign of life. Once it has been silent for `quietMs` it counts as
 * lost (issue 23, item 9: a frozen listener kept serving old lists and logged-out sessions): the
 * handlers hear `lost` at once (`alive()` is false from that moment, even before the check runs),
 * the connection is destroyed, and a new one is opened. TCP keepalive is on as well.
 */
import pg from 'pg';

const RECONNECT_MS = 1000;
export const DEFAULT_HEARTBEAT_MS = 5_000;
export const DEFAULT_QUIET_MS = 15_000;

export interface ListenerHandlers {
  /** A notification's payload. */
  notification(payload: string | undefined): void;
  /** Listening (again): notifications sent while it was down were missed. */
  listening?(): void;
  /** The connection is lost (or silent past `quietMs`); it is opened again after RECONNECT_MS. */
  lost?(): void;
}

export interface ListenerTiming {
  /** How often the connection proves it is alive, ms. */
  heartbeatMs?: number;
  /** Silence past this, ms, is a lost connection. */
  quietMs?: number;
}

export class PgListener {
  private client: pg.Client | null = null;
  private closed = false;
  /** When the connection last gave a sign of life (performance.now()). */
  private heardAt = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly heartbeatMs: number;
  private readonly quietMs: number;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ListenerHandlers,
    timing: ListenerTiming = {},
  ) {
    this.heartbeatMs = timing.heartbeatMs || DEFAULT_HEARTBEAT_MS;
    this.quietMs = Math.max(timing.quietMs || DEFAULT_QUIET_MS, this.heartbeatMs * 2);
  }

  /** Listen; fails if the first connection cannot be made. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, keepAliveInitialDelayMillis: this.heartbeatMs, connectionTimeoutMillis: this.quietMs });
    client.on('notification', (message) => {
      if (client === this.client) this.heardAt = performance.now();
      this.handlers.notification(message.payload);
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    if (this.closed) return void client.end().catch(() => {});
    this.client = client;
    this.heardAt = performance.now();
    this.heartbeat = setInterval(() => this.beat(client), this.heartbeatMs);
    this.heartbeat.unref();
    this.handlers.listening?.();
  }

  /** Whether the connection is up and has been heard from within `quietMs`. */
  alive(): boolean {
    if (!this.client) return false;
    if (performance.now() - this.heardAt <= this.quietMs) return true;
    this.reconnect(this.client, true);
    return false;
  }

  private beat(client: pg.Client): void {
    if (client !== this.client) return;
    if (!this.alive()) return;
    // LISTEN again on the channel it listens on: a no-op round trip, and the connection's last
    // statement (pg_stat_activity.query) still names what it is for.
    client.query(`LISTEN ${this.channel}`).then(
      () => {
        if (client === this.client) this.heardAt = performance.now();
      },
      () => this.reconnect(client),
    );
  }

  private reconnect(client: pg.Client, silent = false): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    // A silent connection may never say it ended: it is destroyed, not ended politely.
    if (silent) (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    this.handlers.lost?.();
    const retry = () => {
      if (!this.closed) this.start().catch(() => setTimeout(retry, RECONNECT_MS));
    };
    setTimeout(retry, silent ? 0 : RECONNECT_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
