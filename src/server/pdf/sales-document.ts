/**
 * A sales document of the chain as a PDF (api-contract.md "Sales documents", `GET /{collection}/{id}/pdf`):
 * the letterhead of its document type's `pdf_designs` row, the customer (or an RFQ's supplier), its
 * number ("DRAFT" before it is confirmed), date and currency, the lines, the totals with GST at the
 * document's own rate (per IRAS tax code: a line's code beside it when not all are SR, and a tax
 * summary of each code's net, rate and GST when there are several), the terms and remarks. A delivery order shows quantities, no prices, and a
 * "received by" block. An invoice is an IRAS tax invoice: "TAX INVOICE", the supplier's name,
 * address and GST registration number, the amounts before and after GST (in SGD too for another
 * currency), what was paid and credited and the balance due, and a PayNow QR for the balance due in
 * SGD when the design's company has a UEN (none once paid; bank transfer when the design says how).
 */
import QRCode from 'qrcode';
import type { Kysely } from 'kysely';
import type { WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import type { Registry } from '../registry';
import { numberField, type ChainCollection } from '../sales/chain';
import { payNowPayload } from '../../shared/paynow';
import { documentDateField, fromCents, roundHalfUp, storedBreakdown, toCents, type TaxCodeTotal } from '../../shared/tax';
import { designFor, type PdfDesign } from './document';
import { PdfPlan, type PdfPlanData } from './plan';
import { formatDateTime, richTextToPlain } from './service-report';
import { answerOf } from '../portal/answers';

/** The `pdf_designs.document_type` each collection prints with (an RFQ borrows the quotation's letterhead). */
const DESIGN_TYPE: Record<ChainCollection, string> = {
  rfqs: 'Quotation',
  quotations: 'Quotation',
  sales_orders: 'Sales order',
  delivery_orders: 'Delivery order',
  sales_invoices: 'Sales invoice',
  credit_notes: 'Sales invoice',
};
const TITLE: Record<ChainCollection, string> = {
  rfqs: 'REQUEST FOR QUOTATION',
  quotations: 'QUOTATION',
  sales_orders: 'SALES ORDER',
  delivery_orders: 'DELIVERY ORDER',
  sales_invoices: 'TAX INVOICE',
  credit_notes: 'CREDIT NOTE',
};

/**
 * The spec's sample terms, the default of quotations and sales orders whose own `terms` are empty;
 * GST is stated at the document's rate.
 */
export function defaultTerms(gstPercent: number, allStandardRated = true): string {
  return [
    'Delivery: within 1 working day of confirmation.',
    'Validity: this offer is valid for 14 days from its date.',
    'Delivery charge: SGD 25.00 for orders below SGD 300.00.',
    'Deposit: at least 20% of the order value on confirmation.',
    `GST: ${formatPercent(gstPercent)} is charged on the ${allStandardRated ? 'subtotal' : 'standard-rated lines'}.`,
  ].join('\n');
}

/**
 * The GST row's label and, for a document of several tax codes, its tax summary under the lines
 * (each code's net, rate and GST in the document's currency), shared by the sales and purchase
 * PDFs. One code: "GST 9%" (with the code when it is not `standard`, "GST 0% (ZR)").
 */
export function taxSummary(pdf: PdfPlan, byCode: readonly TaxCodeTotal[], currency: string, standard: string, fallbackPercent: unknown): string {
  if (byCode.length <= 1) {
    const only = byCode[0];
    return only && only.code !== standard ? `GST ${formatPercent(only.rate)} (${only.code})` : `GST ${formatPercent(only?.rate ?? fallbackPercent)}`;
  }
  pdf.table(
    ['Tax code', `Net (${currency})`, 'GST rate', `GST (${currency})`],
    byCode.map((c) => [c.code, money(fromCents(c.net)), formatPercent(c.rate), money(fromCents(c.gst))]),
    [1, 2, 3],
  );
  return 'GST';
}

// One formatter each, made once: toLocaleString with options builds a new one on every call, and a
// 1,000-line document made three thousand of them on the server's thread (bench/pdf-load.ts).
const MONEY = new Intl.NumberFormat('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const QUANTITY = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 6 });
const PERCENT = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 2 });
export const money = (value: unknown) => MONEY.format(Number(value ?? 0));
export const quantity = (value: unknown) => QUANTITY.format(Number(value ?? 0));
const formatPercent = (value: unknown) => `${PERCENT.format(Number(value ?? 0))}%`;

