/**
 * Invoices made before payments existed (issue 34 item 5) come to today's model: before payments
 * and credit notes (2026-11-27) an invoice had a typed `payment_status` (Unpaid, Partially paid,
 * Paid) and an optional typed `due_date`, and no `amount_paid`, `amount_credited` or
 * `balance_due`. Left so, receivables counted them as nothing owed or everything owed at random,
 * a Paid invoice took a second payment and none ever became Overdue.
 *
 * Runs after the sync (which adds the columns), once, on every invoice whose bookkeeping is
 * missing (a balance or amount empty, or a payment status today's model does not have):
 * - the due date it showed, else the one its terms give (invoice date + Net n days; COD the day);
 * - what confirmed payments and credit notes took off it (none on a database from before them);
 * - a confirmed invoice marked Paid with less than its total recorded is settled by a payment
 *   the upgrade records for the rest (dated the invoice's date, no method, its remarks saying
 *   why): balance 0, Paid, and receivables and statements, which add up payments, agree with it.
 *   It is listed for finance: voiding that payment puts the balance back if the money never came;
 * - one marked Partially paid has no amount to go by: its whole balance stays owed (Overdue or
 *   Unpaid by its due date), no overdue reminder is mailed for it, and it is listed for finance
 *   to record what was received;
 * - a confirmed one with no due date (terms that name no days) is listed too: it never becomes
 *   Overdue by itself;
 * - a draft or void one gets a balance of its total and Unpaid, as today's drafts have; a draft
 *   marked Paid or Partially paid is listed.
 * Every invoice it changes gets an audit entry (action `upgrade`, by the server) saying what it set;
 * the listed ones `upgrade-review`, with the reason as `note`, which the start log repeats; a
 * payment it records gets one too. It writes as bookkeeping: the invoices' `updated_at` and
 * `updated_by` stay as they were.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { unixNow } from '../../clock';
import { dueDateOf, money, paymentStatusOf } from '../../sales/settlement';
import { rateOf } from '../../../shared/invoice-currency';
import { columnsOf } from '../migrate';

/** The audit actions of this step: what it set on an invoice; the same, listed for finance to look at. */
export const UPGRADE_ACTION = 'upgrade';
export const REVIEW_ACTION = 'upgrade-review';

const INVOICES = 'sales_invoices';
const STATUSES = new Set(['Unpaid', 'Partly paid', 'Paid', 'Overdue']);
const OVERDUE_STAGES = [90, 60, 30, 1];

type Row = Record<string, any>;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

async function sums(db: Kysely<any>, tables: Map<string, Set<string>>, kind: 'paid' | 'credited'): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (kind === 'paid') {
    const allocations = tables.get('payment_allocations');
    if (!allocations || !tables.has('payments')) return out;
    // What an allocation took off its invoice, in the invoice's currency, where that is kept.
    const amount = allocations.has('invoice_amount') ? 'coalesce(a.invoice_amount, a.amount)' : 'a.amount';
    const rows = await db
      .selectFrom('payment_allocations as a')
      .innerJoin('payments as p', 'p.id', 'a.header_id')
      .where('p.status', '=', 'C')
      .select(['a.invoice_id as invoice_id', sql<number>`sum(${sql.raw(amount)})`.as('cents')])
      .groupBy('a.invoice_id')
      .execute();
    for (const r of rows) out.set(Number(r.invoice_id), num(r.cents));
  } else {
    if (!tables.get('credit_notes')?.has('invoice_id')) return out;
    const rows = await db.selectFrom('credit_notes').where('status', '=', 'C').select(['invoice_id', (eb) => eb.fn.sum<number>('total').as('cents')]).groupBy('invoice_id').execute();
    for (const r of rows) out.set(Number(r.invoice_id), num(r.cents));
  }
  return out;
}

/** Records a confirmed payment of `cents` against `invoice` (its currency, dated its date); answers its number. */
async function recordPayment(db: Kysely<any>, tables: Map<string, Set<string>>, invoice: Row, cents: number, now: number): Promise<string | null> {
  const payments = tables.get('payments');
  const allocations = tables.get('payment_allocations');
  if (!payments || !allocations) return null;
  const series = await db.selectFrom('numbering_series').selectAll().where('code', '=', 'payment').executeTakeFirst();
  let number: string | null = null;
  if (series) {
    const next = Number(series.next_number ?? 1);
    number = `${series.prefix ?? ''}${String(next).padStart(Number(series.padding ?? 0), '0')}`;
    await db.updateTable('numbering_series').set({ next_number: next + 1, updated_at: Math.max(now, Number(series.updated_at) + 1) }).where('id', '=', series.id).execute();
  }
  const currency = invoice.currency_id ?? 'SGD';
  const rate = rateOf(invoice);
  const values: Row = {
    status: 'C',
    created_at: now,
    updated_at: now,
    created_by: null,
    updated_by: null,
    payment_no: number,
    company_id: invoice.company_id,
    payment_date: invoice.invoice_date,
    method: null,
    reference: 'Upgrade',
    amount: cents,
    unallocated: 0,
    remarks: `Recorded by the upgrade: ${invoice.invoice_no ?? 'the invoice'} was marked Paid before payments were recorded`,
    ...(payments.has('currency_id') ? { currency_id: currency, exchange_rate: rate } : {}),
    ...(payments.has('amount_base') ? { amount_base: Math.round(cents * rate) } : {}),
  };
  for (const k of Object.keys(values)) if (!payments.has(k)) delete values[k];
  const { id } = await db.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow();
  const allocation: Row = { header_id: id, invoice_id: invoice.id, amount: cents, invoice_amount: cents, status: 'O', created_at: now, updated_at: now, created_by: null, updated_by: null };
  for (const k of Object.keys(allocation)) if (!allocations.has(k)) delete allocation[k];
  await db.insertInto('payment_allocations').values(allocation).execute();
  const log = { action: UPGRADE_ACTION, before: null, after: wire({ id: Number(id), ...values, allocations: [{ invoice_id: invoice.id, amount: cents / 100 }] }) };
  await db.insertInto('audit_logs').values({ model: 'payments', header_id: id, user_id: null, action: UPGRADE_ACTION, log: JSON.stringify(log), status: 'O', created_at: now, updated_at: now, created_by: null, updated_by: null }).execute();
  return number;
}

