/**
 * The behaviour of the priced_document trait (schema/traits/priced_document.yaml): on every save
 * the server recomputes each priced line's `amount` and the document's `gst_percent`, `subtotal`,
 * `gst_amount`, `total` and their SGD amounts (`subtotal_base`, `gst_amount_base`, `total_base`) with the one tax engine (src/shared/tax.ts, integer
 * cents); whatever figures the browser sent are ignored. The GST rate is the standard rate (SR)
 * of gst_rates in force on the document's date (its first required date field); the exchange
 * rate, for a currency other than SGD, is the one the user gave, else the latest exchange_rates
 * row on or before that date (exchangeRateOf). GST is worked per line tax code (shared/tax.ts
 * documentTotals: SR and DS at that rate, the other codes at 0, each code's GST rounded once);
 * GST_ROUNDING=line rounds GST per line instead of once per code. A line saved without a tax code
 * takes its customer's default (defaultSalesTaxCode: OS for a customer without GST, ZR outside
 * Singapore, else SR).
 */
import type { Kysely } from 'kysely';
import { defaultSalesTaxCode, documentDateField, documentTotals, fromCents, rateOn, type DocumentTotals, type GstRounding } from '../../shared/tax';
import { formatMoneyBound, MAX_MONEY, MAX_MONEY_CENTS } from '../../shared/number-bounds';
import { defineBehaviour, type WriteStep } from '../behaviours';
import { HttpError, type ErrorDetail } from '../errors';
import { BOOKKEEPING_ACTIONS } from './chained_document';

export const BASE_CURRENCY = 'SGD';
const STANDARD_GST = 'SR';

/** The standard GST rate (percent) in force on `date` (unix seconds), from gst_rates. */
export async function standardGstRate(db: Kysely<any>, date: number): Promise<number | undefined> {
  const rows = await db.selectFrom('gst_rates').select(['rate', 'effective_from', 'effective_to']).where('code', '=', STANDARD_GST).where('status', '!=', 'V').execute();
  return rateOn(rows as never, date);
}

