/**
 * Opening balances (issue 36 item 6), the two imports a switching office needs on day one.
 *
 * Open invoices (`POST /sales_invoices/import?kind=opening_balances`): customer, invoice number,
 * date, due date, amount outstanding and currency per row. Each becomes a confirmed sales invoice
 * flagged `opening_balance`, with one line "Opening balance" of that amount and no GST of its own:
 * its GST was charged and reported in the old system, so the GST F5 leaves out every invoice with
 * `opening_balance` set. Its balance, payment status (Overdue once past its due date), receivables,
 * statements and overdue reminders then work as for any confirmed invoice, and payments are
 * allocated to it as usual. Its one line is priced as a form prices it, with the tax code OS (out of
 * scope: no GST), so its total is the amount given. The number is kept as given, not taken from the
 * numbering series; where it is written as the series writes its numbers (INV-00042) the series is
 * moved past it, so the next invoice confirmed never meets it. The due date given is kept as a
 * settlement figure (the audit action `settle`), since the terms' days would not give it.
 *
 * Stock on hand (`POST /stock_movements/import?kind=opening_stock`): product (by SKU), warehouse,
 * quantity, and optionally a unit cost and a date. The rows of one warehouse (and date) become one
 * confirmed stock movement In, reason Opening, with a line per product, so each warehouse's stock
 * and the ledger explain every unit from the first day. A unit cost moves the product's cost price
 * by moving average, as a goods receipt does.
 */
import type { FieldDef, ResourceDef } from '../../shared/resource-spec';
import { singaporeMidnight } from '../../shared/singapore-time';
import { fromCents } from '../../shared/tax';
import { unixNow } from '../clock';
import { translate } from '../i18n';
import { followReceivedCost } from '../purchases/receive';
import type { Registry, ResourceInfo } from '../registry';
import { cents, settlementValues } from '../sales/settlement';
import { BASE_CURRENCY } from '../traits/priced_document';
import { validateInput } from '../validate';
import { cellText, fieldLabel, labelledBy, squash, type Column } from './columns';
import { shapeField } from './documents';
import { RowProblems } from './problems';
import type { SheetTable } from './read';
import { refusalAt, rowValues, type ImportShape, type ShapeContext } from './shapes';

/** The flag an opening-balance invoice carries (sales_invoices.yaml): the GST F5 leaves such invoices out. */
export const OPENING_FLAG = 'opening_balance';
/** Its due date is kept as given with the bookkeeping action invoices' settlement figures are kept with (traits/chained_document.ts). */
const SETTLE_ACTION = 'settle';
/** The description of an opening balance's one line. */
export const OPENING_LINE = 'Opening balance';

const copy = (def: ResourceDef, name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ ...def.fields.find((f) => f.name === name)!, readonly: false, ...extra });
const own = (def: ResourceDef, fields: FieldDef[], importKey?: string): ResourceDef => ({ ...def, importKey, fields });
const mapOf = (def: ResourceDef, fields: FieldDef[], names: string[]) => new Map(fields.filter((f) => names.includes(f.name)).map((f) => [f.name, { def, field: f }]));

const oneByOne = (table: SheetTable) => table.rows.map((_, r) => [r]);

