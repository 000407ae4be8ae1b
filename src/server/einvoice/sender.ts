/**
 * Sending confirmed invoices and credit notes through the InvoiceNow Access Point (issue 39 item 4;
 * api-contract.md "GST: tax codes, InvoiceNow..."; the protocol in einvoice/access-point.ts).
 *
 * The queue is a table of its own, `einvoice_queue` (one row per document waiting or being tried),
 * and the document's own `einvoice_status` says where it stands (queued, sent, delivered, failed;
 * not_sent until queued). The mail outbox (mail/mailer.ts) sends at once and keeps no retries, so
 * it did not fit: a document waits here until the Access Point has answered.
 *
 * - A row is claimed for a try by setting its lease (`lease_until`) in a short transaction: on
 *   PostgreSQL the due rows are read FOR UPDATE SKIP LOCKED, so several instances never claim one
 *   row twice; SQLite's writes are one at a time. The Access Point is called after the claim has
 *   committed, never inside a transaction.
 * - Not answered, or 5xx: tried again after `retrySeconds` doubling each time, up to an hour,
 *   MAX_ATTEMPTS tries in all; the document stays queued with the last error in einvoice_error.
 *   A 4xx is the Access Point's refusal: failed, with its reason, not tried again.
 * - A server that dies during a try leaves the lease to run out (LEASE_SECONDS), and the row is
 *   tried again. The document is never sent twice: every try carries the same UUID as the
 *   Access Point's idempotency key, and the Access Point answers a key it knows with what became
 *   of the first (accepted, delivered) instead of sending again.
 */
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Records } from '../db/records';
import type { TableSpec } from '../db/sync';
import { SYSTEM_ACTOR } from '../db/unit-of-work';
import type { Registry } from '../registry';
import { unixNow } from '../clock';
import type { ApOutcome, AccessPoint } from './access-point';
import { documentUuid, ublOf, type UblCollection } from './ubl';

export const EINVOICE_QUEUE_TABLE: TableSpec = {
  name: 'einvoice_queue',
  columns: [
    { name: 'collection', kind: 'text', notNull: true },
    { name: 'record_id', kind: 'int', notNull: true },
    { name: 'attempts', kind: 'int', notNull: true },
    // Due for its next try (unix seconds).
    { name: 'next_at', kind: 'bigint', notNull: true },
    // Claimed by a try until then; 0: free.
    { name: 'lease_until', kind: 'bigint', notNull: true },
    { name: 'created_at', kind: 'bigint', notNull: true },
  ],
  indexes: [{ columns: ['collection', 'record_id'], unique: true }, { columns: ['next_at'] }],
};

export const EINVOICE_COLLECTIONS: readonly UblCollection[] = ['sales_invoices', 'credit_notes'];
export const EINVOICE_STATES = ['not_sent', 'queued', 'sent', 'delivered', 'failed'] as const;
export type EinvoiceState = (typeof EINVOICE_STATES)[number];
/** The audit log's action of a write of the sending's state (a bookkeeping action: it passes a confirmed document's lock). */
export const EINVOICE_ACTION = 'einvoice';
export const MAX_ATTEMPTS = 10;
const LEASE_SECONDS = 120;
const MAX_WAIT_SECONDS = 3600;

/** Confirming (or resending) puts the document in the queue, due now, inside the write's transaction. */
export async function queueIn(trx: Kysely<any>, collection: UblCollection, id: number, now = unixNow()): Promise<void> {
  const updated = await trx.updateTable(EINVOICE_QUEUE_TABLE.name).set({ next_at: now, attempts: 0 }).where('collection', '=', collection).where('record_id', '=', id).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await trx.insertInto(EINVOICE_QUEUE_TABLE.name).values({ collection, record_id: id, attempts: 0, next_at: now, lease_until: 0, created_at: now }).execute();
}

/** Told after a commit that queued a document: the senders look at once instead of at their next turn. */
export const einvoiceQueued = new EventEmitter();
einvoiceQueued.setMaxListeners(0);

/** The wait before try `attempts + 1`: `base` doubling each try, at most an hour. */
export const backoffSeconds = (base: number, attempts: number): number => Math.min(MAX_WAIT_SECONDS, base * 2 ** Math.max(0, attempts - 1));

interface Claimed {
  id: number;
  collection: UblCollection;
  record_id: number;
  attempts: number;
}

