/**
 * Headers on every answer (app pages, API, files, errors): a Content-Security-Policy that lets
 * the page load only from its own origin (plus the map tile host of MAP_TILE_URL), no framing,
 * no MIME sniffing, no referrer; and CORS, closed unless CORS_ORIGINS names an origin.
 */
import type { FastifyInstance } from 'fastify';
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

/**
 * Scripts only from the app's own files (the Vite bundle has no inline script). Styles also
 * inline, because MUI (emotion) writes its styles at run time.
 */
export function contentSecurityPolicy(settings: Settings): string {
  const tiles = tileSource(settings.mapTileUrl);
  const withTiles = (sources: string) => (tiles ? `${sources} ${tiles}` : sources);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    withTiles("img-src 'self' data: blob:"),
    "font-src 'self' data:",
    withTiles("connect-src 'self'"),
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const CORS_METHODS = 'GET, POST, PATCH, PUT, DELETE';
const CORS_HEADERS = 'authorization, content-type, x-requested-with';

/** The headers every answer carries. */
export function securityHeaders(settings: Settings): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(settings),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    ...(settings.publicUrl.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function registerHttpSecurity(app: FastifyInstance, settings: Settings): void {
  const headers = securityHeaders(settings);
  const allowedOrigins = new Set(settings.corsOrigins);

  app.addHook('onRequest', async (request, reply) => {
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
        return reply.code(403).type('application/json; charset=utf-8').send({ errors: http.entries });
      }
      reply.header('access-control-allow-methods', CORS_METHODS);
      reply.header('access-control-allow-headers', CORS_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    // API answers are per user: never kept by a shared cache. Files set their own (private) policy.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
