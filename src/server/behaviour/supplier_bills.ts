/**
 * Supplier bills beyond their traits (purchase_document prices them per input tax code,
 * chained_document numbers them BILL- and locks them at confirm): the due date, the balance and
 * the payment status are kept as on sales invoices (sales/payment-rules.ts settledDocumentRules:
 * due date from the bill date and the terms; not voided or reopened while payments are against it).
 *
 * The supplier's invoice number is unique per supplier (api-contract.md "Purchases and
 * payables"): a second bill of the same supplier with the same number (case and spaces aside; a
 * void bill does not count) answers 409 naming the first. The check runs with the supplier's row
 * locked, so two bills typed at once cannot both pass.
 *
 * A bill converted from a purchase order (POST /purchase_orders/{id}/convert) is never above it:
 * each of its lines, with what other bills not void took of the same order line, stays within what
 * was ordered; a save or a confirm that would bill more answers 409 in a sentence naming the line
 * and the order. The order's row is locked first, as its conversion locks it.
 */
import { sql } from 'kysely';
import type { WireRecord } from '../db/codec';
import { defineBehaviour, type WriteStep } from '../behaviours';
import { conflict } from '../errors';
import { settledDocumentRules, SUPPLIER_PAYMENTS } from '../sales/payment-rules';

const settled = settledDocumentRules(SUPPLIER_PAYMENTS);

/** The number as it is compared: trimmed, lower case. */
const key = (no: unknown) => String(no ?? '').trim().toLowerCase();

const ORDERS = 'purchase_orders';

export default defineBehaviour((deps) => {
  const rules = settled(deps);
  const companies = deps.registry.require('companies');
  const orders = deps.registry.require(ORDERS);
  const bills = deps.registry.require('supplier_bills');
  const billLines = bills.children.find((c) => c.child.field === 'lines')!;

  /** Refuse lines that would bill more of their purchase order line than was ordered. */
  async function withinOrder({ input, current, uow }: WriteStep): Promise<void> {
    const source = (name: string) => (input && name in input.values ? input.values[name] : current?.[name]);
    if (source('source_collection') !== ORDERS || source('status') === 'V') return;
    const stored = new Map(((current?.lines as WireRecord[] | undefined) ?? []).map((l) => [Number(l.id), l]));
    const sent = input?.lines?.lines;
    const lines = sent ? sent.map((l) => ({ ...(l.id !== undefined ? stored.get(l.id) : {}), ...l.values })) : [...stored.values()];
    const asked = new Map<number, number>();
    for (const l of lines) if (l.source_line_id !== null && l.source_line_id !== undefined) asked.set(Number(l.source_line_id), (asked.get(Number(l.source_line_id)) ?? 0) + Number(l.qty ?? 0));
    if (!asked.size) return;
    const order = await uow.lock(orders, Number(source('source_id'))).catch(() => null);
    if (!order) return;
    const others = await uow.trx
      .selectFrom(`${billLines.def.table} as l`)
      .innerJoin(`${bills.def.table} as h`, 'h.id', 'l.header_id')
      .select(['l.source_line_id as source_line_id', (eb) => eb.fn.sum<number>('l.qty').as('qty')])
      .where('l.source_line_id', 'in', [...asked.keys()])
      .where('h.status', '!=', 'V')
      .$if(current?.id !== undefined, (q) => q.where('h.id', '!=', Number(current!.id)))
      .groupBy('l.source_line_id')
      .execute();
    const billedElsewhere = new Map(others.map((r) => [Number(r.source_line_id), Number(r.qty ?? 0)]));
    for (const line of (order.lines as WireRecord[] | undefined) ?? []) {
      const want = asked.get(Number(line.id));
      if (want === undefined) continue;
      const before = billedElsewhere.get(Number(line.id)) ?? 0;
      const ordered = Number(line.qty ?? 0);
      if (Math.round((before + want) * 1e6) > Math.round(ordered * 1e6)) {
        throw conflict(`"${String(line.description)}" is billed ${want} here and ${before} on other bills, more than the ${ordered} ordered on ${String(order.po_no ?? `purchase order ${order.id}`)}: a bill is never above its purchase order`, {
          field: 'lines',
          line_id: Number(line.id),
          open: Math.max(0, ordered - before),
        });
      }
    }
  }

  return {
    ...rules,
    async validate(step) {
      if (step.kind === 'create' || step.kind === 'update' || (step.kind === 'status' && step.input?.values.status === 'C' && step.current?.status !== 'C')) await withinOrder(step);
      const { kind, input, current, uow, info } = step;
      if (!input) return;
      const value = (name: string) => (name in input.values ? input.values[name] : current?.[name]);
      const confirming = kind === 'status' && input.values.status === 'C' && current?.status !== 'C';
      const changing = (kind === 'create' || kind === 'update') && ('supplier_invoice_no' in input.values || 'company_id' in input.values);
      if ((!confirming && !changing) || value('status') === 'V') return;
      const number = key(value('supplier_invoice_no'));
      const companyId = Number(value('company_id'));
      if (!number || !Number.isFinite(companyId)) return; // the required-field checks answer
      const supplier = await uow.lock(companies, companyId).catch(() => null);
      if (!supplier) return; // the reference check answers for a missing supplier
      const first = await uow.trx
        .selectFrom(info.def.table)
        .select(['id', 'bill_no', 'supplier_invoice_no'])
        .where('company_id', '=', companyId)
        .where('status', '!=', 'V')
        .where(sql`lower(trim(supplier_invoice_no))`, '=', number)
        .$if(current?.id !== undefined, (q) => q.where('id', '!=', Number(current!.id)))
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!first) return;
      const named = (first.bill_no as string | null) ?? `draft bill ${first.id}`;
      throw conflict(`${supplier.company_name}'s invoice ${String(first.supplier_invoice_no)} is already entered as ${named}: a supplier's invoice is billed once`, {
        field: 'supplier_invoice_no',
        bill_id: Number(first.id),
        bill_no: first.bill_no ?? null,
      });
    },
  };
});