export async function up(db: Kysely<any>, dialect: DialectName): Promise<string[]> {
  const tables = await columnsOf(db, dialect, [INVOICES, 'payments', 'payment_allocations', 'credit_notes']);
  const columns = tables.get(INVOICES);
  if (!columns?.has('balance_due')) return [];
  const paidBy = await sums(db, tables, 'paid');
  const creditedBy = await sums(db, tables, 'credited');
  const now = unixNow();
  const rows: Row[] = await db
    .selectFrom(INVOICES)
    .selectAll()
    .where((eb) => eb.or([eb('amount_paid', 'is', null), eb('amount_credited', 'is', null), eb('balance_due', 'is', null), eb('payment_status', 'is', null), eb('payment_status', 'not in', [...STATUSES])]))
    .orderBy('id')
    .execute();
  const notes: string[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const name = row.invoice_no ?? `Draft invoice ${id}`;
    const total = num(row.total);
    const was = row.payment_status as string | null;
    const confirmed = row.status === 'C';
    const due = row.due_date !== null && row.due_date !== undefined ? Number(row.due_date) : dueDateOf(row.invoice_date, row.payment_terms);
    let paid = paidBy.get(id) ?? 0;
    const credited = creditedBy.get(id) ?? 0;
    const set: Row = { due_date: due };
    let note: string | undefined;
    if (confirmed) {
      if (was === 'Paid' && paid + credited < total) {
        const rest = total - paid - credited;
        const payment = await recordPayment(db, tables, row, rest, now);
        note = `${name} was marked Paid with ${money(rest)} of it not recorded as payments: the upgrade recorded ${payment ?? 'a payment'} for it, dated the invoice's date; void that payment if the money never came`;
        paid += rest;
      } else if (was === 'Partially paid' && paid + credited === 0) {
        note = `${name} was marked Partially paid with no amount recorded: its whole ${money(total)} is shown as owed until the payments received are recorded`;
      } else if (due === null && total - paid - credited > 0) {
        note = `${name} has no due date (payment terms: ${row.payment_terms ?? 'none'}): it never becomes Overdue by itself`;
      }
      const balance = total - paid - credited;
      set.payment_status = paymentStatusOf(total, balance, due, now);
      // No reminder for an amount known to be wrong: finance records what came in first.
      if (was === 'Partially paid' && due !== null && columns.has('overdue_reminded')) {
        const daysPastDue = Math.floor((now - due) / 86_400);
        set.overdue_reminded = OVERDUE_STAGES.find((s) => daysPastDue >= s) ?? row.overdue_reminded ?? null;
      }
    } else {
      if (row.status === 'O' && (was === 'Paid' || was === 'Partially paid')) note = `${name} is a draft marked ${was}: confirm it and record the payment received, or void it`;
      set.payment_status = 'Unpaid';
    }
    const balance = total - paid - credited;
    Object.assign(set, { amount_paid: paid, amount_credited: credited, balance_due: balance });
    // The balance in SGD where the invoice keeps one (its SGD total while nothing is paid).
    if (columns.has('balance_due_base')) {
      const rate = rateOf(row);
      set.balance_due_base = balance === total && row.total_base !== null && row.total_base !== undefined ? num(row.total_base) : Math.round(balance * rate);
    }
    // Bookkeeping: updated_at and updated_by are left as they were.
    await db.updateTable(INVOICES).set(set).where('id', '=', id).execute();
    const before = Object.fromEntries(Object.keys(set).map((k) => [k, row[k] ?? null]));
    const action = note ? REVIEW_ACTION : UPGRADE_ACTION;
    await db
      .insertInto('audit_logs')
      .values({ model: INVOICES, header_id: id, user_id: null, action, log: JSON.stringify({ action, before: wire(before), after: wire(set), ...(note ? { note } : {}) }), status: 'O', created_at: now, updated_at: now, created_by: null, updated_by: null })
      .execute();
    if (note) notes.push(note);
  }
  return notes;
}

/** Cents to the wire's dollars, as the audit log keeps records. */
const MONEY = new Set(['amount_paid', 'amount_credited', 'balance_due', 'balance_due_base', 'amount', 'amount_base', 'unallocated']);
const wire = (values: Row): Row => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, MONEY.has(k) && v !== null ? Number(v) / 100 : v]));

export default { id: '0003-invoices-settled', up, afterSync: true };
