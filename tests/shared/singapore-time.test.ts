import { describe, expect, it } from 'vitest';
import { singaporeCalendar, singaporeDate, singaporeMonthStart } from '../../src/shared/singapore-time';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('Singapore calendar', () => {
  it('counts months from Singapore midnight, not UTC', () => {
    // 31 Jan 16:30 UTC is already 1 Feb 00:30 in Singapore.
    expect(singaporeMonthStart(at('2026-01-31T16:30:00Z'))).toBe(singaporeDate('2026-02-01'));
    expect(singaporeMonthStart(at('2026-01-31T15:59:59Z'))).toBe(singaporeDate('2026-01-01'));
  });

  it('steps across years both ways', () => {
    const mid = at('2026-01-15T04:00:00Z');
    expect(singaporeMonthStart(mid, -1)).toBe(singaporeDate('2025-12-01'));
    expect(singaporeMonthStart(mid, -4)).toBe(singaporeDate('2025-09-01'));
    expect(singaporeMonthStart(mid, 12)).toBe(singaporeDate('2027-01-01'));
  });

  it('gives the calendar edges of a Sunday night in Singapore', () => {
    // Sunday 1 March 2026, 23:00 in Singapore.
    const c = singaporeCalendar(at('2026-03-01T15:00:00Z'));
    expect(c.today).toBe(singaporeDate('2026-03-01'));
    expect(c.weekStart).toBe(singaporeDate('2026-02-23'));
    expect(c.monthStart).toBe(singaporeDate('2026-03-01'));
    expect(c.lastMonthStart).toBe(singaporeDate('2026-02-01'));
    expect(c.nextMonthStart).toBe(singaporeDate('2026-04-01'));
  });
});