export function openingInvoicesShape(_registry: Registry, info: ResourceInfo): ImportShape | undefined {
  if (info.def.resource !== 'sales_invoices') return undefined;
  const { def } = info;
  const fields = [
    copy(def, 'company_id'),
    copy(def, 'invoice_no', { required: true, help: 'Kept as given (the number in the old system), not taken from the numbering series' }),
    copy(def, 'invoice_date'),
    copy(def, 'due_date', { required: true }),
    shapeField('amount_outstanding', 'Amount outstanding', 'money', { required: true, help: 'What the customer still owes on it, GST included (its GST was reported in the old system)' }),
    copy(def, 'currency_id'),
  ];
  const shapeDef = own(def, fields);
  const values = mapOf(def, fields, fields.map((f) => f.name));
  return {
    kind: 'opening_balances',
    def: shapeDef,
    group: oneByOne,
    async write(ctx: ShapeContext, rows: number[]) {
      const r = rows[0];
      const row = ctx.source.rowNumbers[r];
      const given = await rowValues(ctx, r, values);
      const place = (field: string | null) => ({ row, field: field && values.has(field.split('.')[0]) ? field.split('.')[0] : field?.startsWith('lines.') ? 'amount_outstanding' : null });
      const missing = fields.filter((f) => f.required && (given[f.name] === undefined || given[f.name] === null));
      if (missing.length) throw new RowProblems(missing.map((f) => ({ row, column: ctx.columns.find((c) => c.field!.name === f.name)?.letter ?? null, field: f.name, title: `${f.label} is required` })));
      const amount = cents(given.amount_outstanding);
      if (!(amount > 0) || Math.round(Number(given.amount_outstanding) * 100) / 100 !== Number(given.amount_outstanding)) {
        throw new RowProblems([{ row, column: ctx.columns.find((c) => c.field!.name === 'amount_outstanding')?.letter ?? null, field: 'amount_outstanding', title: 'Amount outstanding must be more than 0.00, in cents at most (an invoice paid in full is not an opening balance)' }]);
      }
      try {
        // Priced as a form prices it: one line of the amount, out of scope of GST (OS: no GST of its own).
        const input = validateInput(def, { company_id: given.company_id, invoice_date: given.invoice_date, currency_id: given.currency_id ?? BASE_CURRENCY, status: 'C', lines: [{ description: OPENING_LINE, qty: 1, unit_price: fromCents(amount), tax_code: 'OS' }] }, false, ctx.info.children);
        input.values.invoice_no = given.invoice_no;
        if (def.fields.some((f) => f.name === OPENING_FLAG)) input.values[OPENING_FLAG] = true;
        await ctx.owned.checkCreate(ctx.info, ctx.principal, input.values);
        let record = await ctx.uow.create(ctx.info, input);
        await moveSeriesPast(ctx, def, String(given.invoice_no));
        // The due date the old system gave it (not one of the terms' days), and the payment status it makes.
        const due = singaporeMidnight(Number(given.due_date));
        if (Number(record.due_date) !== due) {
          const values = { due_date: due, ...settlementValues({ ...record, due_date: due }, 0, 0, unixNow()) };
          record = await ctx.uow.update(ctx.info, Number(record.id), { values }, { action: SETTLE_ACTION });
        }
        return { kind: 'created' as const, record };
      } catch (e) {
        throw refusalAt(e, shapeDef, ctx.columns, place);
      }
    },
  };
}

/** A number written as the series writes them (its prefix, then digits): the series' next number is moved past it. */
async function moveSeriesPast(ctx: ShapeContext, def: ResourceDef, number: string): Promise<void> {
  const code = def.fields.find((f) => f.name === 'invoice_no')?.numbering;
  if (!code) return;
  const series = await ctx.uow.trx.selectFrom('numbering_series').selectAll().where('code', '=', code).executeTakeFirst();
  if (!series) return;
  const prefix = String(series.prefix ?? '');
  const m = number.startsWith(prefix) ? /^\d{1,15}$/.exec(number.slice(prefix.length)) : null;
  if (!m || Number(m[0]) < Number(series.next_number ?? 1)) return;
  await ctx.uow.trx.updateTable('numbering_series').set({ next_number: Number(m[0]) + 1, updated_at: Math.max(unixNow(), Number(series.updated_at) + 1) }).where('id', '=', series.id).execute();
}

