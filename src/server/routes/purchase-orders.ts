/**
 * Purchase order calls (issue 38; api-contract.md "Purchases and payables"):
 * - POST /purchase_orders/{id}/receive `{"warehouse_id"?, "lines": [{"line_id", "qty"}]}`: what
 *   arrived, into stock in one transaction (purchases/receive.ts); 201 `{"data": order,
 *   "movement": {"id", "movement_no"}}`; more than is open answers 409. It asks update on purchase
 *   orders (whoever handles them: purchasing, custadmin, admin);
 * - GET /purchase_orders/reorder-suggestions: what to buy, per supplier (purchases/reorder.ts),
 *   for whoever may read purchase orders and products (contract extension);
 * - GET /purchase_orders/{id}/pdf and POST /purchase_orders/{id}/send: as a quotation's
 *   (routes/sales-documents.ts registerPdfAndSend, pdf/purchase-order.ts);
 * - POST /purchase_orders/{id}/convert `{"to": "supplier_bills", "supplier_invoice_no", "bill_date"?,
 *   "payment_terms"?, "basis"?: "received" | "ordered", "lines"?: [{"line_id", "qty"}]}`: a draft
 *   supplier bill of a confirmed order (the sales chain's convert, sales/chain.ts), of what was
 *   received and not yet billed (the default) or of all that was ordered and not yet billed; more
 *   than is open answers 409 in a sentence, so a bill is never above its order. It asks read on
 *   purchase orders and create on supplier bills (finance).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import type { Mailer } from '../mail/mailer';
import type { MailSendLimits } from '../mail/send-limits';
import type { PdfPool } from '../pdf/pool';
import { purchaseOrderFileName, purchaseOrderPlan } from '../pdf/purchase-order';
import { requireAbility } from '../plugins/auth';
import { receive, type ReceiptLine } from '../purchases/receive';
import { reorderSuggestions } from '../purchases/reorder';
import type { Registry } from '../registry';
import { dataOf, ID_PARAM, objectOf, routeSchema, text } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';
import { registerPdfAndSend } from './sales-documents';
import { convert, type ConvertBasis, type LineRequest } from '../sales/chain';

const NUMBER = { type: 'number' };
const REORDER_LINE = objectOf(
  {
    product_id: { type: 'integer' },
    name: { type: 'string' },
    sku: { type: ['string', 'null'] },
    uom: { type: ['string', 'null'] },
    unit_cost: { type: 'number', description: "The product's cost, the new line's unit cost by default" },
    on_hand: { type: 'number', description: 'Stock across warehouses' },
    reorder_level: NUMBER,
    on_order: { type: 'number', description: 'What purchase orders not cancelled still expect' },
    needed_by_sales: { type: 'number', description: 'What confirmed sales orders still have to deliver' },
    needed_by_jobs: { type: 'number', description: 'Parts on the service reports of open job orders' },
    suggested_qty: { type: 'number', description: 'reorder level + needed - on hand - on order' },
  },
  ['product_id', 'name', 'on_hand', 'reorder_level', 'on_order', 'needed_by_sales', 'needed_by_jobs', 'suggested_qty'],
);
const REORDER_GROUP = objectOf({ supplier_id: { type: ['integer', 'null'] }, supplier_name: { type: ['string', 'null'] }, lines: { type: 'array', items: REORDER_LINE } }, ['supplier_id', 'supplier_name', 'lines']);

export function registerPurchaseOrderRoutes(app: FastifyInstance, registry: Registry, records: Records, mailer: Mailer, sendLimits: MailSendLimits, pdfs: PdfPool): void {
  const orders = registry.require('purchase_orders');
  const subject = orders.def.subject;
  const noun = 'purchase orders';
  const params = objectOf({ id: ID_PARAM }, ['id']);

  const receiveSchema = routeSchema({
    tag: 'purchase_orders',
    operationId: 'receivePurchaseOrder',
    summary: 'Receive goods against a confirmed purchase order: all or part of its lines, into a warehouse, as a confirmed supplier movement',
    params,
    body: objectOf(
      {
        warehouse_id: { type: 'integer', minimum: 1, description: "Where the goods go; the order's warehouse when left out" },
        lines: {
          type: 'array',
          minItems: 1,
          maxItems: 1000,
          description: 'What arrived of each line',
          items: objectOf({ line_id: { type: 'integer', minimum: 1 }, qty: { type: 'number', minimum: -1e12, maximum: 1e12 } }, ['line_id', 'qty']),
        },
      },
      ['lines'],
    ),
    answer: objectOf({ data: resourceSchemas(orders).record, movement: objectOf({ id: { type: 'integer' }, movement_no: { type: ['string', 'null'] } }, ['id', 'movement_no']) }, ['data', 'movement']),
    status: 201,
  });
  const mayReceive = (request: FastifyRequest) => {
    requireAbility(request, 'read', subject, noun);
    return requireAbility(request, 'update', subject, noun);
  };
  app.post('/api/v1/purchase_orders/:id/receive', { schema: receiveSchema, config: { authorize: mayReceive } }, async (request, reply) => {
    const actor = actorOf(mayReceive(request));
    const body = request.body as { warehouse_id?: number; lines: ReceiptLine[] };
    const { order, movement } = await records.transaction(actor, async (uow) => receive(uow, registry, await uow.lock(orders, (request.params as { id: string }).id), body.warehouse_id, body.lines));
    reply.code(201);
    return { data: order, movement: { id: Number(movement.id), movement_no: (movement.movement_no as string | null) ?? null } };
  });

  const reorderSchema = routeSchema({
    tag: 'purchase_orders',
    operationId: 'getReorderSuggestions',
    summary: 'What to buy, per supplier: products below their reorder level after what open sales orders and job orders need',
    answer: dataOf({ type: 'array', items: REORDER_GROUP }),
  });
  app.get('/api/v1/purchase_orders/reorder-suggestions', { schema: reorderSchema }, async (request) => {
    requireAbility(request, 'read', subject, noun);
    requireAbility(request, 'read', registry.require('products').def.subject, 'products');
    return { data: await reorderSuggestions(records.reader(), registry) };
  });

  registerPdfAndSend(app, orders, records, mailer, sendLimits, pdfs, { plan: (doc) => purchaseOrderPlan(records, doc), fileName: purchaseOrderFileName });

  const bills = registry.require('supplier_bills');
  const billField = (name: string) => bills.def.fields.find((f) => f.name === name)!;
  const convertSchema = routeSchema({
    tag: 'purchase_orders',
    operationId: 'convertPurchaseOrder',
    summary: "Bill a confirmed purchase order: a draft supplier bill of what was received (or ordered) and not yet billed, never more",
    params,
    body: objectOf(
      {
        to: text('The next collection', { enum: ['supplier_bills'] }),
        supplier_invoice_no: text("The number on the supplier's invoice", { minLength: 1, maxLength: billField('supplier_invoice_no').maxLength ?? 50 }),
        bill_date: { type: 'integer', description: "The date of the supplier's invoice (unix seconds); today when left out" },
        payment_terms: text('The payment terms', { enum: (billField('payment_terms').options ?? []).map((o) => o.value) }),
        basis: text('What each line is billed out of: what was received (the default) or all that was ordered', { enum: ['received', 'ordered'] }),
        lines: {
          type: 'array',
          maxItems: 1000,
          description: 'The lines to bill and how much of each; all that is open when left out',
          items: objectOf({ line_id: { type: 'integer', minimum: 1 }, qty: { type: 'number', minimum: -1e12, maximum: 1e12 } }, ['line_id', 'qty']),
        },
      },
      ['to', 'supplier_invoice_no'],
    ),
    answer: dataOf(resourceSchemas(bills).record),
    status: 201,
  });
  const mayBill = (request: FastifyRequest) => {
    requireAbility(request, 'read', subject, noun);
    return requireAbility(request, 'create', bills.def.subject, 'supplier bills');
  };
  app.post('/api/v1/purchase_orders/:id/convert', { schema: convertSchema, config: { authorize: mayBill } }, async (request, reply) => {
    const actor = actorOf(mayBill(request));
    const body = request.body as { supplier_invoice_no: string; bill_date?: number; payment_terms?: string; basis?: ConvertBasis; lines?: LineRequest[] };
    const values = Object.fromEntries(Object.entries({ supplier_invoice_no: body.supplier_invoice_no, bill_date: body.bill_date, payment_terms: body.payment_terms }).filter(([, v]) => v !== undefined));
    const data = await records.transaction(actor, async (uow) => convert(uow, registry, 'purchase_orders', await uow.lock(orders, (request.params as { id: string }).id), 'supplier_bills', body.lines, { basis: body.basis ?? 'received', values }));
    reply.code(201);
    return { data };
  });
}
