/**
 * Which rows of a long list to render: those in the viewport plus some overscan above and below.
 * The rest are stood in for by spacers of the same height, so the page keeps its full length and
 * its scrollbar. Pure arithmetic, so the window can be tested without a browser.
 */

/** Pages up to this many rows render every row, as a plain table does. */
export const WINDOW_THRESHOLD = 100;

export interface RowWindowInput {
  /** Rows in the list. */
  count: number;
  /** Height of one row, px (measured from rendered rows). */
  rowHeight: number;
  /** Where the first row's top is, in viewport px: negative once it is scrolled above the viewport. */
  listTop: number;
  /** Height of the viewport, px. */
  viewportHeight: number;
  /** Rows rendered beyond each edge of the viewport, so a scroll shows rows already there. */
  overscan: number;
  /**
   * The window's edges move in steps of this many rows (an even number), so a scroll of a few
   * pixels re-renders nothing, and the first rendered row keeps the even/odd parity it has in
   * the whole list.
   */
  step: number;
}

export interface RowWindow {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
}

export function rowWindow({ count, rowHeight, listTop, viewportHeight, overscan, step }: RowWindowInput): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const clamp = (n: number) => Math.min(count, Math.max(0, n));
  const firstVisible = Math.floor(-listTop / rowHeight);
  const pastLastVisible = Math.ceil((viewportHeight - listTop) / rowHeight);
  let start = clamp(Math.floor((firstVisible - overscan) / step) * step);
  const end = clamp(Math.ceil((pastLastVisible + overscan) / step) * step);
  // Scrolled past the end of the list: keep its last rows rather than render none.
  if (start >= end) start = clamp(Math.floor((end - 1) / step) * step);
  return { start, end };
}

const sameWindow = (a: RowWindow, b: RowWindow) => a.start === b.start && a.end === b.end;

/**
 * Where the window should be now: the current one while it still holds every row in view plus
 * `margin` rows beyond each edge (so a scroll re-renders only every so often, and a window that is
 * larger than needed is left alone), else a new one with the full overscan around the view.
 */
export function nextWindow(current: RowWindow, input: RowWindowInput, margin: number): RowWindow {
  const needed = rowWindow({ ...input, overscan: margin, step: 1 });
  if (current.start <= needed.start && current.end >= needed.end && current.end <= input.count) return current;
  const target = rowWindow(input);
  return sameWindow(current, target) ? current : target;
}