/** SGD for one unit of `currency` on `date`: the latest rate on or before it, if any. */
export async function exchangeRateOn(db: Kysely<any>, currency: string, date: number): Promise<number | undefined> {
  if (currency === BASE_CURRENCY) return 1;
  const row = await db
    .selectFrom('exchange_rates as r')
    .innerJoin('currencies as c', 'c.id', 'r.currency_id')
    .select('r.rate')
    .where('c.code', '=', currency)
    .where('r.rate_date', '<=', date)
    .where('r.status', '!=', 'V')
    .orderBy('r.rate_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.rate) : undefined;
}

/**
 * The document's rate to SGD: 1 for SGD; for another currency the rate the user gave (typed, or
 * taken over from the document it was converted from), else the masterlist's rate on the date
 * (exchangeRateOn), else the one stored. A rate of 1 for a foreign currency is the field's
 * default, not a rate anyone gave. An update that changes the currency without a rate takes the
 * masterlist's again.
 */
async function exchangeRateOf(db: Kysely<any>, currency: string, date: number, sent: unknown, current: Record<string, unknown> | null | undefined): Promise<number> {
  if (currency === BASE_CURRENCY) return 1;
  const given = Number(sent);
  if (sent !== undefined && sent !== null && Number.isFinite(given) && given > 0 && given !== 1) return given;
  const stored = Number(current?.exchange_rate);
  const sameCurrency = current && String(current.currency_id ?? BASE_CURRENCY) === currency;
  if (sent === undefined && sameCurrency && Number.isFinite(stored) && stored > 0 && stored !== 1) return stored;
  return (await exchangeRateOn(db, currency, date)) ?? (Number.isFinite(given) && given > 0 ? given : 1);
}

/**
 * Every amount the server computes stays within MAX_MONEY (shared/number-bounds.ts), so it is
 * stored and added up in exact cents: a line of 1,000,000 × 999,999,999.99 is refused in a
 * sentence, not stored past exact cents (or as null, on SQLite, once it overflows).
 */
function refuseOutsizedTotals(lineField: string, totals: DocumentTotals): void {
  const most = formatMoneyBound(MAX_MONEY);
  const problems: ErrorDetail[] = [];
  totals.lines.forEach((cents, i) => {
    if (!(cents <= MAX_MONEY_CENTS)) problems.push({ title: `Line ${i + 1} comes to more than ${most} (qty × unit price)`, meta: { field: `${lineField}.${i}.qty` } });
  });
  if (!problems.length && !(totals.total <= MAX_MONEY_CENTS)) problems.push({ title: `The total comes to more than ${most}; split it into several documents`, meta: { field: lineField } });
  if (!problems.length && !(totals.totalBase <= MAX_MONEY_CENTS)) problems.push({ title: `The total in SGD comes to more than ${most}`, meta: { field: 'exchange_rate' } });
  if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
}

const rounding = (): GstRounding => (process.env.GST_ROUNDING === 'line' ? 'line' : 'document');

/** A document's totals from its lines, the GST rate on its date, the rounding and its rate to SGD (shared/tax.ts). */
export type TotalsOf = (lines: Record<string, unknown>[], gstPercent: number, rounding: GstRounding, exchangeRate: number) => DocumentTotals;

/**
 * Work out a priced document's totals on a save (its lines in `lineField`) with `totalsOf`: the
 * sales engine (documentTotals) here, the purchase engine per input tax code for the
 * purchase_document trait (traits/purchase_document.ts).
 */
export async function priceDocument(lineField: string, { info, input, current, uow }: WriteStep, totalsOf: TotalsOf = documentTotals): Promise<void> {
  if (!input) return;
  const value = (name: string) => (name in input.values ? input.values[name] : current?.[name]);
  const dateField = documentDateField(info.def);
  const date = Number(dateField ? value(dateField) : undefined);
  if (!Number.isFinite(date)) return; // the required-field check answers for a missing date
  const gstPercent = await standardGstRate(uow.trx, date);
  if (gstPercent === undefined) throw new HttpError('VALIDATION_FAILED', [{ title: 'There is no standard GST rate in gst_rates on this date', meta: { field: dateField } }]);
  const currency = String(value('currency_id') ?? BASE_CURRENCY);
  const exchangeRate = await exchangeRateOf(uow.trx, currency, date, input.values.exchange_rate, current);

  // The lines as they will be: those sent (over their stored values), or those stored.
  const stored = new Map(((current?.[lineField] as Record<string, unknown>[] | undefined) ?? []).map((l) => [Number(l.id), l]));
  const sent = input.lines?.[lineField];
  const lines = sent ? sent.map((l) => ({ ...(l.id !== undefined ? stored.get(l.id) : {}), ...l.values })) : [...stored.values()];
  const totals = totalsOf(lines, gstPercent, rounding(), exchangeRate);
  refuseOutsizedTotals(lineField, totals);
  sent?.forEach((line, i) => (line.values.amount = fromCents(totals.lines[i])));
  Object.assign(input.values, {
    gst_percent: gstPercent,
    exchange_rate: exchangeRate,
    subtotal: fromCents(totals.subtotal),
    gst_amount: fromCents(totals.gst),
    total: fromCents(totals.total),
    subtotal_base: fromCents(totals.subtotalBase),
    gst_amount_base: fromCents(totals.gstBase),
    total_base: fromCents(totals.totalBase),
  });
}

/**
 * Give every sent line without a tax code (neither sent nor stored) its customer's default
 * (shared/tax.ts defaultSalesTaxCode), read from the document's customer as it will be.
 */
async function fillTaxCodes(lineField: string, { input, current, uow }: WriteStep): Promise<void> {
  const sent = input?.lines?.[lineField];
  if (!sent) return;
  const stored = new Map(((current?.[lineField] as Record<string, unknown>[] | undefined) ?? []).map((l) => [Number(l.id), l.tax_code]));
  const missing = sent.filter((l) => !l.values.tax_code && !(l.id !== undefined && !('tax_code' in l.values) && stored.get(l.id)));
  if (!missing.length) return;
  const companyId = Number(input!.values.company_id ?? current?.company_id);
  const customer = Number.isSafeInteger(companyId) && companyId > 0 ? await uow.trx.selectFrom('companies').select(['gst', 'country']).where('id', '=', companyId).executeTakeFirst() : undefined;
  const code = defaultSalesTaxCode(customer);
  for (const line of missing) line.values.tax_code = code;
}

/** The compute step pricing a document whose lines take `lineTrait`, with `totalsOf`. */
export const pricingStep =
  (lineTrait: string, totalsOf?: TotalsOf) =>
  async (step: WriteStep): Promise<void> => {
    if ((step.kind !== 'create' && step.kind !== 'update') || BOOKKEEPING_ACTIONS.has(step.action)) return;
    const lines = step.info.children.find((c) => c.def.traits.includes(lineTrait))?.child.field;
    if (lines) await priceDocument(lines, step, totalsOf);
  };

const salesPricing = pricingStep('priced_line');

export default defineBehaviour(() => ({
  compute: async (step: WriteStep) => {
    const lines = step.info.children.find((c) => c.def.traits.includes('priced_line'))?.child.field;
    if (lines && (step.kind === 'create' || step.kind === 'update') && !BOOKKEEPING_ACTIONS.has(step.action)) await fillTaxCodes(lines, step);
    await salesPricing(step);
  },
}));
