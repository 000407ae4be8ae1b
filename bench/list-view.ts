/**
 * Benchmark: the generic data list over 100,000 products, in headless Chromium. Measures the
 * time from navigation to visible rows (the first page of 10, default sort -updated_at):
 *   - a full page load of the list URL (app, auth check, resource chunk, API call, render);
 *   - a move inside the app: the menu link from another list (Categories, in the same menu
 *     group; the dashboard would add its own figure requests to the measure);
 *   - the last page (page 10,000 of 10) and a page size of 100.
 * Each is run RUNS times after one warm-up; the table shows the median and the spread, and the
 * API's own time for the list request (resource timing).
 *
 *   npx tsx bench/list-view.ts      BENCH_LIST_ROWS adjusts the row count.
 */
import { listUrl, startListBench } from './lib/list-app';
import { median, printTable, round, saveResults } from './lib/report';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const RUNS = 7;

const bench = await startListBench(ROWS);
const { page, server } = bench;

/** Waits until the list shows `rows` rows; returns the API's time for the last list request. */
async function rowsVisible(rows: number): Promise<number> {
  await page.locator('tbody tr').nth(rows - 1).waitFor({ state: 'visible', timeout: 60_000 });
  return page.evaluate(() => {
    const calls = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/v1/products?'));
    return calls.length ? calls[calls.length - 1].duration : NaN;
  });
}

interface Scenario {
  name: string;
  rows: number;
  /** Untimed: where the user is before the navigation. */
  prepare?: () => Promise<unknown>;
  /** Timed, up to the rows being visible. */
  go: () => Promise<unknown>;
}

const menuLink = () => page.getByRole('menuitem', { name: 'Products', exact: true });

const SCENARIOS: Scenario[] = [
  { name: 'full page load, first page', rows: 10, go: () => page.goto(listUrl(server.origin)) },
  {
    name: 'menu link from another list',
    rows: 10,
    prepare: async () => {
      await page.goto(`${server.origin}/pages/catalogues/categories`);
      await page.locator('tbody tr, [data-testid=list-empty]').first().waitFor();
      await menuLink().waitFor();
    },
    go: () => menuLink().click(),
  },
  { name: 'full page load, last page', rows: 10, go: () => page.goto(listUrl(server.origin).replace('page=1', `page=${Math.ceil(ROWS / 10)}`)) },
  { name: 'full page load, 100 rows a page', rows: 100, go: () => page.goto(listUrl(server.origin).replace('perPage=10', 'perPage=100')) },
];

const figures: Array<{ scenario: string; rows: number; medianMs: number; minMs: number; maxMs: number; apiMedianMs: number }> = [];
try {
  for (const scenario of SCENARIOS) {
    const times: number[] = [];
    const api: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      await scenario.prepare?.();
      await page.evaluate(() => performance.clearResourceTimings());
      const started = Date.now();
      await scenario.go();
      const apiMs = await rowsVisible(scenario.rows);
      const elapsed = Date.now() - started;
      if (i === 0) continue; // warm-up
      times.push(elapsed);
      api.push(apiMs);
    }
    figures.push({ scenario: scenario.name, rows: scenario.rows, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), apiMedianMs: round(median(api)) });
  }
} finally {
  await bench.close();
}

printTable(
  `Navigation to visible rows, ${ROWS.toLocaleString('en')} products (median of ${RUNS})`,
  ['scenario', 'rows shown', 'median ms', 'min ms', 'max ms', 'API request ms (median)'],
  figures.map((f) => [f.scenario, f.rows, f.medianMs, f.minMs, f.maxMs, f.apiMedianMs]),
);
saveResults('list-view', { products: ROWS, runs: RUNS, scenarios: figures });
