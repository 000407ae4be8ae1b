/**
 * Display formats shared by the list cells, the quick view and the exports (spec section 9):
 * money with two decimals (0.00 for zero or empty), dates from unix seconds in the user's date
 * locale (en-CA by default, en-GB the other choice). Plain functions, so the export workers can
 * use them without React.
 */

export const DATE_LOCALES = ['en-CA', 'en-GB'] as const;
export type DateLocale = (typeof DATE_LOCALES)[number];
export const DEFAULT_DATE_LOCALE: DateLocale = 'en-CA';

export function isDateLocale(value: unknown): value is DateLocale {
  return (DATE_LOCALES as readonly unknown[]).includes(value);
}

// Formatters are built once per locale: an export formats tens of thousands of values.
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(locale: string) {
  let f = dateFormats.get(locale);
  if (!f) {
    f = { date: new Intl.DateTimeFormat(locale), time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }) };
    dateFormats.set(locale, f);
  }
  return f;
}

/** Two decimals; zero or empty shows 0.00. */
export function formatMoney(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  return money.format(Number.isFinite(n) ? n : 0);
}

/** Unix seconds as a date (en-CA: 2024-05-31, en-GB: 31/05/2024), optionally with the time. */
export function formatUnix(seconds: unknown, showTime = false, locale: string = DEFAULT_DATE_LOCALE): string {
  if (typeof seconds !== 'number' || !seconds) return '';
  const d = new Date(seconds * 1000);
  const f = formatsOf(locale);
  return showTime ? `${f.date.format(d)} ${f.time.format(d)}` : f.date.format(d);
}
