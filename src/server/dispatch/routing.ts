/**
 * Travel minutes from a routing service (ROUTING_URL; issue 28 item 3): any service that answers
 * OSRM's table call, `GET {ROUTING_URL}/table/v1/driving/{lon,lat;lon,lat;...}?sources=..&
 * destinations=..&annotations=duration` with `{"code": "Ok", "durations": [[seconds, ...], ...]}`
 * (OSRM itself, or Valhalla and GraphHopper behind an OSRM-compatible front).
 *
 * Each dispatch call asks once, for the places it needs (the field staff's starting places to the
 * job, or a day's stops to each other), and gets a travel model carrying the answered minutes;
 * travel.ts estimates any pair the service left out (null) from the straight line. When the
 * service is not set nothing is asked and nothing leaves the server. When it fails, is slower than
 * ROUTING_TIMEOUT_MS, or answers something else, the call goes on with the straight-line estimate
 * (never a 500): the failure is logged once, and again only after the service has answered since.
 * A leg it answers as longer than a day (1e300 seconds, say) is no answer either: that pair is
 * estimated, so that no absurd minutes reach an arrival time, a mail or a job's ETA.
 */
import type { FastifyBaseLogger } from 'fastify';
import { boundedText } from '../routes/pickers';
import { legKey, placeKey, type Place, type TravelModel } from './travel';

/** OSRM's own default limit on a table's places (max-table-size); a larger ask is estimated. */
export const MAX_TABLE_PLACES = 100;
/** The longest leg taken from the service, seconds: a day's drive; anything longer is treated as unknown. */
export const MAX_LEG_SECONDS = 86_400;
/** A table of 100 × 100 durations is about 100 KB; more is not an answer to our question. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface Routing {
  /** The travel model for legs from `from` to `to`: the service's minutes where it answered, else the estimate. */
  modelFor(from: Place[], to: Place[]): Promise<TravelModel>;
}

/** Places once each, in first-seen order. */
function distinct(places: Place[]): Place[] {
  const seen = new Map<string, Place>();
  for (const p of places) if (!seen.has(placeKey(p))) seen.set(placeKey(p), p);
  return [...seen.values()];
}

/** The seconds matrix of an OSRM table answer, or an error saying what was wrong with it. */
function durationsOf(body: unknown, rows: number, columns: number): (number | null)[][] {
  const answer = body as { code?: unknown; durations?: unknown; message?: unknown };
  if (answer?.code !== 'Ok') throw new Error(`the routing service answered code ${String(answer?.code)}${answer?.message ? `: ${String(answer.message)}` : ''}`);
  const matrix = answer.durations;
  const valid =
    Array.isArray(matrix) &&
    matrix.length === rows &&
    matrix.every((row) => Array.isArray(row) && row.length === columns && row.every((v) => v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0)));
  if (!valid) throw new Error(`the routing service's durations are not a ${rows} × ${columns} table of seconds`);
  return matrix as (number | null)[][];
}

export function createRouting(url: string, timeoutMs: number, estimate: TravelModel, log: FastifyBaseLogger): Routing {
  if (!url) return { modelFor: async () => estimate };
  let failing = false;
  return {
    async modelFor(fromPlaces, toPlaces) {
      const from = distinct(fromPlaces);
      const to = distinct(toPlaces);
      const places = distinct([...from, ...to]);
      if (!from.length || !to.length || places.length < 2 || places.length > MAX_TABLE_PLACES) return estimate;
      const index = new Map(places.map((p, i) => [placeKey(p), i]));
      const coordinates = places.map((p) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`).join(';');
      const query = new URLSearchParams({
        sources: from.map((p) => index.get(placeKey(p))).join(';'),
        destinations: to.map((p) => index.get(placeKey(p))).join(';'),
        annotations: 'duration',
      });
      try {
        const res = await fetch(`${url}/table/v1/driving/${coordinates}?${query}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
        if (!res.ok) {
          await res.body?.cancel().catch(() => undefined);
          throw new Error(`the routing service answered HTTP ${res.status}`);
        }
        const text = await boundedText(res, MAX_ANSWER_BYTES, () => new Error(`the routing service answered more than ${MAX_ANSWER_BYTES} bytes`));
        const seconds = durationsOf(JSON.parse(text), from.length, to.length);
        const table = new Map<string, number>();
        from.forEach((a, i) => to.forEach((b, j) => {
          const value = seconds[i][j];
          if (value !== null && value <= MAX_LEG_SECONDS) table.set(legKey(a, b), Math.round(value / 60));
        }));
        if (failing) log.info({ routing: url }, 'the routing service answers again; travel minutes come from it');
        failing = false;
        return { ...estimate, table };
      } catch (e) {
        if (!failing) log.warn({ err: e, routing: url }, 'the routing service did not answer in time or with a table; travel is estimated from the straight line until it does');
        failing = true;
        return estimate;
      }
    },
  };
}
