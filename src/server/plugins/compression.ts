/**
 * Large JSON answers travel gzipped to a client that accepts it (plain HTTP: `Content-Encoding:
 * gzip`, the body still the contract's JSON). A picker's list of 10,000 companies is about 4 MB
 * of JSON and 130 KB gzipped; on a phone's connection that is most of the wait. Small answers
 * stay as they are (compressing them costs more than it saves), and so does anything that is not
 * JSON (files are served as stored, PDFs are already compressed). zlib runs on libuv's threads,
 * so the server's thread keeps answering while a large body is compressed.
 */
import { constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes an answer is sent as it is. */
export const COMPRESS_MIN_BYTES = 32 * 1024;

/** Whether the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    return !q || Number(q[1]) > 0;
  });
}

export function registerCompression(app: FastifyInstance): void {
  // With `done`, not async: every answer passes here, and only a large one waits on zlib.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A string of under a third as many characters cannot reach the bound (three bytes at most a character).
    if (typeof payload !== 'string' || payload.length * 3 < COMPRESS_MIN_BYTES || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return done(null, payload);
    if (reply.hasHeader('content-encoding') || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload);
    reply.header('vary', 'accept-encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return done(null, payload);
    // Level 1: a third of level 6's time on this kind of JSON, for nearly the same size.
    gzip(payload, { level: constants.Z_BEST_SPEED }, (error, body) => {
      if (error) return done(error);
      reply.header('content-encoding', 'gzip').removeHeader('content-length');
      done(null, body);
    });
  });
}
