/**
 * Receiving goods against a purchase order (issue 38 item 2; api-contract.md "Purchases and
 * payables": `POST /purchase_orders/{id}/receive {"warehouse_id", "lines": [{"line_id", "qty"}]}`),
 * in the caller's unit of work, the order locked first, so two receipts of one order take turns
 * and never take more than is open between them:
 * - each line asked for is a line of the order, once, more than 0 and at most what is still open
 *   (ordered less received; more answers 409 in a sentence, nothing written);
 * - a confirmed supplier movement In (reason Purchase, `purchase_order_id` the order) takes what
 *   arrived into the warehouse through the stock ledger (behaviour/supplier_movements.ts,
 *   stock/ledger.ts), so product_stocks, stock_ledger and the product's stock follow;
 * - each stocked product's cost follows the received cost by moving average, in SGD at the order's
 *   rate, exact cents: (stock before × cost before + received qty × unit cost) / stock after; a
 *   product with no stock before takes the received cost;
 * - the order's lines get their received_qty and the order its receipt_status, written as
 *   bookkeeping (the action `receive`: a confirmed order stays locked to every other change).
 */
import type { WireRecord } from '../db/codec';
import type { UnitOfWork } from '../db/unit-of-work';
import { conflict, HttpError, type ErrorDetail } from '../errors';
import type { Registry } from '../registry';
import { singaporeMidnight } from '../../shared/singapore-time';
import { fromCents, roundHalfUp, toCents } from '../../shared/tax';
import { unixNow } from '../clock';
import { isStocked, roundQty } from '../stock/ledger';

export interface ReceiptLine {
  line_id: number;
  qty: number;
}

/** The action of the order's own write by a receipt (traits/chained_document.ts BOOKKEEPING_ACTIONS). */
export const RECEIVE_ACTION = 'receive';

export const RECEIPT_STATUS = { none: 'Not received', part: 'Partially received', all: 'Received' } as const;

/** What is still to come of a line: ordered less received. */
export const openQty = (line: WireRecord) => roundQty(Number(line.qty ?? 0) - Number(line.received_qty ?? 0));

/** An order's receipt status from its lines' received quantities. */
export function receiptStatusOf(lines: WireRecord[]): string {
  const received = lines.some((l) => Number(l.received_qty ?? 0) > 0);
  if (!received) return RECEIPT_STATUS.none;
  return lines.every((l) => openQty(l) <= 0) ? RECEIPT_STATUS.all : RECEIPT_STATUS.part;
}

/** Whether anything was received against the order (it can then be neither cancelled nor reopened). */
export const hasReceipts = (order: WireRecord) => ((order.lines as WireRecord[] | undefined) ?? []).some((l) => Number(l.received_qty ?? 0) > 0);

const nameOf = (order: WireRecord) => (order.po_no as string | null) ?? 'this purchase order';

/**
 * Receive `asked` of `order` (locked by the caller, with its lines) into `warehouseId` (the
 * order's own when not given). Answers the order as written and the supplier movement made.
 */
