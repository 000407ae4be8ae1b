/**
 * How money in one currency pays an invoice in another, shared by the server (which settles the
 * payment: src/server/sales/settlement.ts) and the app (the Record payment dialog's "SGD 2,000.00
 * pays USD 1,489.76 at 1.3425"), so both say the same cents. An invoice takes payments in its own
 * currency, or in SGD converted at the invoice's rate (api-contract.md "Money in and out").
 */
import { roundHalfUp } from './tax';

/** The base currency: reports, PayNow and an SGD payment's own amount. */
export const BASE_CURRENCY = 'SGD';

/** What of an invoice the conversion reads: its currency and rate. */
export interface InvoiceCurrency {
  currency_id?: unknown;
  exchange_rate?: unknown;
}

/** A document's rate to SGD (1 when it has none). */
export const rateOf = (doc: InvoiceCurrency): number => {
  const rate = Number(doc.exchange_rate);
  return String(doc.currency_id ?? BASE_CURRENCY) === BASE_CURRENCY || !Number.isFinite(rate) || rate <= 0 ? 1 : rate;
};

/**
 * Cents of `currency` in an invoice's currency: the same amount in its own currency; SGD to a
 * foreign-currency invoice at the invoice's rate (half up), exactly its balance when the SGD is the
 * balance's SGD equivalent (what its PayNow QR asks); anything else is not converted (undefined).
 */
export function toInvoiceCurrency(invoice: InvoiceCurrency, amountCents: number, currency: string, balanceCents: number): number | undefined {
  const own = String(invoice.currency_id ?? BASE_CURRENCY);
  if (currency === own) return amountCents;
  if (currency !== BASE_CURRENCY) return undefined;
  const rate = rateOf(invoice);
  if (balanceCents > 0 && roundHalfUp(balanceCents * rate) === amountCents) return balanceCents;
  return roundHalfUp(amountCents / rate);
}
