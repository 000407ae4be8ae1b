/**
 * Days, weeks and months as this Singapore business counts them: Singapore time is UTC+8 all
 * year (no daylight saving), a calendar date is its midnight there (as the seed data writes
 * dates), and a week starts on Monday.
 */
export const SINGAPORE_OFFSET = 8 * 3600;
/** The IANA name of the business's time zone (Intl formats a date field's day in it). */
export const SINGAPORE_TIME_ZONE = 'Asia/Singapore';
const DAY = 86_400;

/** '2024-01-01' -> unix seconds of 2024-01-01 00:00 in Singapore (how date fields hold a day). */
export function singaporeDate(isoDate: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000 - SINGAPORE_OFFSET;
}

/** Midnight in Singapore of the day `seconds` falls on. */
export const singaporeMidnight = (seconds: number): number => Math.floor((seconds + SINGAPORE_OFFSET) / DAY) * DAY - SINGAPORE_OFFSET;

/** The first of the month `monthsAhead` months from the one `seconds` falls in, in Singapore (negative: before). */
export function singaporeMonthStart(seconds: number, monthsAhead = 0): number {
  const local = new Date((seconds + SINGAPORE_OFFSET) * 1000);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + monthsAhead, 1) / 1000 - SINGAPORE_OFFSET;
}

/** The calendar edges around `now` in Singapore time, as unix seconds. */
export function singaporeCalendar(now: number) {
  const local = new Date((now + SINGAPORE_OFFSET) * 1000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const at = (year: number, month: number, day: number) => Date.UTC(year, month, day) / 1000 - SINGAPORE_OFFSET;
  const today = singaporeMidnight(now);
  const weekStart = today - ((local.getUTCDay() + 6) % 7) * DAY;
  return { today, tomorrow: today + DAY, weekStart, monthStart: singaporeMonthStart(now), nextMonthStart: singaporeMonthStart(now, 1), lastMonthStart: singaporeMonthStart(now, -1), yearAgo: at(y - 1, m, local.getUTCDate()) };
}
