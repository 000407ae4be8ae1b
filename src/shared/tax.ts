/**
 * The one tax engine of priced documents, in integer cents, shared by the server (which recomputes
 * every save: src/server/traits/priced_document.ts) and the app (the live totals of the form), so
 * both show the same cents.
 *
 * - a line's amount is qty × unit price less its discount (percent), rounded half up to the cent;
 * - the subtotal is the sum of the line amounts;
 * - GST is worked per tax code (taxTotals, shared by sales and purchases): the codes that carry GST
 *   (SR and DS on sales, TX and BL on purchases) at the rate of the document's date, every other
 *   code at 0; each code's GST rounded half up ONCE on that code's net (per document per code, as
 *   PINT-SG's TaxSubtotal states it: one TaxableAmount and one TaxAmount per category), or per
 *   line (each line's GST rounded, then summed within its code) when the setting says so. A
 *   document whose lines are all SR is worked exactly as before the codes: the rate on the
 *   subtotal, rounded once;
 * - in base currency (SGD): the subtotal and the GST each times the document's exchange rate,
 *   rounded half up, and the total their sum (so a foreign-currency tax invoice's SGD lines add up).
 */

import type { ResourceDef } from './resource-spec';

export type GstRounding = 'document' | 'line';

/**
 * The field holding a priced document's date, which picks its GST and exchange rates: its first
 * required date (or date-time: an online order's) field.
 */
export const documentDateField = (def: Pick<ResourceDef, 'fields'>) =>
  (def.fields.find((f) => f.type === 'date' && f.required) ?? def.fields.find((f) => f.type === 'datetime' && f.required))?.name;

const DAY_SECONDS = 86_400;

export interface PricedLineValues {
  qty?: unknown;
  unit_price?: unknown;
  discount?: unknown;
  tax_code?: unknown;
}

/**
 * The IRAS output tax codes of a sales line (schema/traits/priced_line.yaml; PINT-SG's Singapore
 * GST categories that a GST-registered seller puts on its own sales): SR standard-rated and DS
 * deemed supplies carry the standard rate; ZR (exports, international services), ES33 and ESN33
 * (exempt), OS (out of scope) and NA (taxable, GST need not be charged: gross margin, AMFT, 3PL
 * schemes) carry none. Left out, as this product cannot make them correctly: SRCA-S/SRCA-C
 * (customer accounting of prescribed goods: the customer, not the invoice, accounts for the GST),
 * SRRC, SROVR-RS, SROVR-LVG and SRLVG (reverse charge and overseas-vendor regimes) and NG (a seller
 * not GST-registered: the whole document, never a line).
 */
export const SALES_TAX_CODES = ['SR', 'ZR', 'ES33', 'ESN33', 'DS', 'OS', 'NA'] as const;
export type SalesTaxCode = (typeof SALES_TAX_CODES)[number];
const RATED_SALES_CODES: ReadonlySet<string> = new Set(['SR', 'DS']);
/** A sales line's code: SR when it has none (a line stored before the codes). */
export const salesTaxCodeOf = (line: { tax_code?: unknown }): string => String(line.tax_code ?? '') || 'SR';
/** Whether a sales line of this code carries the standard GST rate. */
export const salesCodeRated = (code: unknown) => RATED_SALES_CODES.has(salesTaxCodeOf({ tax_code: code }));

/** What a customer's default tax code is worked from (companies: `gst`, GST applicable; `country`, its name or ISO code). */
export interface TaxCustomer {
  gst?: unknown;
  country?: unknown;
}

/**
 * The tax code a new sales line of `customer` takes unless the user picks another (the form when
 * the customer is picked, the server when a line is sent without one):
 * - a customer marked "GST applicable: no" → OS: the document charges no GST, as the flag means,
 *   and OS (outside the scope of the GST Act: goods not brought into Singapore, supplies within a
 *   Free Trade Zone or Zero GST warehouse) is the category that charges none without claiming a
 *   relief: NA is only for the named schemes (gross margin, AMFT, 3PL), which the flag does not
 *   say, and ZR is a claim of export the seller must evidence; OS supplies stay out of the F5;
 * - a customer outside Singapore → ZR (exported goods, international services), a suggestion the
 *   user changes for a supply made in Singapore;
 * - else SR.
 */
export function defaultSalesTaxCode(customer: TaxCustomer | null | undefined): SalesTaxCode {
  if (!customer) return 'SR';
  const gst = customer.gst;
  if (gst === false || gst === 0 || gst === '0' || gst === 'false') return 'OS';
  const country = String(customer.country ?? '').trim().toUpperCase();
  if (country && country !== 'SINGAPORE' && country !== 'SG' && country !== 'SGP') return 'ZR';
  return 'SR';
}

