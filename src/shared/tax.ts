/**
 * The one tax engine of priced documents, in integer cents, shared by the server (which recomputes
 * every save: src/server/traits/priced_document.ts) and the app (the live totals of the form), so
 * both show the same cents.
 *
 * - a line's amount is qty × unit price less its discount (percent), rounded half up to the cent;
 * - the subtotal is the sum of the line amounts;
 * - GST is worked per document by default (the rate on the subtotal, rounded half up once) or per
 *   line (each line's GST rounded, then summed) when the setting says so;
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
}

export interface DocumentTotals {
  /** Each line's amount, cents, in the order given. */
  lines: number[];
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

/** The totals of a document from its lines, its GST rate (percent) and its exchange rate to SGD. */
export function documentTotals(lines: readonly PricedLineValues[], ratePercent: number, rounding: GstRounding = 'document', exchangeRate = 1): DocumentTotals {
  const amounts = lines.map(lineAmountCents);
  const subtotal = amounts.reduce((sum, a) => sum + a, 0);
  const gst = rounding === 'line' ? amounts.reduce((sum, a) => sum + gstCents(a, ratePercent), 0) : gstCents(subtotal, ratePercent);
  const total = subtotal + gst;
  const rate = num(exchangeRate) || 1;
  const subtotalBase = roundHalfUp(subtotal * rate);
  const gstBase = roundHalfUp(gst * rate);
  return { lines: amounts, subtotal, gst, total, subtotalBase, gstBase, totalBase: subtotalBase + gstBase };
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
 * BL (GST charged but not claimable as input tax) do; ZP, IM (GST paid to Customs on the import
 * permit, not to the supplier), ME, EP, OP and NR (a supplier not registered) do not.
 */
export const PURCHASE_TAX_CODES = ['TX', 'ZP', 'IM', 'ME', 'EP', 'OP', 'BL', 'NR'] as const;
export type PurchaseTaxCode = (typeof PURCHASE_TAX_CODES)[number];
const RATED_PURCHASE_CODES: ReadonlySet<string> = new Set(['TX', 'BL']);
/** Whether a purchase line of this tax code carries the standard GST rate (TX when none is given). */
export const purchaseCodeRated = (code: unknown) => RATED_PURCHASE_CODES.has(String(code ?? 'TX') || 'TX');

export interface PurchaseLineValues {
  qty?: unknown;
  unit_cost?: unknown;
  tax_code?: unknown;
}

/** qty × unit cost, in cents, rounded half up. */
export const purchaseLineCents = (line: PurchaseLineValues): number => roundHalfUp(num(line.qty) * toCents(line.unit_cost));

/**
 * The totals of a purchase document, GST worked per tax code: the lines of the rated codes (TX,
 * BL) at the standard rate on the document's date, each code's GST rounded once on that code's
 * subtotal (or per line when the setting says so); every other code carries none.
 */
export function purchaseTotals(lines: readonly PurchaseLineValues[], ratePercent: number, rounding: GstRounding = 'document', exchangeRate = 1): DocumentTotals & { gstByCode: Record<string, number> } {
  const amounts = lines.map(purchaseLineCents);
  const subtotal = amounts.reduce((sum, a) => sum + a, 0);
  const netByCode = new Map<string, number[]>();
  lines.forEach((l, i) => {
    const code = String(l.tax_code ?? 'TX') || 'TX';
    netByCode.set(code, [...(netByCode.get(code) ?? []), amounts[i]]);
  });
  const gstByCode: Record<string, number> = {};
  for (const [code, nets] of netByCode) {
    const rate = purchaseCodeRated(code) ? ratePercent : 0;
    gstByCode[code] = rounding === 'line' ? nets.reduce((s, a) => s + gstCents(a, rate), 0) : gstCents(nets.reduce((s, a) => s + a, 0), rate);
  }
  const gst = Object.values(gstByCode).reduce((s, g) => s + g, 0);
  const rate = num(exchangeRate) || 1;
  const subtotalBase = roundHalfUp(subtotal * rate);
  const gstBase = roundHalfUp(gst * rate);
  return { lines: amounts, subtotal, gst, total: subtotal + gst, subtotalBase, gstBase, totalBase: subtotalBase + gstBase, gstByCode };
}
