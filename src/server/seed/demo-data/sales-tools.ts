/**
 * Sales tools beyond quotations, orders and invoices: requests for quotation from customers,
 * delivery orders for the goods of sales orders, stock in and out of the warehouses, and parts
 * going to and coming back from suppliers.
 */
import type { Rec } from './api';
import { DAY, HOUR, money, type Company, type Context, type Line, type Made, type Product } from './context';
import type { MoreLists } from './masterlists';
import { randomPerson, vehiclePlate } from './singapore';

/** Goods and spare parts: what is delivered, stocked and bought (services are not). */
const isGoods = (p: Product) => p.family.type !== 'Service';

const RFQ_SUBJECTS: Record<string, string> = {
  AC: 'Supply and install of inverter air-conditioners',
  SP: 'Spare parts for our units',
  MAT: 'Copper piping and installation materials',
  GAS: 'Refrigerant top-up for our units',
  EL: 'Electrical materials for renovation',
  SEC: 'CCTV cameras and recorders for our premises',
  PLB: 'Pumps and water heaters',
};

/** What each product family is bought from: suppliers whose trade (company name) matches. */
const SUPPLIER_TRADE: Record<string, RegExp> = {
  AC: /Air-Con|Refrigeration/,
  SP: /Air-Con|Refrigeration/,
  MAT: /Air-Con|Refrigeration|Hardware/,
  GAS: /Refrigeration|Air-Con/,
  EL: /Electrical|Hardware/,
  SEC: /Security/,
  PLB: /Plumbing|Hardware/,
};

/** A supplier of a product family, any supplier when none trades in it. */
function supplierOf(ctx: Context, made: Made, family: string): Company {
  const trade = SUPPLIER_TRADE[family];
  const matching = made.suppliers.filter((s) => trade?.test(s.company_name));
  return ctx.extra.pick(matching.length ? matching : made.suppliers);
}

/** Requests for quotation from customers: a few items of one product family each. */
async function rfqs(ctx: Context, made: Made) {
  const { api, extra, today } = ctx;
  const goods = made.products.filter(isGoods);
  const families = [...new Set(goods.map((p) => p.family.code))];
  for (let i = 0; i < 20; i++) {
    const family = extra.pick(families);
    const customer = extra.pick(made.customers);
    const items = extra.sample(
      goods.filter((p) => p.family.code === family),
      extra.int(1, 4),
    );
    const date = today - extra.int(0, 120) * DAY;
    await api.create('rfqs', {
      company_id: customer.id,
      site_id: customer.sites[0].id,
      contact_person: customer.attn,
      contact_email: customer.email,
      contact_phone: customer.tel,
      rfq_date: date,
      reply_by: date + 7 * DAY,
      currency_id: 'SGD',
      subject: RFQ_SUBJECTS[family] ?? 'Supply of materials',
      terms: '<p>Please quote in SGD excluding GST, delivered and installed at our site, with lead time and warranty.</p>',
      lines: items.map((p) => ({
        product_id: p.id,
        description: p.name,
        qty: p.uom === 'M' ? extra.int(50, 200) : p.uom === 'KG' ? extra.int(10, 60) : extra.int(2, 20),
        uom: p.uom,
        // What the customer hopes to pay: below our selling price.
        unit_price: money(p.price * 0.7),
      })),
    });
  }
}

/** Delivery orders for the goods of past and upcoming sales orders: delivered ones signed for. */
async function deliveryOrders(ctx: Context, made: Made): Promise<Array<{ number: string; date: number; lines: Line[] }>> {
  const { api, extra, today } = ctx;
  const productById = new Map(made.products.map((p) => [p.id, p]));
  const withGoods = made.orders.filter((o) => o.lines.some((l) => isGoods(productById.get(l.product_id)!)));
  const delivered: Array<{ number: string; date: number; lines: Line[] }> = [];
  for (const order of extra.sample(withGoods, 30)) {
    const lines = order.lines.filter((l) => isGoods(productById.get(l.product_id)!));
    const done = order.delivery <= today;
    const receiver = randomPerson(extra).display_name;
    const doc = await api.create('delivery_orders', {
      sales_order_id: order.id,
      company_id: order.company.id,
      site_id: order.site.id,
      delivery_date: order.delivery,
      contact_person: order.company.attn,
      contact_phone: order.company.tel,
      vehicle_no: vehiclePlate(extra),
      driver_name: randomPerson(extra).display_name,
      received_by: done ? receiver : null,
      received_at: done ? order.delivery + extra.int(18, 34) * HOUR / 2 : null,
      remarks: done ? null : '<p>Call the contact 30 minutes before arriving.</p>',
      ...(done ? { status: 'C' } : {}), // delivered: confirmed, so numbered
      lines: lines.map((l) => {
        // Now and then a line goes out short, the rest to follow.
        const short = done && l.qty > 1 && extra.chance(0.1);
        return { product_id: l.product_id, description: l.description, uom: l.uom, qty_ordered: l.qty, qty_delivered: done ? (short ? l.qty - 1 : l.qty) : 0 };
      }),
    });
    if (done) delivered.push({ number: doc.delivery_no, date: order.delivery, lines });
  }
  return delivered;
}

const stockLine = (p: Product, qty: number) => ({ product_id: p.id, description: p.name, qty, uom: p.uom });

