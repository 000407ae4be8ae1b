/**
 * Documents made before each one kept its SGD amounts (issue 34 item 3, 2026-11-28) get them:
 * every priced document its `subtotal_base` and `gst_amount_base` (each its own amount at its
 * exchange rate, rounded half up, as src/shared/tax.ts works them on a save) and a `total_base`
 * that is their sum; every invoice its `balance_due_base` (src/server/sales/settlement.ts); every
 * payment, recorded in SGD before payments had a currency, `currency_id` SGD at rate 1 and
 * `amount_base` its amount; every allocation `invoice_amount`, what it took off its invoice, which
 * was its amount.
 *
 * The readers fall back to the same figures where these are empty, so nothing a person sees
 * changes; the step makes the stored rows say what the readers assume. Bookkeeping: `updated_at`
 * and `updated_by` stay as they were, and no audit entry is written (no value a person set
 * changes). Runs after the sync (which adds the columns), once.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { roundHalfUp } from '../../../shared/tax';
import { balanceBaseCents } from '../../sales/settlement';
import { rateOf } from '../../../shared/invoice-currency';
import { columnsOf } from '../migrate';

/** The priced documents of the time of this step (the priced_document trait's resources). */
const PRICED = ['rfqs', 'quotations', 'sales_orders', 'sales_invoices', 'credit_notes', 'online_orders'];

type Row = Record<string, any>;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** The columns `table` has on this database (none when it has no such table). */
const columns = async (db: Kysely<any>, dialect: DialectName, table: string): Promise<Set<string>> => (await columnsOf(db, dialect, [table])).get(table) ?? new Set();

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  for (const table of PRICED) {
    const has = await columns(db, dialect, table);
    if (!has.has('subtotal_base') || !has.has('gst_amount_base')) continue;
    const rows: Row[] = await db.selectFrom(table).selectAll().where('subtotal_base', 'is', null).orderBy('id').execute();
    for (const row of rows) {
      const rate = rateOf(row);
      const subtotalBase = roundHalfUp(num(row.subtotal) * rate);
      const gstBase = roundHalfUp(num(row.gst_amount) * rate);
      const set: Row = { subtotal_base: subtotalBase, gst_amount_base: gstBase, total_base: subtotalBase + gstBase };
      if (has.has('balance_due_base') && row.balance_due !== null && row.balance_due !== undefined) {
        // In cents, as stored: the settlement's rule reads the document's total in the same unit.
        set.balance_due_base = balanceBaseCents({ ...row, total_base: set.total_base }, num(row.balance_due));
      }
      await db.updateTable(table).set(set).where('id', '=', row.id).execute();
    }
  }
  const invoices = await columns(db, dialect, 'sales_invoices');
  if (invoices.has('balance_due_base')) {
    // Invoices whose SGD amounts were kept but not their SGD balance (confirmed before it was).
    const rows: Row[] = await db.selectFrom('sales_invoices').selectAll().where('balance_due_base', 'is', null).where('balance_due', 'is not', null).execute();
    for (const row of rows) await db.updateTable('sales_invoices').set({ balance_due_base: balanceBaseCents(row, num(row.balance_due)) }).where('id', '=', row.id).execute();
  }
  const payments = await columns(db, dialect, 'payments');
  if (payments.has('amount_base')) {
    const set: Row = { amount_base: sql.ref('amount') };
    if (payments.has('currency_id')) set.currency_id = sql`coalesce(currency_id, 'SGD')`;
    if (payments.has('exchange_rate')) set.exchange_rate = sql`coalesce(exchange_rate, 1)`;
    await db.updateTable('payments').set(set).where('amount_base', 'is', null).execute();
  }
  if ((await columns(db, dialect, 'payment_allocations')).has('invoice_amount')) {
    await db.updateTable('payment_allocations').set({ invoice_amount: sql.ref('amount') }).where('invoice_amount', 'is', null).execute();
  }
}

export default { id: '0004-sgd-amounts', up, afterSync: true };
