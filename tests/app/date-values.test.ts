/**
 * The date converters of the generated forms. react-admin 5.15's DateInput/DateTimeInput run
 * `format` on a value `format` already produced; these tests pin that a second pass keeps it
 * (issue 10, item 1: edit forms showed dates empty and saved null).
 */
import { describe, expect, it } from 'vitest';
import { fromDateString, fromDateTimeString, toDateString, toDateTimeString } from '../../src/app/crud/dateValues';

const local = (y: number, m: number, d: number, h = 0, min = 0) => Math.floor(new Date(y, m - 1, d, h, min).getTime() / 1000);

describe('date converters', () => {
  it('format unix seconds as the input text, and keep that text on a second pass', () => {
    const day = local(2026, 11, 2);
    expect(toDateString(day)).toBe('2026-11-02');
    expect(toDateString(toDateString(day))).toBe('2026-11-02');
    const time = local(2026, 11, 2, 9, 30);
    expect(toDateTimeString(time)).toBe('2026-11-02T09:30');
    expect(toDateTimeString(toDateTimeString(time))).toBe('2026-11-02T09:30');
  });

  it('read the input text back as the same unix seconds', () => {
    const day = local(2026, 2, 28);
    expect(fromDateString(toDateString(day))).toBe(day);
    const time = local(2026, 2, 28, 23, 59);
    expect(fromDateTimeString(toDateTimeString(time))).toBe(time);
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
