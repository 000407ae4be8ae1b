/**
 * Benchmark: the dispatcher's day route (issue 28's targets), on random days in Singapore.
 *   - optimise a day of 15 stops: time per day (target ≤ 100 ms), and its road against the
 *     nearest-neighbour order's (target ≤ 1);
 *   - the road after optimising against the road in ETA order, 20 random days (target ≤ 0.8 on
 *     average), with and without two fixed appointments a day.
 * Pure arithmetic over the same functions the API runs (src/server/dispatch/day-route.ts).
 *
 *   npx tsx bench/dispatch-plan.ts      (BENCH_DAYS, BENCH_STOPS adjust it)
 */
import { nearestNeighbour, planDay, routeAsPlanned, schedule, type Stop } from '../src/server/dispatch/day-route';
import { printTable, round, saveResults } from './lib/report';

const DAYS = Number(process.env.BENCH_DAYS ?? 20);
const STOPS = Number(process.env.BENCH_STOPS ?? 15);
const MODEL = { roadFactor: 1.4, speedKmh: 35 };
const DAY = Date.UTC(2026, 10, 27, 0, 0, 0) / 1000;

/** A seeded random source, so every run draws the same days. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

function randomDay(seed: number, fixedCount: number) {
  const next = random(seed);
  const place = () => ({ latitude: 1.28 + next() * 0.14, longitude: 103.68 + next() * 0.3 });
  const stops: Stop[] = Array.from({ length: STOPS }, (_, i) => ({ id: i + 1, place: place(), eta: DAY + i * 40 * 60, durationMinutes: 20 + Math.floor(next() * 3) * 10, fixed: false }));
  // The coordinator's order: ETAs handed out as the calls came in, not by place.
  const etas = stops.map((s) => s.eta).sort(() => next() - 0.5);
  stops.forEach((s, i) => (s.eta = etas[i]));
  for (let f = 0; f < fixedCount; f++) {
    const stop = stops[f * 5 + 2];
    stop.fixed = true;
    stop.eta = DAY + (2 + f * 4) * 3600; // 10:00 and 14:00
  }
  return { stops, base: place() };
}

const rows: (string | number)[][] = [];
const figures: Record<string, unknown> = {};
for (const fixed of [0, 2]) {
  const ratios: number[] = [];
  const againstNearest: number[] = [];
  const times: number[] = [];
  let late = 0;
  for (let d = 0; d < DAYS; d++) {
    const { stops, base } = randomDay(1000 + d, fixed);
    const before = routeAsPlanned(stops, base, MODEL).totalMinutes;
    const started = performance.now();
    const after = planDay(stops, base, DAY, MODEL);
    times.push(performance.now() - started);
    const nearest = schedule(nearestNeighbour(stops, base, DAY, MODEL), base, DAY, MODEL);
    if (!schedule(after.stops.map((s) => s.stop), base, DAY, MODEL)) late++;
    ratios.push(after.totalMinutes / before);
    if (nearest) againstNearest.push(after.totalMinutes / nearest.totalMinutes);
  }
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const sortedTimes = [...times].sort((a, b) => a - b);
  rows.push([
    fixed ? `${fixed} fixed appointments` : 'no fixed appointments',
    DAYS,
    STOPS,
    round(mean(ratios), 3),
    round(Math.max(...ratios), 3),
    round(Math.max(...againstNearest), 3),
    round(sortedTimes[Math.floor(sortedTimes.length / 2)] ?? NaN, 2),
    round(sortedTimes[Math.floor(sortedTimes.length * 0.95)] ?? NaN, 2),
    late,
  ]);
  figures[`fixed_${fixed}`] = { meanRatio: mean(ratios), maxRatio: Math.max(...ratios), maxAgainstNearest: Math.max(...againstNearest), medianMs: sortedTimes[Math.floor(sortedTimes.length / 2)], p95Ms: sortedTimes[Math.floor(sortedTimes.length * 0.95)], late };
}
printTable('Day route: optimised ÷ ETA order (target mean ≤ 0.8), ÷ nearest neighbour (≤ 1), time a day (≤ 100 ms)', ['days', 'n', 'stops', 'mean ÷ ETA order', 'worst ÷ ETA order', 'worst ÷ nearest neighbour', 'median ms a day', 'p95 ms a day', 'appointments missed'], rows);
saveResults('dispatch-plan', figures);
