/**
 * Unix seconds <-> the text of `<input type="date">` ('YYYY-MM-DD') and `<input
 * type="datetime-local">` ('YYYY-MM-DDTHH:mm').
 *
 * A date field holds a calendar day, not an instant: the unix seconds of its midnight in Singapore,
 * the business's time zone (src/shared/singapore-time.ts), as the server and the seed data write
 * them. So a day is read and written in Singapore time whatever the browser's time zone: a browser
 * on UTC shows a converted document's date (Singapore midnight, 16:00 UTC the day before) as the
 * day it is, and the day it sends is that day's Singapore midnight. A date-time is an instant, in
 * the browser's time zone.
 *
 * The `to…` converters are idempotent: react-admin 5.15's DateInput and DateTimeInput apply
 * `format` twice (once in useInput, again on the value useInput already formatted), so a text
 * that is already an input's value passes through unchanged instead of being blanked.
 */
import { SINGAPORE_OFFSET, singaporeDate } from '../../shared/singapore-time';
import { WORKDAY_START_TIME } from '../../shared/working-hours';

const pad = (n: number) => String(n).padStart(2, '0');
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The Singapore day of `value` (unix seconds) as 'YYYY-MM-DD'; '' for no date. */
export const toDateString = (value: unknown): string => {
  if (typeof value === 'string') return DATE_TEXT.test(value) ? value : '';
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return new Date((value + SINGAPORE_OFFSET) * 1000).toISOString().slice(0, 10);
};

/** Singapore midnight of 'YYYY-MM-DD' as unix seconds; null for anything else. */
export const fromDateString = (text: unknown): number | null => {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(typeof text === 'string' ? text : '');
  return m ? singaporeDate(m[1]) : null;
};

/** The local time of `value` (unix seconds) as 'YYYY-MM-DDTHH:mm'; '' for no time. */
export const toDateTimeString = (value: unknown): string => {
  if (typeof value === 'string') return DATE_TIME_TEXT.test(value) ? value : '';
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const d = new Date(value * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The time a date-time takes when only its day was given (spec section 9: "default date-time helper 08:00"): the working day's start. */
export const DEFAULT_TIME = WORKDAY_START_TIME;

/** A local date-time text (or a Date) as unix seconds; a day alone ('YYYY-MM-DD') is taken at 08:00; null for empty or invalid. */
export const fromDateTimeString = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && DATE_TEXT.test(value)) return fromDateTimeString(`${value}T${DEFAULT_TIME}`);
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? null : Math.floor(d.getTime() / 1000);
};
