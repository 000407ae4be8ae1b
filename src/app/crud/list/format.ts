/**
 * Display formats shared by the list cells, the quick view and the exports (spec section 9):
 * money with two decimals (0.00 for zero or empty), dates from unix seconds in the user's date
 * locale (the language's: en-CA for English, de-DE, fr-FR, pt-PT; or en-CA or en-GB whatever the
 * language, as the user chooses). Plain functions, so the export workers can
 * use them without React.
 */
import { SINGAPORE_TIME_ZONE as BUSINESS_TIME_ZONE } from '../../../shared/singapore-time';

/** The date format of each app language: English keeps the spec's en-CA (2024-05-31). */
export const LANGUAGE_DATE_LOCALES = { en: 'en-CA', de: 'de-DE', fr: 'fr-FR', pt: 'pt-PT' } as const;
export type DateLocale = 'en-GB' | (typeof LANGUAGE_DATE_LOCALES)[keyof typeof LANGUAGE_DATE_LOCALES];
export const DEFAULT_DATE_LOCALE: DateLocale = 'en-CA';

/** What a user may choose: the language's format (the default), or ISO or British whatever the language. */
export const DATE_PREFERENCES = ['language', 'en-CA', 'en-GB'] as const;
export type DatePreference = (typeof DATE_PREFERENCES)[number];

export function isDatePreference(value: unknown): value is DatePreference {
  return (DATE_PREFERENCES as readonly unknown[]).includes(value);
}

/** The locale dates are shown in, for a preference and the app's language. */
export function dateLocaleOf(preference: DatePreference, language: string): DateLocale {
  if (preference !== 'language') return preference;
  return LANGUAGE_DATE_LOCALES[language as keyof typeof LANGUAGE_DATE_LOCALES] ?? DEFAULT_DATE_LOCALE;
}

// Formatters are built once per locale: an export formats tens of thousands of values.
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateFormats = new Map<string, { date: Intl.DateTimeFormat; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(locale: string) {
  let f = dateFormats.get(locale);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat(locale),
      // A date field's day is its Singapore day (crud/dateValues.ts), whatever the browser's zone.
      day: new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE }),
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
    };
    dateFormats.set(locale, f);
  }
  return f;
}

/**
 * Singapore dollars in `locale`'s own style, named by their code ("SGD 153,223.96",
 * "153.223,96 SGD"): never a bare "$", which German and French read as US dollars (issue 35 item 6).
 */
export function sgdFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'SGD', currencyDisplay: 'code' });
}

/** Two decimals; zero or empty shows 0.00. */
export function formatMoney(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  return money.format(Number.isFinite(n) ? n : 0);
}

/**
 * An amount with its currency where it is not SGD ("USD 1,234.50"; an SGD amount as formatMoney
 * writes it), as a foreign-currency document's pages show their figures.
 */
export function formatAmount(value: unknown, currency: unknown): string {
  const code = typeof currency === 'string' && currency !== '' ? currency : 'SGD';
  return code === 'SGD' ? formatMoney(value) : `${code} ${formatMoney(value)}`;
}

/**
 * Unix seconds as a date (en-CA: 2024-05-31, en-GB: 31/05/2024), optionally with the time. Without
 * the time it is a date field's calendar day, its day in Singapore; with it, an instant in the
 * browser's time zone.
 */
export function formatUnix(seconds: unknown, showTime = false, locale: string = DEFAULT_DATE_LOCALE): string {
  if (typeof seconds !== 'number' || !seconds) return '';
  const d = new Date(seconds * 1000);
  const f = formatsOf(locale);
  return showTime ? `${f.date.format(d)} ${f.time.format(d)}` : f.day.format(d);
}