export async function receive(uow: UnitOfWork, registry: Registry, order: WireRecord, warehouseId: number | undefined, asked: ReceiptLine[]): Promise<{ order: WireRecord; movement: WireRecord }> {
  const orders = registry.require('purchase_orders');
  if (order.status === 'V') throw conflict(`${nameOf(order)} is cancelled: nothing can be received against it`, { field: 'status' });
  if (order.status !== 'C') throw conflict('Confirm this purchase order before receiving goods against it', { field: 'status' });
  const lines = (order.lines as WireRecord[] | undefined) ?? [];
  const byId = new Map(lines.map((l) => [Number(l.id), l]));
  if (!asked.length) throw new HttpError('VALIDATION_FAILED', [{ title: 'Say which lines arrived and how many of each', meta: { field: 'lines' } }]);
  const problems: ErrorDetail[] = asked.flatMap((a, i) => {
    const line = byId.get(a.line_id);
    if (!line) return [{ title: `Line ${a.line_id} is not a line of ${nameOf(order)}`, meta: { field: `lines.${i}.line_id` } }];
    if (asked.findIndex((b) => b.line_id === a.line_id) !== i) return [{ title: `"${line.description}" is given more than once: give what arrived of it once`, meta: { field: `lines.${i}.line_id` } }];
    if (!(a.qty > 0)) return [{ title: `The quantity of "${line.description}" received is more than 0, not ${a.qty}`, meta: { field: `lines.${i}.qty` } }];
    return [];
  });
  if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
  for (const [i, a] of asked.entries()) {
    const line = byId.get(a.line_id)!;
    const open = openQty(line);
    if (roundQty(a.qty) > open) {
      throw conflict(
        open <= 0
          ? `Nothing more of "${line.description}" is open on ${nameOf(order)}: all ${Number(line.qty)} are received`
          : `Only ${open} of "${line.description}" are still to be received on ${nameOf(order)}, not ${roundQty(a.qty)}`,
        { field: `lines.${i}.qty` },
      );
    }
  }

  const warehouse = warehouseId ?? Number(order.warehouse_id);
  await followReceivedCost(uow, registry, order, asked.map((a) => ({ line: byId.get(a.line_id)!, qty: roundQty(a.qty) })));

  const movements = registry.require('supplier_movements');
  const created = await uow.create(movements, {
    values: {
      movement_type: 'In',
      reason: 'Purchase',
      company_id: order.company_id,
      warehouse_id: warehouse,
      movement_date: singaporeMidnight(unixNow()),
      purchase_order_id: order.id,
      supplier_ref_no: null,
    },
    lines: {
      lines: asked.map((a) => {
        const line = byId.get(a.line_id)!;
        return { values: { product_id: line.product_id ?? null, description: String(line.description ?? ''), qty: roundQty(a.qty), uom: line.uom ?? null } };
      }),
    },
  });
  await uow.setStatus(movements, [Number(created.id)], 'C');
  const movement = await uow.lock(movements, Number(created.id));

  const got = new Map(asked.map((a) => [a.line_id, roundQty(a.qty)]));
  const after: WireRecord[] = lines.map((l) => ({ ...l, received_qty: roundQty(Number(l.received_qty ?? 0) + (got.get(Number(l.id)) ?? 0)) }));
  const written = await uow.update(
    orders,
    Number(order.id),
    { values: { receipt_status: receiptStatusOf(after) }, lines: { lines: after.map((l) => ({ id: Number(l.id), values: { received_qty: l.received_qty } })) } },
    { action: RECEIVE_ACTION },
  );
  return { order: written, movement };
}

/**
 * Each stocked product's cost by moving average over what arrives (in SGD cents at the order's
 * rate), its row locked in product order (as the ledger locks it) before the stock moves.
 */
export async function followReceivedCost(uow: UnitOfWork, registry: Registry, order: WireRecord, received: Array<{ line: WireRecord; qty: number }>): Promise<void> {
  const products = registry.require('products');
  const rate = Number(order.exchange_rate ?? 1) || 1;
  const byProduct = new Map<number, { qty: number; valueCents: number }>();
  for (const { line, qty } of received) {
    if (line.product_id === null || line.product_id === undefined) continue;
    const id = Number(line.product_id);
    const sum = byProduct.get(id) ?? { qty: 0, valueCents: 0 };
    byProduct.set(id, { qty: sum.qty + qty, valueCents: sum.valueCents + qty * toCents(line.unit_cost) * rate });
  }
  for (const id of [...byProduct.keys()].sort((a, b) => a - b)) {
    const product = await uow.lock(products, id);
    if (!isStocked(product)) continue;
    const { qty, valueCents } = byProduct.get(id)!;
    const before = Math.max(0, Number(product.stock_quantity ?? 0));
    const cost = roundHalfUp((before * toCents(product.cost) + valueCents) / (before + qty));
    if (cost !== toCents(product.cost)) await uow.update(products, id, { values: { cost: fromCents(cost) } }, { action: RECEIVE_ACTION });
  }
}
