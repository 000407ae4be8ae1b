/**
 * A purchase order as a PDF (`GET /purchase_orders/{id}/pdf`, mailed to the supplier by
 * `POST /purchase_orders/{id}/send`): the letterhead of the "Purchase order" design (else the
 * quotation's, the business's own letterhead), the supplier, the number ("DRAFT" before it is
 * confirmed), the order and expected dates, where to deliver (the warehouse), the lines with unit
 * cost and input tax code, the totals with GST at the order's rate (a tax summary per code when
 * there are several), the terms and remarks.
 */
import type { WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import { designFor, type PdfDesign } from './document';
import { PdfPlan, type PdfPlanData } from './plan';
import { purchaseTotals, storedBreakdown } from '../../shared/tax';
import { formatDate, money, quantity, taxSummary } from './sales-document';
import { richTextToPlain } from './service-report';

/** The file name it is saved and mailed as: its number, else (a draft) `purchase_orders-<id>.pdf`. */
export const purchaseOrderFileName = (doc: WireRecord) => `${doc.po_no ? String(doc.po_no) : `purchase_orders-${doc.id}`}.pdf`;

export async function purchaseOrderPlan(records: Records, doc: WireRecord, design?: PdfDesign): Promise<PdfPlanData> {
  const db = records.reader();
  const supplier = doc.company_id ? await db.selectFrom('companies').selectAll().where('id', '=', Number(doc.company_id)).executeTakeFirst() : undefined;
  const warehouse = doc.warehouse_id ? await db.selectFrom('warehouses').selectAll().where('id', '=', Number(doc.warehouse_id)).executeTakeFirst() : undefined;
  if (!design) {
    design = await designFor(db, 'Purchase order');
    if (!Object.keys(design.layout).length) design = await designFor(db, 'Quotation');
  }
  const number = (doc.po_no as string | null) ?? null;
  const currency = String(doc.currency_id ?? 'SGD');
  const address = supplier?.addr1 ? [supplier.addr1, supplier.addr2, [supplier.country, supplier.postal].filter(Boolean).join(' ')].filter(Boolean).join(', ') : null;
  const pdf = new PdfPlan(design, `Purchase order ${number ?? 'DRAFT'}`).letterhead(number ?? 'DRAFT', 'PURCHASE ORDER', { title: 'PURCHASE ORDER', details: ['address', 'gst_reg_no'] });
  pdf.fields([
    ['Supplier', (supplier?.company_name as string | undefined) ?? null],
    ['PO No.', number ?? 'DRAFT'],
    ['Attention', (doc.contact_person as string) || (supplier?.attn as string) || null],
    ['Order date', formatDate(doc.order_date)],
    ['Address', address],
    ['Expected on', formatDate(doc.expected_date)],
    ['Deliver to', warehouse ? [warehouse.name, warehouse.addr1, warehouse.addr2, warehouse.postal].filter(Boolean).join(', ') : null],
    ['Currency', currency === 'SGD' ? currency : `${currency} (1 ${currency} = ${quantity(doc.exchange_rate)} SGD)`],
    ['Status', doc.status === 'V' ? 'CANCELLED' : number ? null : 'DRAFT: not confirmed, no number yet'],
  ]);
  const lines = (doc.lines as WireRecord[] | undefined) ?? [];
  pdf.table(
    ['#', 'Description', 'Qty', 'UOM', 'Unit cost', 'Tax', 'Amount'],
    lines.map((line, i) => [i + 1, line.description as string, quantity(line.qty), line.uom as string, money(line.unit_cost), line.tax_code as string, money(line.amount)]),
    [0, 2, 4, 6],
    1,
  );
  const byCode = storedBreakdown(doc, lines, purchaseTotals);
  const gstLabel = byCode.length > 1 ? taxSummary(pdf, byCode, currency, 'TX', doc.gst_percent) : `GST ${quantity(doc.gst_percent)}% on TX and BL lines`;
  const rows: Array<[string, string]> = [
    [`Subtotal (${currency})`, money(doc.subtotal)],
    [`${gstLabel} (${currency})`, money(doc.gst_amount)],
    [`Total (${currency})`, money(doc.total)],
  ];
  if (currency !== 'SGD') rows.push(['Total in SGD', money(doc.total_base)]);
  pdf.totals(rows);
  pdf.section('Terms', richTextToPlain(doc.terms));
  pdf.section('Remarks', richTextToPlain(doc.remarks));
  return pdf.output();
}
