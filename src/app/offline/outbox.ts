/**
 * The outbox of writes made without a network (issue 14, "Offline"): each is kept in local
 * storage with the idempotency key it was first sent with, in order, and sent again in that order
 * when the network returns. The server applies a key once (README, "Idempotency keys"), so a
 * write that did reach it before the signal died is not applied twice.
 *
 * A write the server refuses when it finally arrives is never dropped silently: a 409 (the office
 * changed the record meanwhile) keeps the technician's values and the office's side by side until
 * they choose; any other refusal stays with its message until dismissed. A 409
 * IDEMPOTENCY_IN_PROGRESS is no refusal: the server still runs the write, and it is sent again.
 *
 * A write made with a merge (the service report's Save, issue 35.1) joins the same call still
 * waiting instead of queueing a second copy beside it: one write, its body merged. Only a write
 * never tried takes the merge under its key: a key once sent may hold the server's answer to the
 * body sent then, so a tried write goes as it was and the later one follows with its own key.
 * With the browser known to be offline a write is not tried at all (it cannot leave).
 */
import { session } from '../authProvider/session';

export interface OutboxEntry {
  /** The Idempotency-Key the write was first sent with, and is sent with again. */
  key: string;
  url: string;
  method: string;
  body?: unknown;
  queuedAt: number;
  /** The user who made it: only their session sends it (a shared phone's next user does not). */
  owner: number | null;
  state: 'waiting' | 'conflict' | 'refused';
  /** Sent at least once (the answer may have been lost): its key may hold the server's answer to this body, which is never changed under it. */
  tried?: boolean;
  /** Why the server refused it: its message, and on 409 the record as the office left it. */
  problem?: { status: number; message: string; office?: Record<string, unknown> | null };
}

/** A raw API call: the answer's status and JSON; rejects only when the network failed. */
export type OutboxSender = (url: string, init: { method: string; body?: unknown; idempotencyKey: string }) => Promise<{ status: number; json: any }>;

/** Whether the browser knows it has no network (a write then certainly does not leave: it is kept untried). */
export const knownOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** How a later write joins the same call still waiting: the body to send instead of both. */
export type OutboxMerge = (queued: unknown, later: unknown) => unknown;

const STORAGE_KEY = 'fsb.outbox';

/** The record a write was about: /api/v1/{collection}/{id}[/call] → /api/v1/{collection}/{id}. */
export function recordUrlOf(url: string): string | null {
  const m = /^(.*\/api\/v1\/[a-z_]+\/[0-9]+)(\/[^?]*)?(\?.*)?$/.exec(url);
  return m ? m[1] : null;
}

export class Outbox {
  private listeners = new Set<() => void>();
  private cached: OutboxEntry[] | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null,
    /** The signed-in user's id, whose entries this session shows and sends. */
    private readonly owner: () => number | null = () => null,
  ) {}

  /** Whether an entry is the signed-in user's. */
  isMine = (entry: OutboxEntry): boolean => (entry.owner ?? null) === this.owner();

  entries(): OutboxEntry[] {
    if (this.cached) return this.cached;
    try {
      this.cached = JSON.parse(this.storage?.getItem(STORAGE_KEY) ?? '[]') as OutboxEntry[];
    } catch {
      this.cached = [];
    }
    return this.cached;
  }

  /** How many writes still wait to be sent. */
  waiting(): number {
    return this.entries().filter((e) => e.state === 'waiting' && this.isMine(e)).length;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private save(entries: OutboxEntry[]) {
    this.cached = entries;
    this.storage?.setItem(STORAGE_KEY, JSON.stringify(entries));
    for (const l of this.listeners) l();
  }

  /**
   * Keep a write for the network. With `merge`, a waiting write of this user's to the same URL and
   * method that was never tried takes the merged body, keeping its key and place; otherwise the
   * write is added at the end.
   */
  add(entry: Omit<OutboxEntry, 'queuedAt' | 'state' | 'owner'>, merge?: OutboxMerge): void {
    const entries = this.entries();
    const same = merge ? entries.findLastIndex((e) => e.state === 'waiting' && this.isMine(e) && e.url === entry.url && e.method === entry.method) : -1;
    if (merge && same >= 0 && !entries[same].tried && !entry.tried) {
      this.save(entries.map((e, i) => (i === same ? { ...e, body: merge(e.body, entry.body) } : e)));
      return;
    }
    this.save([...entries, { ...entry, queuedAt: Date.now(), owner: this.owner(), state: 'waiting' }]);
  }

  /** The bodies of this user's writes to a URL that wait to be sent, oldest first. */
  waitingBodies(url: string, method = 'POST'): unknown[] {
    return this.entries()
      .filter((e) => e.state === 'waiting' && this.isMine(e) && e.url === url && e.method === method)
      .map((e) => e.body);
  }

  /** Forget an entry (sent, or dismissed by the technician). */
  remove(key: string): void {
    this.save(this.entries().filter((e) => e.key !== key));
  }

  /** Send a refused write again as a new write (the technician chose theirs over the office's). */
  retry(key: string, changes: { body?: unknown; newKey: string }): void {
    this.save(this.entries().map((e) => (e.key === key ? { ...e, key: changes.newKey, body: changes.body ?? e.body, state: 'waiting', problem: undefined, tried: false } : e)));
  }

  private mark(key: string, state: OutboxEntry['state'], problem: OutboxEntry['problem']) {
    this.save(this.entries().map((e) => (e.key === key ? { ...e, state, problem } : e)));
  }

  /**
   * Send the waiting writes in order; stops at the first that finds no network (the rest keep
   * their place). One flush at a time.
   */
  flush(send: OutboxSender): Promise<void> {
    this.flushing ??= this.sendWaiting(send).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendWaiting(send: OutboxSender): Promise<void> {
    for (;;) {
      const next = this.entries().find((e) => e.state === 'waiting' && this.isMine(e));
      if (!next) return;
      if (knownOffline()) return; // not tried: it stays open to a later save's merge
      let answer: { status: number; json: any };
      // From here its key may reach the server: nothing is merged into it any more.
      if (!next.tried) this.save(this.entries().map((e) => (e.key === next.key ? { ...e, tried: true } : e)));
      try {
        answer = await send(next.url, { method: next.method, body: next.body, idempotencyKey: next.key });
      } catch {
        return; // still no network
      }
      if (answer.status >= 200 && answer.status < 300) {
        this.remove(next.key);
        continue;
      }
      if (answer.status >= 500) return; // the server's trouble: try again later, in the same order
      // The server is still running this very write (its key is in progress, e.g. sent just before
      // the signal died): no conflict, its answer comes with a later try (the next flush).
      if (answer.status === 409 && answer.json?.errors?.[0]?.code === 'IDEMPOTENCY_IN_PROGRESS') return;
      const message = String(answer.json?.errors?.[0]?.title ?? `HTTP ${answer.status}`);
      if (answer.status === 409) {
        const recordUrl = recordUrlOf(next.url);
        let office: Record<string, unknown> | null = null;
        if (recordUrl) {
          try {
            const current = await send(recordUrl, { method: 'GET', idempotencyKey: next.key });
            office = current.status === 200 ? (current.json?.data ?? null) : null;
          } catch {
            office = null;
          }
        }
        this.mark(next.key, 'conflict', { status: 409, message, office });
      } else {
        this.mark(next.key, 'refused', { status: answer.status, message });
      }
    }
  }
}

export const outbox = new Outbox(typeof localStorage === 'undefined' ? null : localStorage, () => session.read()?.userId ?? null);

/** A fresh idempotency key. */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
