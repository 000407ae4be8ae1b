/**
 * The body of a data list's table. Up to WINDOW_THRESHOLD rows it is react-admin's own
 * DatagridBody, every row rendered. A longer page (page size 'ALL', 10,000 rows) renders only the
 * rows in view plus some overscan, between two spacer bodies that stand in for the rest, so the
 * page keeps its length and its scrollbar and scrolling shows the right rows. The rows themselves
 * are still DatagridBody's: selection, row click, quick edit and the row actions work unchanged.
 *
 * The page (or whichever element holds the list) scrolls; the window follows any scroll and
 * resize, and the row height is measured from the rendered rows.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { DatagridBody, DatagridRow, type DatagridBodyProps, type RaRecord } from 'react-admin';
import { nextWindow, rowWindow, WINDOW_THRESHOLD, type RowWindow } from './rowWindow';

/** A dense MUI table row with a chip and icon buttons in it; replaced by the measured height after the first paint. */
const ESTIMATED_ROW_HEIGHT = 42;
/** Rows rendered beyond each edge of the viewport once the list is on screen. */
const OVERSCAN_ROWS = 20;
/** A scroll moves the window once fewer than this many rendered rows are left beyond the view. */
const SCROLL_MARGIN_ROWS = 10;
const WINDOW_STEP_ROWS = 2;

/**
 * A row that re-renders only when its props change: a scroll re-renders the body with the same
 * rows, columns and handlers, so the rows still in view are left alone and only the new ones render.
 */
const WindowRow = memo(DatagridRow);
const WINDOW_ROW = <WindowRow />;

/**
 * Runs `task` once the browser has painted what is on screen now (a frame, then a task after it);
 * answers how to cancel it. An effect alone may run before the paint: React flushes the effects of
 * an update made in a layout effect at once.
 */
function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

const SPACER_CELL_STYLE = { padding: 0, border: 0 } as const;

const Spacer = ({ height, edge, bodyRef }: { height: number; edge: 'top' | 'bottom'; bodyRef?: Ref<HTMLTableSectionElement> }) => (
  <tbody ref={bodyRef} aria-hidden="true" data-spacer={edge}>
    <tr>
      <td style={{ ...SPACER_CELL_STYLE, height }} />
    </tr>
  </tbody>
);

const WindowedBody = ({ data, ...rest }: DatagridBodyProps & { data: RaRecord[] }) => {
  const count = data.length;
  const topSpacer = useRef<HTMLTableSectionElement>(null);
  const rowsBody = useRef<HTMLTableSectionElement>(null);
  useNamedRowCheckboxes(rowsBody);
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT);
  // First the rows that fill the viewport, nothing more (the list's top is not known before it is
  // laid out, so as if it began at the top of the viewport); the overscan comes after the first paint.
  const [range, setRange] = useState<RowWindow>(() =>
    rowWindow({ count, rowHeight, listTop: 0, viewportHeight: window.innerHeight, overscan: 0, step: WINDOW_STEP_ROWS }),
  );

  /** Moves the window if fewer than `margin` rendered rows are left beyond an edge of the view. */
  const follow = useCallback(
    (margin: number) => {
      const spacer = topSpacer.current;
      if (!spacer) return;
      // The first row's top is the top spacer's top, wherever the page is scrolled.
      const input = { count, rowHeight, listTop: spacer.getBoundingClientRect().top, viewportHeight: window.innerHeight, overscan: OVERSCAN_ROWS, step: WINDOW_STEP_ROWS };
      setRange((now) => nextWindow(now, input, margin));
    },
    [count, rowHeight],
  );

  // Before paint: every row in view is rendered (a new page, a resize, a jump of the scroll).
  useLayoutEffect(() => follow(0));

  /**
   * The average height of the rendered rows: the height every row not rendered is given. Taken
   * once, from the first rows, and again when the viewport's size changes (text wraps anew), never
   * while scrolling: a new height moves every row below the top of the list, the rows in view too.
   */
  const measured = useRef(false);
  const measure = useCallback(() => {
    const body = rowsBody.current;
    const rendered = body?.rows.length ?? 0;
    const height = body && rendered > 0 ? body.getBoundingClientRect().height / rendered : 0;
    if (height <= 0) return; // not laid out (a hidden list): measured when it is
    measured.current = true;
    setRowHeight((now) => (Math.abs(height - now) > 1 ? height : now));
  }, []);

  // After paint: the row height, and the overscan around the view.
  useEffect(() =>
    afterPaint(() => {
      if (!measured.current) measure();
      follow(SCROLL_MARGIN_ROWS);
    }),
  );

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          // Rendered before this frame is painted: a long jump of the scroll shows rows, not a blank spacer.
          flushSync(() => follow(SCROLL_MARGIN_ROWS));
        });
    };
    const onResize = () => {
      measure();
      onScroll();
    };
    // Capture: a scroll of any element holding the list, not only of the page.
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onResize);
    };
  }, [follow, measure]);

  // The page got shorter: render what is left of the window until the layout effect moves it.
  const end = Math.min(range.end, count);
  const start = Math.min(range.start, end);
  const rows = useMemo(() => data.slice(start, end), [data, start, end]);
  return (
    <>
      <Spacer bodyRef={topSpacer} edge="top" height={start * rowHeight} />
      <DatagridBody
        {...rest}
        ref={rowsBody}
        data={rows}
        row={WINDOW_ROW}
        data-windowed="true"
        data-row-count={count}
        data-window-start={start}
        data-window-end={end}
      />
      <Spacer edge="bottom" height={(count - end) * rowHeight} />
    </>
  );
};

/**
 * react-admin puts a row checkbox's aria-label on MUI's wrapping <span>, where ARIA does not allow
 * it, and leaves the checkbox itself unnamed (axe: critical). Moved onto the input after each
 * render; React leaves both alone until the label itself changes.
 */
function useNamedRowCheckboxes(body: RefObject<HTMLTableSectionElement | null>): void {
  useLayoutEffect(() => {
    for (const wrapper of body.current?.querySelectorAll<HTMLElement>('.select-item[aria-label]') ?? []) {
      wrapper.querySelector('input')?.setAttribute('aria-label', wrapper.getAttribute('aria-label')!);
      wrapper.removeAttribute('aria-label');
    }
  });
}

export const ListBody = (props: DatagridBodyProps) => {
  const data = props.data ?? [];
  const body = useRef<HTMLTableSectionElement>(null);
  useNamedRowCheckboxes(body);
  return data.length > WINDOW_THRESHOLD ? <WindowedBody {...props} data={data} /> : <DatagridBody {...props} ref={body} />;
};
