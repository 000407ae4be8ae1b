/**
 * Headers on every answer (app pages, API, files, errors), written by helmet: on pages and
 * files a Content-Security-Policy that lets the page load only from its own origin (plus the map
 * tile host of MAP_TILE_URL), no framing, no MIME sniffing, no referrer; on the JSON API the
 * strictest policy and the few headers that matter to data (apiSecurityHeaders); and CORS,
 * closed unless CORS_ORIGINS names an origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Settings } from '../config';
import { HttpError } from '../errors';

/**
 * The CSP source of a tile URL template: `https://{s}.tile.example.org/{z}/{x}/{y}.png` ->
 * `https://*.tile.example.org`. A placeholder anywhere but the first label cannot be expressed.
 */
export function tileSource(template: string): string | null {
  if (!template) return null;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  const host = match?.[2].replace(/^\{[^}]+\}\./, '*.');
  if (!match || !host || !/^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host)) {
    throw new Error(`MAP_TILE_URL must look like https://{s}.tile.example.org/{z}/{x}/{y}.png, got "${template}"`);
  }
  return `${match[1].toLowerCase()}://${host.toLowerCase()}`;
}

/** What the headers depend on; rich text's remote images are off unless said. */
type HeaderSettings = Pick<Settings, 'mapTileUrl' | 'publicUrl'> & Partial<Pick<Settings, 'richtextRemoteImages'>>;

/**
 * The Content-Security-Policy: scripts only from the app's own files (the Vite bundle has no
 * inline script); styles also inline, because MUI (emotion) writes its styles at run time.
 * Images from anywhere only when rich text may show remote images (RICHTEXT_REMOTE_IMAGES).
 */
function cspDirectives(settings: Omit<HeaderSettings, 'publicUrl'>): Record<string, string[]> {
  const tiles = tileSource(settings.mapTileUrl);
  const withTiles = (...sources: string[]) => (tiles ? [...sources, tiles] : sources);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': withTiles("'self'", 'data:', 'blob:', ...(settings.richtextRemoteImages ? ['https:', 'http:'] : [])),
    'font-src': ["'self'", 'data:'],
    'connect-src': withTiles("'self'"),
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** What helmet sets on every answer: its defaults, with our policy and stricter choices. */
function helmetOptions(settings: HeaderSettings): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(settings) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' }, // reset links carry tokens
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: settings.publicUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/** Helmet has no Permissions-Policy: the map may ask for the position, nothing else for hardware. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)';

/**
 * The headers of every page, file and asset (and of every answer outside the JSON API), as
 * helmet writes them; also for the answers written before any hook runs (the router's and Node's
 * own refusals, plugins/errors.ts).
 */
export function securityHeaders(settings: HeaderSettings): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const collect = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(settings))({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What an answer of the JSON API (/api/v1/) carries instead, after OWASP's REST Security Cheat
 * Sheet. JSON is never a page, so its policy is the strictest, `default-src 'none';
 * frame-ancestors 'none'`: a browser led to render it loads nothing and frames nothing. No
 * sniffing, no framing, no reading by another site (CORP), HSTS over https, no caching. What
 * steers only a page (COOP, permissions, referrer, DNS prefetch, Origin-Agent-Cluster, the old
 * XSS filter) stays with the pages and files: on every API answer it was a kilobyte of headers
 * that every client read on every call.
 */
function apiSecurityHeaders(page: Record<string, string>): Record<string, string> {
  const hsts = page['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
    'cache-control': 'no-store',
  };
}

/**
 * The security headers of an answer to `url`: the API's under /api/v1/, a page's anywhere else,
 * with no-store elsewhere under /api/ too (answers per user; files set their own private policy).
 */
export function securityHeadersOf(settings: HeaderSettings): (url: string) => Record<string, string> {
  const page = securityHeaders(settings);
  const api = apiSecurityHeaders(page);
  const otherApi = { ...page, 'cache-control': 'no-store' };
  return (url) => (url.startsWith('/api/v1/') ? api : url.startsWith('/api/') ? otherApi : page);
}

/** The pages' Content-Security-Policy header's value. */
export const contentSecurityPolicy = (settings: HeaderSettings) => securityHeaders(settings)['content-security-policy'];

const CORS_METHODS = 'GET, POST, PATCH, PUT, DELETE';
const CORS_HEADERS = 'authorization, content-type, x-requested-with';

/**
 * Helmet writes the headers once, at start (securityHeaders), and one hook sets them. Not through
 * @fastify/helmet: registered globally it ran helmet(options) on every request, rebuilding each
 * middleware and parsing the CSP again for headers that never change; registered for its
 * `reply.helmet()` and per-route options alone (which nothing here uses) it still added two hooks
 * to every request, one of them async, each copying the route's options: a quarter of the CPU of
 * a kept list page (bench/api-list.ts, 27 November 2026).
 */
export function registerHttpSecurity(app: FastifyInstance, settings: Settings): void {
  const headersOf = securityHeadersOf(settings);
  const allowedOrigins = new Set(settings.corsOrigins);

  // Set first, so the headers are there before this hook may answer a CORS preflight. It takes
  // `done` rather than being async: it runs on every request, and waits on nothing.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersOf(request.url));
    const origin = request.headers.origin;
    const allowed = typeof origin === 'string' && allowedOrigins.has(origin);
    if (allowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('access-control-expose-headers', 'retry-after, content-disposition');
      reply.header('vary', 'Origin');
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      if (!allowed) {
        const http = HttpError.of('FORBIDDEN', 'Cross-origin calls from this origin are not allowed');
        reply.code(403).type('application/json; charset=utf-8').send({ errors: http.entries });
        return;
      }
      reply.header('access-control-allow-methods', CORS_METHODS);
      reply.header('access-control-allow-headers', CORS_HEADERS);
      reply.header('access-control-max-age', '600');
      reply.code(204).send();
      return;
    }
    done();
  });
}