/** One tax code's share of a document (its GST breakdown, the PDF's tax summary, the UBL's TaxSubtotal). */
export interface TaxCodeTotal {
  code: string;
  /** The net amount of the code's lines, cents. */
  net: number;
  /** The rate applied, percent: the document's for a code carrying GST, else 0. */
  rate: number;
  /** The code's GST, cents. */
  gst: number;
}

export interface DocumentTotals {
  /** Each line's amount, cents, in the order given. */
  lines: number[];
  /** The GST breakdown per tax code, in the order of the code list (SR, ZR, ... / TX, ZP, ...). */
  byCode: TaxCodeTotal[];
  subtotal: number;
  gst: number;
  total: number;
  /** The subtotal in base currency (SGD), cents. */
  subtotalBase: number;
  /** The GST in base currency (SGD), cents. */
  gstBase: number;
  /** The total in base currency (SGD), cents: subtotalBase + gstBase. */
  totalBase: number;
}

/** A GST rate row as gst_rates holds it (dates as unix seconds). */
export interface GstRateRow {
  rate: number;
  effective_from: number;
  effective_to?: number | null;
}

/**
 * Round half away from zero to an integer. Inputs are products of decimals (1.005 × 100 is
 * 100.49999… in binary), so a value within a billionth of .5 counts as .5.
 */
export function roundHalfUp(value: number): number {
  const magnitude = Math.floor(Math.abs(value) + 0.5 + 1e-9);
  return value < 0 ? -magnitude : magnitude;
}

const num = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** Money (a decimal of the currency) to integer cents. */
export const toCents = (money: unknown): number => roundHalfUp(num(money) * 100);

/** Integer cents back to money as the API carries it. */
export const fromCents = (cents: number): number => cents / 100;

/** qty × unit price less the discount (percent, 0–100), in cents, rounded half up. */
export function lineAmountCents(line: PricedLineValues): number {
  const discount = Math.min(100, Math.max(0, num(line.discount)));
  return roundHalfUp((num(line.qty) * toCents(line.unit_price) * (100 - discount)) / 100);
}

/** GST on an amount in cents at a percent rate, rounded half up. */
export const gstCents = (cents: number, ratePercent: number): number => roundHalfUp((cents * ratePercent) / 100);

/** How one family of tax codes is worked: its codes in order, the code of a line, and which codes carry the rate. */
interface CodeSet {
  codes: readonly string[];
  codeOf: (line: { tax_code?: unknown }) => string;
  rated: (code: string) => boolean;
}

/**
 * The one GST computation of priced documents, sales and purchases alike: the lines' amounts
 * (cents) grouped by tax code; a code carrying GST at `ratePercent`, any other at 0; each code's
 * GST rounded half up once on its net (per document per code, PINT-SG's TaxSubtotal), or each
 * line's rounded and summed within its code with `rounding` 'line'; the document's GST the sum of
 * the codes'; its SGD figures the subtotal and the GST each times the exchange rate, rounded once.
 */
function taxTotals(set: CodeSet, lines: readonly { tax_code?: unknown }[], amounts: number[], ratePercent: number, rounding: GstRounding, exchangeRate: unknown): DocumentTotals {
  const netsByCode = new Map<string, number[]>();
  lines.forEach((line, i) => {
    const code = set.codeOf(line);
    netsByCode.set(code, [...(netsByCode.get(code) ?? []), amounts[i]]);
  });
  const order = (code: string) => (set.codes.indexOf(code) + set.codes.length + 1) % (set.codes.length + 1);
  const byCode = [...netsByCode.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([code, nets]) => {
      const rate = set.rated(code) ? ratePercent : 0;
      const net = nets.reduce((s, a) => s + a, 0);
      return { code, net, rate, gst: rounding === 'line' ? nets.reduce((s, a) => s + gstCents(a, rate), 0) : gstCents(net, rate) };
    });
  const subtotal = amounts.reduce((sum, a) => sum + a, 0);
  const gst = byCode.reduce((s, c) => s + c.gst, 0);
  const rate = num(exchangeRate) || 1;
  const subtotalBase = roundHalfUp(subtotal * rate);
  const gstBase = roundHalfUp(gst * rate);
  return { lines: amounts, byCode, subtotal, gst, total: subtotal + gst, subtotalBase, gstBase, totalBase: subtotalBase + gstBase };
}

const SALES_CODES: CodeSet = { codes: SALES_TAX_CODES, codeOf: salesTaxCodeOf, rated: salesCodeRated };

