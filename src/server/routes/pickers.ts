/**
 * The calls behind the pickers and the map widget (api-contract.md, "Records' panels and pickers"):
 *   GET /api/v1/geo/search?q=   the national address service (OneMap's elastic search) through
 *                               the server, so the browser never leaves its origin; without the
 *                               ONEMAP_URL=off no request leaves the server either (503)
 *   GET /api/v1/pickers/config  the MUI X licence key of the pickers' grids (MUI_LICENSE_KEY)
 */
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config';
import { HttpError } from '../errors';
import { dataOf, objectOf, routeSchema, text } from '../schemas/common';

/** The fields of a OneMap result the app uses, all strings as OneMap sends them. */
export const PLACE_FIELDS = ['ADDRESS', 'LATITUDE', 'LONGITUDE', 'POSTAL', 'BLK_NO', 'ROAD_NAME', 'BUILDING'] as const;
const UPSTREAM_TIMEOUT_MS = 5000;
const MAX_QUERY = 200;

const place = objectOf(Object.fromEntries(PLACE_FIELDS.map((f) => [f, { type: 'string' }])), [...PLACE_FIELDS]);

const unavailable = (title: string) => HttpError.of('SERVICE_UNAVAILABLE', title);

/**
 * An upstream answer's text, read only up to `max` bytes: a larger one is refused (by default with
 * 502) and the rest never read (issue 23, item 14: an answer of 111 MB was passed to the client
 * whole). The routing service's answers are read through it too (dispatch/routing.ts).
 */
export async function boundedText(
  res: Response,
  max: number,
  tooLarge: () => Error = () => HttpError.of('BAD_GATEWAY', `The address service answered more than ${(max / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB; try a narrower search`, { limit: max }),
): Promise<string> {
  if (Number(res.headers.get('content-length') ?? 0) > max) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function registerPickerRoutes(app: FastifyInstance, settings: Settings): void {
  const search = routeSchema({
    operationId: 'searchAddresses',
    tag: 'geo',
    summary: 'Address suggestions from the national address service (OneMap)',
    // q is checked by the handler: a blank or overlong search is the user's input, refused with 422.
    querystring: objectOf({ q: text(`What the user typed: 1 to ${MAX_QUERY} characters, not all blank`) }),
    answer: dataOf(objectOf({ results: { type: 'array', items: place } }, ['results'])),
  });
  app.get('/api/v1/geo/search', { schema: search, config: { signedIn: true } }, async (request) => {
    const q = ((request.query as { q?: string }).q ?? '').trim();
    if (!q || q.length > MAX_QUERY) throw new HttpError('VALIDATION_FAILED', [{ title: `Type 1 to ${MAX_QUERY} characters to search an address`, meta: { field: 'q' } }]);
    if (!settings.onemapUrl) throw unavailable('Address search is turned off on this server (ONEMAP_URL=off).');
    const url = new URL(`${settings.onemapUrl}/api/common/elastic/search`);
    url.search = new URLSearchParams({ searchVal: q, returnGeom: 'Y', getAddrDetails: 'Y', pageNum: '1' }).toString();
    let body: { results?: unknown };
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`status ${res.status}`);
      body = JSON.parse(await boundedText(res, settings.geoSearchMaxBytes)) as { results?: unknown };
    } catch (e) {
      if (e instanceof HttpError) throw e;
      request.log.warn({ err: e }, 'address search upstream failed');
      throw unavailable('The address service did not answer; try again');
    }
    const results = (Array.isArray(body.results) ? body.results : []).filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');
    return { data: { results: results.map((r) => Object.fromEntries(PLACE_FIELDS.map((f) => [f, r[f] == null ? '' : String(r[f])]))) } };
  });

  const config = routeSchema({
    operationId: 'getPickersConfig',
    tag: 'pickers',
    summary: "The pickers' grid licence key (MUI_LICENSE_KEY), or null: the grid shows its watermark",
    answer: dataOf(objectOf({ mui_license_key: { type: ['string', 'null'] } }, ['mui_license_key'])),
  });
  app.get('/api/v1/pickers/config', { schema: config, config: { signedIn: true } }, async () => ({ data: { mui_license_key: settings.muiLicenseKey || null } }));
}