/** A date field (unix seconds at midnight in Singapore) as "24 Nov 2026". */
export function formatDate(unixSeconds: unknown): string | null {
  if (typeof unixSeconds !== 'number') return null;
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(unixSeconds * 1000));
}

/** What the customer's block prints: the company, the attention line and the address (the site's, else the company's). */
async function customerOf(db: Kysely<any>, doc: WireRecord) {
  const company = doc.company_id ? await db.selectFrom('companies').selectAll().where('id', '=', Number(doc.company_id)).executeTakeFirst() : undefined;
  const site = doc.site_id ? await db.selectFrom('company_locations').selectAll().where('id', '=', Number(doc.site_id)).executeTakeFirst() : undefined;
  const place = site?.addr1 ? site : company;
  const address = place?.addr1 ? [site?.addr1 ? site.site_name : null, place.addr1, place.addr2, [place.country, place.postal].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  return {
    name: (company?.company_name as string | undefined) ?? null,
    uen: (company?.uen as string | undefined) ?? null,
    attention: (doc.contact_person as string) || (site?.attn as string) || (company?.attn as string) || null,
    address: address || null,
  };
}

/** The file name a document is saved and mailed as: its number, else (a draft) `<collection>-<id>`. */
export const pdfFileName = (registry: Registry, collection: ChainCollection, doc: WireRecord): string => {
  const number = doc[numberField(registry.require(collection)) ?? ''];
  return `${number ? String(number) : `${collection}-${doc.id}`}.pdf`;
};

/** The document's drawing plan (plan.ts; the pool draws it). */
export async function salesDocumentPlan(records: Records, registry: Registry, collection: ChainCollection, doc: WireRecord, design?: PdfDesign): Promise<PdfPlanData> {
  const db = records.reader();
  const info = registry.require(collection);
  const lines = (doc[info.children[0].child.field] as WireRecord[] | undefined) ?? [];
  const number = doc[numberField(info) ?? ''] as string | null | undefined;
  const dateField = documentDateField(info.def);
  const label = info.def.labelSingular;
  const invoice = collection === 'sales_invoices';
  // IRAS: a credit note carries the tax invoice's supplier and customer details, the invoice it credits and why.
  const credit = collection === 'credit_notes';
  const taxDocument = invoice || credit;
  const credited = credit && doc.invoice_id ? await db.selectFrom('sales_invoices').select(['invoice_no', 'invoice_date']).where('id', '=', Number(doc.invoice_id)).executeTakeFirst() : undefined;
  const priced = collection !== 'delivery_orders';
  const customer = await customerOf(db, doc);
  const currency = String(doc.currency_id ?? 'SGD');
  design ??= await designFor(db, DESIGN_TYPE[collection]);

  const pdf = new PdfPlan(design, `${label} ${number ?? 'DRAFT'}`).letterhead(
    number ?? 'DRAFT',
    TITLE[collection],
    // The IRAS tax-invoice fields: the supplier's address and GST registration number, whatever the design lists.
    taxDocument ? { title: TITLE[collection], details: ['address', 'gst_reg_no'] } : collection === 'rfqs' ? { title: TITLE[collection] } : {},
  );
  const statusNote = doc.status === 'V' ? 'VOID' : number ? null : 'DRAFT: not confirmed, no number yet';
  pdf.fields([
    [collection === 'rfqs' ? 'Supplier' : 'Customer', customer.name],
    [`${info.def.fields.find((f) => f.numbering)?.label ?? 'No.'}`, number ?? 'DRAFT'],
    ['Attention', customer.attention],
    ['Date', formatDate(dateField ? doc[dateField] : null)],
    [taxDocument ? 'Address' : collection === 'delivery_orders' ? 'Deliver to' : 'Address', customer.address],
    ['Currency', priced ? (currency === 'SGD' ? currency : `${currency} (1 ${currency} = ${quantity(doc.exchange_rate)} SGD)`) : null],
    ['Customer UEN', taxDocument ? customer.uen : null],
    ['Credits invoice', credited ? `${credited.invoice_no ?? 'DRAFT'} of ${formatDate(Number(credited.invoice_date))}` : null],
    ['Reason', credit ? (doc.reason as string) : null],
    ['Customer PO No.', doc.customer_po_no as string],
    ['Subject', doc.subject as string],
    ['Reply by', formatDate(doc.reply_by)],
    ['Valid until', formatDate(doc.valid_until)],
    ['Delivery date', collection === 'sales_orders' ? formatDate(doc.delivery_date) : null],
    ['Payment terms', doc.payment_terms as string],
    ['Due date', formatDate(doc.due_date)],
    ['Vehicle No.', doc.vehicle_no as string],
    ['Driver', doc.driver_name as string],
    ['Status', statusNote],
  ]);

  if (priced) {
    const byCode = storedBreakdown(doc, lines);
    // A line's tax code beside it once not every line is standard-rated (IRAS: say what is zero-rated or exempt).
    const codes = byCode.some((c) => c.code !== 'SR');
    pdf.table(
      ['#', 'Description', 'Qty', 'UOM', collection === 'rfqs' ? 'Target price' : 'Unit price', 'Disc. %', ...(codes ? ['Tax'] : []), 'Amount'],
      lines.map((line, i) => [
        i + 1,
        line.description as string,
        quantity(line.qty),
        line.uom as string,
        money(line.unit_price),
        Number(line.discount ?? 0) ? formatPercent(line.discount) : '',
        ...(codes ? [(line.tax_code as string) || 'SR'] : []),
        money(line.amount),
      ]),
      codes ? [0, 2, 4, 5, 7] : [0, 2, 4, 5, 6],
      1,
    );
    const gstLabel = taxSummary(pdf, byCode, currency, 'SR', doc.gst_percent);
    const totalLabel = taxDocument ? `Total ${credit ? 'credited' : 'after GST'}` : 'Total';
    const rows: Array<[string, string]> = [
      [taxDocument ? `Total before GST (${currency})` : `Subtotal (${currency})`, money(doc.subtotal)],
      [`${gstLabel} (${currency})`, money(doc.gst_amount)],
      [`${totalLabel} (${currency})`, money(doc.total)],
    ];
    if (currency !== 'SGD') {
      // IRAS: a foreign-currency tax invoice states the total before GST, the GST and the total with
      // GST in SGD too, at the document's rate (the amounts the server keeps: priced_document).
      const sgd = (kept: unknown, own: unknown) => money(kept ?? fromCents(roundHalfUp(toCents(own) * Number(doc.exchange_rate ?? 1))));
      if (taxDocument) rows.push([`Total before GST in SGD`, sgd(doc.subtotal_base, doc.subtotal)], [`${gstLabel} in SGD`, sgd(doc.gst_amount_base, doc.gst_amount)]);
      rows.push([`${totalLabel} in SGD`, sgd(doc.total_base, doc.total)]);
    }
    // A confirmed invoice: what was paid and credited, and the balance due (the last, larger row).
    if (invoice && number && doc.status === 'C') {
      if (Number(doc.amount_paid ?? 0)) rows.push([`Paid (${currency})`, money(-Number(doc.amount_paid))]);
      if (Number(doc.amount_credited ?? 0)) rows.push([`Credited (${currency})`, money(-Number(doc.amount_credited))]);
      rows.push([`Balance due (${currency})`, money(doc.balance_due ?? doc.total)]);
    }
    pdf.totals(rows);
  } else {
    pdf.table(
      ['#', 'Description', 'UOM', 'Qty ordered', 'Qty delivered', 'Serial No.'],
      lines.map((line, i) => [i + 1, line.description as string, line.uom as string, quantity(line.qty_ordered), quantity(line.qty_delivered), line.serial_no as string]),
      [0, 3, 4],
      1,
    );
  }

  if (invoice) await paymentBlock(pdf, design, doc, number);
  const ownTerms = richTextToPlain(doc.terms);
  pdf.section('Terms', ownTerms || (collection === 'quotations' || collection === 'sales_orders' ? defaultTerms(Number(doc.gst_percent ?? 0), lines.every((l) => !l.tax_code || l.tax_code === 'SR')) : null));
  pdf.section('Remarks', richTextToPlain(doc.remarks));
  if (collection === 'delivery_orders') {
    pdf.signature({ label: 'Goods received in good order by', name: doc.received_by as string | null, at: formatDateTime(doc.received_at) });
  } else if (collection === 'quotations' && (design.layout.blocks ?? ['acceptance']).includes('acceptance')) {
    // Accepted in the customer portal (portal/quotations.ts): the signature drawn there, the signer and when.
    const accepted = doc.status === 'C' ? (await answerOf(db, 'quotation', Number(doc.id))).accept : undefined;
    pdf.signature({
      label: "Accepted by (customer's signature and company stamp)",
      ...(accepted ? { image: accepted.signature, name: accepted.said, at: formatDateTime(accepted.at) } : {}),
    });
  }
  return pdf.output();
}

/**
 * What a confirmed invoice still asks for in SGD: its balance due (its total while nothing is stored
 * yet), in SGD at the invoice's own rate for a foreign currency (the stored `balance_due_base`).
 * PayNow moves SGD only, so a USD invoice's QR asks for the SGD equivalent of its USD balance, which
 * a payment in SGD settles exactly (behaviour/payments.ts converts it at the same rate).
 */
export function payableSgd(doc: WireRecord): { own: number; sgd: number } {
  const own = Number(doc.balance_due ?? doc.total ?? 0);
  if (String(doc.currency_id ?? 'SGD') === 'SGD') return { own, sgd: own };
  const kept = doc.balance_due_base ?? (doc.balance_due === null || doc.balance_due === undefined ? doc.total_base : undefined);
  return { own, sgd: kept !== undefined && kept !== null ? Number(kept) : fromCents(roundHalfUp(toCents(own) * Number(doc.exchange_rate ?? 1))) };
}

/**
 * The PayNow request for a confirmed invoice's balance due in SGD, to the business's PayNow UEN (else
 * its UEN), with the invoice number as reference; null for a draft, void or paid invoice, or without
 * a UEN. What its PDF's QR carries, and what the customer portal offers (routes/portal-billing.ts).
 */
export function payNowOf(design: PdfDesign, doc: WireRecord): { payload: string; amount: number; reference: string; uen: string } | null {
  const company = design.layout.header?.company ?? {};
  const uen = design.layout.payment?.paynowUen ?? company.uen;
  const number = doc.invoice_no as string | null | undefined;
  const { sgd: amount } = payableSgd(doc);
  if (!uen || !number || doc.status === 'V' || !(amount > 0)) return null;
  return { payload: payNowPayload({ uen, amount, reference: number, merchantName: company.name ?? uen }), amount, reference: number, uen };
}

/**
 * How to pay a confirmed invoice: a PayNow QR to the business's PayNow UEN (else its UEN) for its balance due in
 * SGD with the invoice number as reference, and bank transfer when the design gives it. A draft or
 * void invoice gets neither (nothing to pay against yet), nor does a paid one.
 */
async function paymentBlock(pdf: PdfPlan, design: PdfDesign, doc: WireRecord, number: string | null | undefined) {
  const bankTransfer = design.layout.payment?.bankTransfer;
  const { own, sgd: amount } = payableSgd(doc);
  const currency = String(doc.currency_id ?? 'SGD');
  const payable = !!number && doc.status !== 'V' && amount > 0;
  const payNow = payNowOf(design, doc);
  if (!payable || (!payNow && !bankTransfer)) return;
  pdf.heading('Payment');
  if (payNow) {
    const { payload, uen } = payNow;
    const matrix = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules;
    pdf.qrCode(matrix, 96, [
      'Scan with your banking app to pay by PayNow',
      `UEN ${uen.toUpperCase()}`,
      `Amount SGD ${money(amount)}`,
      // PayNow is SGD only: a foreign-currency invoice's QR asks for its balance's SGD equivalent.
      ...(currency !== 'SGD' ? [`(${currency} ${money(own)} at ${quantity(doc.exchange_rate)} SGD per ${currency})`] : []),
      `Reference ${number}`,
      ...(bankTransfer ? [`Or by bank transfer: ${bankTransfer}`] : []),
    ]);
  } else {
    pdf.section('Bank transfer', `${bankTransfer}\nReference: ${number}`);
  }
}
