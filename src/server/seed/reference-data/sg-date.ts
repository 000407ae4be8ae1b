/**
 * Date fields hold unix seconds (api-contract.md). A calendar date of this Singapore business is
 * midnight in Singapore (UTC+8 all year, no daylight saving), so a browser in Singapore shows
 * the same day the row was written for.
 */
const SINGAPORE_OFFSET_SECONDS = 8 * 3600;

/** '2024-01-01' -> unix seconds of 2024-01-01 00:00 in Singapore. */
export function singaporeDate(isoDate: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000 - SINGAPORE_OFFSET_SECONDS;
}
