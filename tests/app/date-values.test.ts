/**
 * The date converters of the generated forms. react-admin 5.15's DateInput/DateTimeInput run
 * `format` on a value `format` already produced; these tests pin that a second pass keeps it
 * (issue 10, item 1: edit forms showed dates empty and saved null). A date field is a calendar
 * day, held as its Singapore midnight: a browser in any time zone shows and sends that day
 * (issue 25, item 9: converted dates were shown a day early in a browser on UTC).
 */
import { describe, expect, it } from 'vitest';
import { fromDateString, fromDateTimeString, toDateString, toDateTimeString } from '../../src/app/crud/dateValues';
import { formatUnix } from '../../src/app/crud/list/format';
import { singaporeDate, singaporeMidnight } from '../../src/shared/singapore-time';

const local = (y: number, m: number, d: number, h = 0, min = 0) => Math.floor(new Date(y, m - 1, d, h, min).getTime() / 1000);

describe('date converters', () => {
  it('format unix seconds as the input text, and keep that text on a second pass', () => {
    const day = singaporeDate('2026-11-02');
    expect(toDateString(day)).toBe('2026-11-02');
    expect(toDateString(toDateString(day))).toBe('2026-11-02');
    const time = local(2026, 11, 2, 9, 30);
    expect(toDateTimeString(time)).toBe('2026-11-02T09:30');
    expect(toDateTimeString(toDateTimeString(time))).toBe('2026-11-02T09:30');
  });

  it('read the input text back as the same unix seconds', () => {
    const day = singaporeDate('2026-02-28');
    expect(fromDateString(toDateString(day))).toBe(day);
    const time = local(2026, 2, 28, 23, 59);
    expect(fromDateTimeString(toDateTimeString(time))).toBe(time);
  });

  it("show a date field's Singapore day whatever the browser's time zone, and send that day's Singapore midnight", () => {
    // Singapore midnight of 27 November is 16:00 UTC on the 26th: still the 27th.
    const converted = singaporeMidnight(Date.UTC(2026, 10, 27, 1) / 1000);
    expect(new Date(converted * 1000).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(toDateString(converted)).toBe('2026-11-27');
    expect(formatUnix(converted, false, 'en-CA')).toBe('2026-11-27');
    expect(formatUnix(converted, false, 'en-GB')).toBe('27/11/2026');
    expect(fromDateString('2026-11-27')).toBe(converted);
  });

  it('show no date as an empty input and send it as null', () => {
    for (const empty of [null, undefined, '', 'not a date', Number.NaN]) {
      expect(toDateString(empty)).toBe('');
      expect(toDateTimeString(empty)).toBe('');
    }
    expect(toDateString('2026-11-02T09:30')).toBe('');
    expect(fromDateString('')).toBeNull();
    expect(fromDateTimeString('')).toBeNull();
    expect(fromDateTimeString('nonsense')).toBeNull();
  });
});
