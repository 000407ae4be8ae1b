/**
 * The buying side of the demo (issue 38): purchase orders to the suppliers for the catalogue's
 * parts, received into a warehouse (in full, in part, or not yet), the received ones billed by the
 * supplier and those bills paid in full, in part or not at all, so the Purchases menu, the
 * payables page and the finance home's "due this week" each have something to show. Every record
 * goes through the API, so stock, moving-average cost, numbering and balances are the server's.
 */
import { DAY, type Context, type Made } from './context';
import type { MoreLists } from './masterlists';

/** How far each order got: received in full and billed, received in part, or only confirmed or drafted. */
const ORDER_PLAN: Array<'billed' | 'partly received' | 'confirmed' | 'draft'> = ['billed', 'billed', 'billed', 'billed', 'partly received', 'confirmed', 'draft'];

export async function loadPurchases(ctx: Context, made: Made, more: MoreLists): Promise<void> {
  const { api, extra, today, suffix } = ctx;
  const warehouse = [...more.warehouses.values()][0];
  if (!warehouse || !made.suppliers.length || !made.products.length) return;
  const bills: Array<{ id: number; total: number; supplier: number }> = [];
  for (const [i, plan] of ORDER_PLAN.entries()) {
    const supplier = made.suppliers[i % made.suppliers.length];
    const date = today - extra.int(5, 60) * DAY;
    const parts = extra.shuffle(made.products).slice(0, 2);
    const draft = await api.create('purchase_orders', {
      company_id: supplier.id,
      order_date: date,
      warehouse_id: warehouse.id,
      lines: parts.map((p) => ({ product_id: p.id, description: p.name, uom: p.uom, qty: extra.int(2, 12), unit_cost: (Math.round(p.price * 55) / 100).toFixed(2), tax_code: 'TX' })),
    });
    if (plan === 'draft') continue;
    await api.setStatus('purchase_orders', [draft.id], 'C');
    if (plan === 'confirmed') continue;
    const lines = draft.lines as Array<{ id: number; qty: number }>;
    const received = plan === 'billed' ? lines.map((l) => ({ line_id: l.id, qty: l.qty })) : [{ line_id: lines[0].id, qty: Math.max(1, Math.floor(lines[0].qty / 2)) }];
    await api.domain('POST', `purchase_orders/${draft.id}/receive`, { warehouse_id: warehouse.id, lines: received }, 'supplier_movements');
    if (plan !== 'billed') continue;
    const bill = await api.domain(
      'POST',
      `purchase_orders/${draft.id}/convert`,
      { to: 'supplier_bills', supplier_invoice_no: `INV-${2400 + i}${suffix}`, bill_date: Math.min(today, date + extra.int(1, 5) * DAY), payment_terms: 'Net 30' },
      'supplier_bills',
    );
    await api.setStatus('supplier_bills', [bill.id], 'C');
    bills.push({ id: bill.id, total: Number(bill.total), supplier: supplier.id });
  }
  // A bill typed in from the supplier's paper invoice (no order behind it), not yet checked and confirmed.
  const courier = made.suppliers[ORDER_PLAN.length % made.suppliers.length];
  await api.create('supplier_bills', {
    company_id: courier.id,
    supplier_invoice_no: `FRT-${880 + extra.int(1, 99)}${suffix}`,
    bill_date: today - extra.int(0, 4) * DAY,
    payment_terms: 'Net 14',
    lines: [{ description: 'Freight and handling', qty: 1, unit_cost: '85.00', tax_code: 'TX' }],
  });
  // The first bill paid in full, the second in part; the others still owed.
  for (const [n, bill] of bills.slice(0, 2).entries()) {
    const amount = (n === 0 ? bill.total : Math.round(bill.total * 40) / 100).toFixed(2);
    await api.create('supplier_payments', { company_id: bill.supplier, payment_date: today - extra.int(0, 3) * DAY, method: 'Bank transfer', amount, allocations: [{ bill_id: bill.id, amount }] });
  }
}