export class EinvoiceSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly wake = () => void this.sweep();

  constructor(
    private readonly ap: AccessPoint,
    private readonly registry: Registry,
    private readonly records: Records,
    private readonly dialect: 'sqlite' | 'postgres',
    private readonly retrySeconds: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Look for due documents every few seconds, and at once when one is queued. */
  start(): void {
    einvoiceQueued.on('queued', this.wake);
    this.timer = setInterval(this.wake, Math.max(1, Math.min(this.retrySeconds, 30)) * 1000);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    einvoiceQueued.off('queued', this.wake);
    clearInterval(this.timer);
    await this.running;
  }

  /** Try every due document; settles when the queue has nothing due (a call meanwhile runs once more after). */
  sweep(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        for (let row = await this.claim(); row && !this.stopped; row = await this.claim()) await this.attempt(row);
      } while (this.again && !this.stopped);
    })()
      .catch((e) => this.log.error({ err: e }, 'the e-invoice queue could not be worked through; it is tried again at its next turn'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** The next due row, its lease taken and its try counted, or undefined. */
  private claim(): Promise<Claimed | undefined> {
    if (this.stopped) return Promise.resolve(undefined);
    return this.records.write(async (trx) => {
      const now = unixNow();
      let query = trx.selectFrom(EINVOICE_QUEUE_TABLE.name).select(['id', 'collection', 'record_id', 'attempts']).where('next_at', '<=', now).where('lease_until', '<=', now).orderBy('next_at').orderBy('id').limit(1);
      if (this.dialect === 'postgres') query = query.forUpdate().skipLocked();
      const row = await query.executeTakeFirst();
      if (!row) return undefined;
      const attempts = Number(row.attempts) + 1;
      await trx.updateTable(EINVOICE_QUEUE_TABLE.name).set({ lease_until: now + LEASE_SECONDS, attempts }).where('id', '=', row.id).execute();
      return { id: Number(row.id), collection: row.collection as UblCollection, record_id: Number(row.record_id), attempts };
    });
  }

  private async attempt(row: Claimed): Promise<void> {
    const info = this.registry.require(row.collection);
    let doc: Record<string, any> | undefined;
    try {
      doc = await this.records.get(info, row.record_id);
    } catch {
      doc = undefined;
    }
    if (!doc || doc.status !== 'C') {
      // Deleted, reopened or voided while it waited: nothing to send.
      await this.done(row, doc ? { status: 'not_sent', error: `Not sent: the ${info.def.labelSingular.toLowerCase()} was no longer confirmed when its turn came` } : undefined);
      return;
    }
    let outcome: ApOutcome;
    try {
      outcome = await this.ap.send(String(doc.einvoice_uuid || documentUuid(row.collection, row.record_id)), await ublOf(this.records.reader(), row.collection, doc));
    } catch (e) {
      outcome = { kind: 'retry', reason: `The e-invoice could not be written: ${(e as Error)?.message ?? e}` };
    }
    const number = doc.invoice_no ?? doc.credit_note_no ?? `${row.collection} ${row.record_id}`;
    if (outcome.kind === 'retry') {
      if (row.attempts >= MAX_ATTEMPTS) {
        this.log.warn({ collection: row.collection, id: row.record_id, attempts: row.attempts, reason: outcome.reason }, `e-invoice ${number} failed: the Access Point did not take it after ${row.attempts} tries`);
        await this.done(row, { status: 'failed', error: `Not sent after ${row.attempts} tries. ${outcome.reason}` });
        return;
      }
      const wait = backoffSeconds(this.retrySeconds, row.attempts);
      this.log.warn({ collection: row.collection, id: row.record_id, attempts: row.attempts, wait, reason: outcome.reason }, `e-invoice ${number} not sent; tried again in ${wait} s`);
      await this.records.write((trx) => trx.updateTable(EINVOICE_QUEUE_TABLE.name).set({ next_at: unixNow() + wait, lease_until: 0 }).where('id', '=', row.id).execute());
      await this.mark(row.collection, row.record_id, { status: 'queued', error: `Try ${row.attempts} failed; tried again in ${wait} seconds. ${outcome.reason}` });
      return;
    }
    const state: EinvoiceState = outcome.kind === 'accepted' ? 'sent' : outcome.kind === 'delivered' ? 'delivered' : 'failed';
    const error = outcome.kind === 'failed' || outcome.kind === 'refused' ? `The Access Point refused it: ${outcome.reason}` : null;
    if (error) this.log.warn({ collection: row.collection, id: row.record_id, reason: error }, `e-invoice ${number} refused by the Access Point`);
    else this.log.info({ collection: row.collection, id: row.record_id, uuid: doc.einvoice_uuid }, `e-invoice ${number} ${state}`);
    await this.done(row, { status: state, error });
  }

  /** The row leaves the queue; the document says what became of it. */
  private async done(row: Claimed, result?: { status: EinvoiceState; error: string | null }): Promise<void> {
    await this.records.write((trx) => trx.deleteFrom(EINVOICE_QUEUE_TABLE.name).where('id', '=', row.id).execute());
    if (result) await this.mark(row.collection, row.record_id, result);
  }

  /** Write the document's state (audited, with its live event), unless a webhook already moved it further. */
  async mark(collection: UblCollection, id: number, result: { status: EinvoiceState; error: string | null }): Promise<void> {
    const info = this.registry.require(collection);
    await this.records.transaction(SYSTEM_ACTOR, async (uow) => {
      const doc = await uow.lock(info, id);
      // A delivery the webhook told of before the send's answer was written stays delivered.
      if (doc.einvoice_status === 'delivered' && result.status === 'sent') return;
      if (doc.einvoice_status === result.status && (doc.einvoice_error ?? null) === result.error) return;
      await uow.update(info, id, { values: { einvoice_status: result.status, einvoice_error: result.error } }, { action: EINVOICE_ACTION });
    });
  }
}