/** Stock in from suppliers, out on deliveries, transfers to the vans and stock-take adjustments. */
async function stockMovements(ctx: Context, made: Made, lists: MoreLists, deliveries: Array<{ number: string; date: number; lines: Line[] }>) {
  const { api, extra, today } = ctx;
  const stocked = made.products.filter((p) => p.family.stocked);
  const main = lists.warehouses.get('MAIN')!;
  const van = lists.warehouses.get('VAN')!;
  const movement = (body: Rec) => api.create('stock_movements', body);
  const families = [...new Set(stocked.map((p) => p.family.code))];
  for (let i = 0; i < 8; i++) {
    const family = extra.pick(families);
    const items = extra.sample(
      stocked.filter((p) => p.family.code === family),
      extra.int(1, 4),
    );
    const supplier = supplierOf(ctx, made, family);
    await movement({
      movement_type: 'In',
      reason: 'Purchase',
      movement_date: today - extra.int(1, 90) * DAY,
      warehouse_id: extra.chance(0.8) ? main.id : lists.warehouses.get('TUAS')!.id,
      reference_no: `${supplier.company_name.split(' ')[0].toUpperCase().slice(0, 4)}-INV-${extra.digits(5)}`,
      remarks: `<p>Received from ${supplier.company_name}.</p>`,
      lines: items.map((p) => stockLine(p, p.uom === 'M' ? extra.int(50, 150) : extra.int(5, 30))),
    });
  }
  for (const delivery of deliveries.slice(0, 8)) {
    await movement({
      movement_type: 'Out',
      reason: 'Sale',
      movement_date: delivery.date,
      warehouse_id: main.id,
      reference_no: delivery.number,
      lines: delivery.lines.map((l) => ({ product_id: l.product_id, description: l.description, qty: l.qty, uom: l.uom })),
    });
  }
  // Weekly top-up of the vans with the parts technicians use most.
  const vanParts = stocked.filter((p) => p.family.code === 'SP' || p.family.code === 'GAS' || p.family.code === 'MAT');
  for (let week = 1; week <= 4; week++) {
    const lines = extra.sample(vanParts, extra.int(2, 5)).map((p) => stockLine(p, p.uom === 'M' ? 20 : extra.int(2, 6)));
    const date = today - week * 7 * DAY;
    const reference = `TRF-${String(week).padStart(3, '0')}${ctx.suffix}`;
    await movement({ movement_type: 'Out', reason: 'Transfer', movement_date: date, warehouse_id: main.id, reference_no: reference, remarks: '<p>To the service vans.</p>', lines });
    await movement({ movement_type: 'In', reason: 'Transfer', movement_date: date, warehouse_id: van.id, reference_no: reference, remarks: '<p>From the main warehouse.</p>', lines });
  }
  await movement({
    movement_type: 'Out',
    reason: 'Adjustment',
    movement_date: today - 35 * DAY,
    warehouse_id: main.id,
    reference_no: `STOCKTAKE-Q3${ctx.suffix}`,
    remarks: '<p>Quarterly stock take: damaged and missing items written off.</p>',
    lines: extra.sample(stocked, 2).map((p) => ({ ...stockLine(p, 1), remarks: extra.pick(['Damaged packaging', 'Not found at stock take']) })),
  });
}

/** Faulty parts sent back to suppliers for repair or replacement, and what came back. */
async function supplierMovements(ctx: Context, made: Made, lists: MoreLists) {
  const { api, extra, today } = ctx;
  const returnable = made.products.filter((p) => p.family.code === 'SP' || p.family.equipment);
  for (let i = 0; i < 12; i++) {
    const items = extra.sample(returnable, extra.int(1, 3));
    const supplier = supplierOf(ctx, made, items[0].family.code);
    const date = today - extra.int(1, 60) * DAY;
    const out = i % 3 !== 2;
    const reason = out ? extra.pick(['Repair', 'Return', 'Replacement']) : 'Replacement';
    await api.create('supplier_movements', {
      movement_type: out ? 'Out' : 'In',
      reason,
      company_id: supplier.id,
      site_id: supplier.sites[0].id,
      warehouse_id: lists.warehouses.get('RMA')!.id,
      movement_date: date,
      supplier_ref_no: `RMA-${extra.digits(6)}`,
      expected_return_date: out && reason === 'Repair' ? date + extra.int(7, 21) * DAY : null,
      remarks: out ? `<p>${reason === 'Repair' ? 'Sent for repair under warranty' : reason === 'Return' ? 'Wrong model delivered' : 'Dead on arrival, replacement requested'}.</p>` : '<p>Replacement units received.</p>',
      lines: items.map((p) => ({
        product_id: p.id,
        description: p.name,
        qty: 1,
        uom: p.uom,
        serial_no: `${extra.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${extra.digits(8)}`,
        remarks: out ? extra.pick(['No power', 'Noisy bearing', 'Error code on start-up', 'Cracked casing']) : null,
      })),
    });
  }
}

export async function loadSalesTools(ctx: Context, made: Made, lists: MoreLists) {
  await rfqs(ctx, made);
  const deliveries = await deliveryOrders(ctx, made);
  await stockMovements(ctx, made, lists, deliveries);
  await supplierMovements(ctx, made, lists);
}