export function openingStockShape(registry: Registry, info: ResourceInfo): ImportShape | undefined {
  if (info.def.resource !== 'stock_movements') return undefined;
  const { def } = info;
  const lineDef = registry.require('stock_movement_lines').def;
  const product = lineDef.fields.find((f) => f.name === 'product_id')!;
  const fields = [
    labelledBy({ ...product }, (locale) => fieldLabel(lineDef, product, locale)),
    copy(def, 'warehouse_id'),
    labelledBy({ ...lineDef.fields.find((f) => f.name === 'qty')!, label: 'Qty on hand', min: 0 }, (locale) => translate(locale, 'app.import.columns.qty_on_hand')),
    shapeField('unit_cost', 'Unit cost', 'money', { min: 0, help: "What one unit cost: moves the product's cost price by moving average, as a goods receipt does" }),
    copy(def, 'movement_date', { required: false, label: 'Date', help: 'The day the stock was counted; today if left empty' }),
  ];
  const shapeDef = own(def, fields);
  const lineValues = new Map([...mapOf(lineDef, fields, ['product_id', 'qty']), ['unit_cost', { def: shapeDef, field: fields[3] }]]);
  const headerValues = mapOf(def, fields, ['warehouse_id', 'movement_date']);
  const movementOf = (table: SheetTable, columns: Column[], r: number) =>
    columns.filter((c) => headerValues.has(c.field!.name)).map((c) => squash(cellText(table.rows[r][c.index] ?? null))).join('\u0000');
  return {
    kind: 'opening_stock',
    def: shapeDef,
    group(table: SheetTable, columns: Column[]) {
      // One movement per warehouse and date, its lines in the file's order.
      const groups = new Map<string, number[]>();
      table.rows.forEach((_, r) => {
        const k = movementOf(table, columns, r);
        groups.set(k, [...(groups.get(k) ?? []), r]);
      });
      return [...groups.values()];
    },
    async write(ctx: ShapeContext, rows: number[]) {
      const first = rows[0];
      const header = await rowValues(ctx, first, headerValues);
      const lines: Array<{ values: Record<string, unknown>; row: number }> = [];
      const problems: RowProblems['problems'] = [];
      for (const r of rows) {
        const row = ctx.source.rowNumbers[r];
        const letter = (name: string) => ctx.columns.find((c) => c.field!.name === name)?.letter ?? null;
        try {
          const v = await rowValues(ctx, r, lineValues);
          if (v.product_id === undefined || v.product_id === null) problems.push({ row, column: letter('product_id'), field: 'product_id', title: 'Product is required' });
          else if (!(Number(v.qty) > 0)) problems.push({ row, column: letter('qty'), field: 'qty', title: 'Qty on hand must be more than 0' });
          else lines.push({ values: v, row });
        } catch (e) {
          if (!(e instanceof RowProblems)) throw e;
          problems.push(...e.problems);
        }
      }
      if (problems.length) throw new RowProblems(problems);
      const place = (field: string | null) => {
        const m = field ? /^lines\.(\d+)(?:\.(\w+))?/.exec(field) : null;
        if (m) return { row: lines[Number(m[1])]?.row ?? ctx.source.rowNumbers[first], field: m[2] && lineValues.has(m[2]) ? m[2] : null };
        return { row: ctx.source.rowNumbers[first], field: field && headerValues.has(field) ? field : null };
      };
      try {
        const products = ctx.registry.require('products').def;
        const named = await ctx.uow.trx.selectFrom(products.table).select(['id', 'name', 'uom']).where('id', 'in', lines.map((l) => Number(l.values.product_id))).execute();
        const byId = new Map(named.map((p) => [Number(p.id), p]));
        const input = validateInput(
          def,
          {
            movement_type: 'In',
            reason: 'Opening',
            movement_date: singaporeMidnight(Number(header.movement_date ?? unixNow())),
            warehouse_id: header.warehouse_id,
            remarks: '<p>Opening stock, imported</p>',
            lines: lines.map((l) => ({ product_id: l.values.product_id, description: String(byId.get(Number(l.values.product_id))?.name ?? ''), qty: l.values.qty, uom: byId.get(Number(l.values.product_id))?.uom ?? null })),
          },
          false,
          ctx.info.children,
        );
        await ctx.owned.checkCreate(ctx.info, ctx.principal, input.values);
        const movement = await ctx.uow.create(ctx.info, input);
        const costed = lines.filter((l) => l.values.unit_cost !== undefined && l.values.unit_cost !== null);
        // The cost moves over the stock held before this opening stock comes in (as a receipt's does).
        if (costed.length) await followReceivedCost(ctx.uow, ctx.registry, { exchange_rate: 1 }, costed.map((l) => ({ line: { product_id: l.values.product_id, unit_cost: l.values.unit_cost }, qty: Number(l.values.qty) })));
        await ctx.uow.setStatus(ctx.info, [Number(movement.id)], 'C');
        return { kind: 'created' as const, record: await ctx.uow.lock(ctx.info, Number(movement.id)) };
      } catch (e) {
        throw refusalAt(e, shapeDef, ctx.columns, place);
      }
    },
  };
}
