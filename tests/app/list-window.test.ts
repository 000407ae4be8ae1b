/** Which rows a long data list renders (src/app/crud/list/rowWindow.ts). */
import { describe, expect, it } from 'vitest';
import { nextWindow, rowWindow, type RowWindowInput } from '../../src/app/crud/list/rowWindow';

/** 10,000 rows of 40 px under a 200 px header, in a 1,000 px viewport: 25 rows fill it. */
const base: RowWindowInput = { count: 10_000, rowHeight: 40, listTop: 200, viewportHeight: 1000, overscan: 10, step: 2 };

describe('rowWindow', () => {
  it('renders from the first row to those filling the viewport, plus the overscan below', () => {
    // Rows 0..19 are in view (200 + 20 * 40 = 1000), then 10 of overscan.
    expect(rowWindow(base)).toEqual({ start: 0, end: 30 });
    expect(rowWindow({ ...base, overscan: 0 })).toEqual({ start: 0, end: 20 });
  });

  it('follows the scroll: the rows in view and the overscan on both sides', () => {
    // The list's top is 40,000 px above the viewport: row 1,000 is at its top edge.
    // Rows 1,000..1,024 in view; 10 above, 10 below, the end rounded up to the step.
    expect(rowWindow({ ...base, listTop: -40_000 })).toEqual({ start: 990, end: 1036 });
    // Half a row further: row 1,000 is still partly in view, row 1,025 too.
    expect(rowWindow({ ...base, listTop: -40_020 })).toEqual({ start: 990, end: 1036 });
    // Two rows further.
    expect(rowWindow({ ...base, listTop: -40_080 })).toEqual({ start: 992, end: 1038 });
  });

  it('moves its edges in steps, so the first row keeps its even/odd parity', () => {
    const stepped = rowWindow({ ...base, listTop: -40_100, step: 10 });
    expect(stepped).toEqual({ start: 990, end: 1040 });
    for (let top = 0; top > -4000; top -= 7) expect(rowWindow({ ...base, listTop: top }).start % 2).toBe(0);
  });

  it('stops at the end of the list, and keeps its last rows when scrolled past it', () => {
    const end = rowWindow({ ...base, listTop: -(10_000 * 40 - 1000) });
    expect(end.end).toBe(10_000);
    expect(end.start).toBe(9964); // 25 rows in view and 10 above, rounded down to the step
    expect(rowWindow({ ...base, listTop: -1_000_000 })).toEqual({ start: 9998, end: 10_000 });
  });

  it('renders every row of a list shorter than the viewport, and none of an empty one', () => {
    expect(rowWindow({ ...base, count: 12 })).toEqual({ start: 0, end: 12 });
    expect(rowWindow({ ...base, count: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('renders a few rows while the list is still below the viewport', () => {
    expect(rowWindow({ ...base, listTop: 1200 })).toEqual({ start: 0, end: 6 });
  });
});

describe('nextWindow', () => {
  it('keeps the window while it holds the rows in view and the margin beyond them', () => {
    const current = rowWindow({ ...base, listTop: -40_000 }); // 990..1036
    // Scrolled 3 rows down: rows 1,003..1,027 in view, 8 rendered rows still below them.
    expect(nextWindow(current, { ...base, listTop: -40_120 }, 5)).toBe(current);
    // With a margin of 10 that is too few: a new window with the full overscan.
    expect(nextWindow(current, { ...base, listTop: -40_120 }, 10)).toEqual({ start: 992, end: 1038 });
  });

  it('keeps a window larger than needed, and replaces one that misses rows in view', () => {
    const wide = { start: 0, end: 60 };
    expect(nextWindow(wide, base, 0)).toBe(wide);
    expect(nextWindow(wide, { ...base, listTop: -40_000 }, 0)).toEqual({ start: 990, end: 1036 });
  });

  it('replaces a window reaching past the end of a list that got shorter', () => {
    expect(nextWindow({ start: 0, end: 60 }, { ...base, count: 40 }, 0)).toEqual({ start: 0, end: 30 });
  });
});
