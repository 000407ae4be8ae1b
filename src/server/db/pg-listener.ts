/**
 * A PostgreSQL LISTEN connection on one channel, opened again whenever it is lost (a database
 * restart) until it is closed. Live events (events/index.ts) hear other instances' writes on it,
 * and table versions (table-versions.ts) every client's changes.
 */
import pg from 'pg';

const RECONNECT_MS = 1000;

export interface ListenerHandlers {
  /** A notification's payload. */
  notification(payload: string | undefined): void;
  /** Listening (again): notifications sent while it was down were missed. */
  listening?(): void;
  /** The connection is lost; it is opened again after RECONNECT_MS. */
  lost?(): void;
}

export class PgListener {
  private client: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ListenerHandlers,
  ) {}

  /** Listen; fails if the first connection cannot be made. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => this.handlers.notification(message.payload));
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    if (this.closed) return void client.end().catch(() => {});
    this.client = client;
    this.handlers.listening?.();
  }

  private reconnect(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.handlers.lost?.();
    const retry = () => {
      if (!this.closed) this.start().catch(() => setTimeout(retry, RECONNECT_MS));
    };
    setTimeout(retry, RECONNECT_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
