/** Money, dates and times as the contact's language writes them (Intl), in Singapore's time. */
const TIME_ZONE = 'Asia/Singapore';

/** An amount in the document's currency (the API sends currency units, e.g. 1234.5). */
export const money = (locale: string, amount: number | null | undefined, currency = 'SGD'): string => {
  if (amount === null || amount === undefined || !Number.isFinite(Number(amount))) return '';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${currency} ${Number(amount).toFixed(2)}`;
  }
};

/** A date sent as YYYY-MM-DD, an ISO time, or unix seconds. */
function toDate(value: string | number): Date {
  if (typeof value === 'number') return new Date(value < 1e12 ? value * 1000 : value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00+08:00`);
  return new Date(value);
}

export const day = (locale: string, value: string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleDateString(locale, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
};

export const dayTime = (locale: string, value: string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return Number.isNaN(date.getTime())
    ? String(value)
    : date.toLocaleString(locale, { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
};

export const quantity = (locale: string, n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(n);

/** Today in Singapore as YYYY-MM-DD, and a date `days` from it. */
export function isoDay(offsetDays = 0, from = new Date()): string {
  const shifted = new Date(from.getTime() + offsetDays * 86_400_000);
  return shifted.toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
}