/** The totals of a sales document from its lines (each with its tax code, SR when none), its GST rate (percent) and its exchange rate to SGD. */
export function documentTotals(lines: readonly PricedLineValues[], ratePercent: number, rounding: GstRounding = 'document', exchangeRate = 1): DocumentTotals {
  return taxTotals(SALES_CODES, lines, lines.map(lineAmountCents), ratePercent, rounding, exchangeRate);
}

/**
 * A saved document's GST breakdown per tax code, as the server worked it: `totalsOf` (documentTotals
 * for sales, purchaseTotals for purchases) over its stored lines at its stored rate, with the
 * rounding (per code, or per line under GST_ROUNDING=line) that gives the GST the document carries.
 * Read by the e-invoice (its TaxSubtotals), the PDFs and the document's page (their tax summary).
 */
export function storedBreakdown(
  doc: { gst_percent?: unknown; gst_amount?: unknown },
  lines: readonly Record<string, unknown>[],
  totalsOf: (lines: never[], ratePercent: number, rounding: GstRounding) => DocumentTotals = documentTotals as never,
): TaxCodeTotal[] {
  const rate = num(doc.gst_percent);
  const perCode = totalsOf(lines as never[], rate, 'document');
  if (perCode.gst === toCents(doc.gst_amount)) return perCode.byCode;
  const perLine = totalsOf(lines as never[], rate, 'line');
  return perLine.gst === toCents(doc.gst_amount) ? perLine.byCode : perCode.byCode;
}

/**
 * The rate in force at `date` (unix seconds, a day's midnight or any time of it) among a code's
 * rows: the latest that began by then and has not ended (the end date counts to its last second).
 */
export function rateOn(rows: readonly GstRateRow[], date: number): number | undefined {
  const inForce = rows.filter((r) => Number(r.effective_from) <= date && (r.effective_to === null || r.effective_to === undefined || date < Number(r.effective_to) + DAY_SECONDS));
  inForce.sort((a, b) => Number(b.effective_from) - Number(a.effective_from));
  return inForce.length ? Number(inForce[0].rate) : undefined;
}

/**
 * The IRAS input tax codes of a purchase line (schema/traits/purchase_line.yaml) and whether the
 * supplier's document charges GST at the standard rate on it: TX (standard-rated purchases) and
 * BL do; ZP, IM (GST paid to Customs on the import permit, not to the supplier), ME, EP, OP and
 * NR (a supplier not registered) do not.
 *
 * BL (IRAS: GST paid on a purchase whose input tax is disallowed, e.g. club subscriptions, medical
 * expenses, motor cars) carries the supplier's GST in the line's and the document's totals,
 * because the supplier charged it and it is paid; it is NOT input tax: the F5 return's box 7
 * (input tax claimed) must leave BL's GST out, and its net stays out of box 5 (taxable purchases).
 */
export const PURCHASE_TAX_CODES = ['TX', 'ZP', 'IM', 'ME', 'EP', 'OP', 'BL', 'NR'] as const;
export type PurchaseTaxCode = (typeof PURCHASE_TAX_CODES)[number];
const RATED_PURCHASE_CODES: ReadonlySet<string> = new Set(['TX', 'BL']);
const purchaseTaxCodeOf = (line: { tax_code?: unknown }): string => String(line.tax_code ?? '') || 'TX';
/** Whether a purchase line of this tax code carries the standard GST rate (TX when none is given). */
export const purchaseCodeRated = (code: unknown) => RATED_PURCHASE_CODES.has(purchaseTaxCodeOf({ tax_code: code }));

export interface PurchaseLineValues {
  qty?: unknown;
  unit_cost?: unknown;
  tax_code?: unknown;
}

/** qty × unit cost, in cents, rounded half up. */
export const purchaseLineCents = (line: PurchaseLineValues): number => roundHalfUp(num(line.qty) * toCents(line.unit_cost));

const PURCHASE_CODES: CodeSet = { codes: PURCHASE_TAX_CODES, codeOf: purchaseTaxCodeOf, rated: purchaseCodeRated };

/**
 * The totals of a purchase document, GST worked per tax code by the same computation as a sales
 * document's (taxTotals): the lines of the rated codes (TX, BL) at the standard rate on the
 * document's date, each code's GST rounded once on that code's subtotal (or per line when the
 * setting says so); every other code carries none. `gstByCode`: each code's GST, cents.
 */
export function purchaseTotals(lines: readonly PurchaseLineValues[], ratePercent: number, rounding: GstRounding = 'document', exchangeRate = 1): DocumentTotals & { gstByCode: Record<string, number> } {
  const totals = taxTotals(PURCHASE_CODES, lines, lines.map(purchaseLineCents), ratePercent, rounding, exchangeRate);
  return { ...totals, gstByCode: Object.fromEntries(totals.byCode.map((c) => [c.code, c.gst])) };
}
