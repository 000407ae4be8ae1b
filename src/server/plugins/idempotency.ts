/**
 * Idempotency keys (a contract extension, see README "Idempotency keys"): a POST, PATCH, PUT or
 * DELETE under /api/v1 carrying `Idempotency-Key: <key>` is applied once per user and key.
 *
 * Before the handler runs, the key is claimed: a row (user, key, method, path, SHA-256 of the
 * body) with no answer yet, under a unique index, so two copies racing each other cannot both
 * pass. When the answer is sent it is stored with the row; a replay with the same request gets
 * the stored status and body (header `Idempotency-Replayed: true`) without running again; the
 * same key with another request is refused (422), a copy arriving while the first still runs
 * waits for nothing and gets 409. A 5XX answer releases the key, so the retry runs.
 *
 * The claim commits before the write, not inside its transaction: a server that dies between
 * the write's commit and storing the answer leaves a claim without an answer, which is given up
 * after CLAIM_TIMEOUT (the retry then runs again; a workflow transition refuses itself with 409
 * the second time, a plain update writes the same values again). Rows are kept for KEEP_SECONDS.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { unixNow } from '../clock';
import { HttpError } from '../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered, seconds (24 h). */
export const KEEP_SECONDS = 24 * 3600;
/** A claim without an answer after this long was lost with its server, seconds. */
const CLAIM_TIMEOUT = 120;
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,200}$/;
const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);


interface Claim {
  id: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

const hashOf = (request: FastifyRequest) => createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('hex');

export function registerIdempotency(app: FastifyInstance, db: () => Kysely<any>): void {
  app.decorateRequest('idempotencyClaim', null);
  let lastSweep = 0;

  /** Forget keys past their time, at most once a minute per server. */
  const sweep = async (now: number) => {
    if (now - lastSweep < 60) return;
    lastSweep = now;
    await db().deleteFrom('idempotency_keys').where('created_at', '<', now - KEEP_SECONDS).execute();
  };

  const replay = (request: FastifyRequest, reply: FastifyReply, row: Record<string, unknown>) => {
    request.abilityChecked = true; // the first run checked it; the stored answer is that run's
    return reply
      .code(Number(row.status))
      .header('idempotency-replayed', 'true')
      .type(String(row.content_type ?? 'application/json; charset=utf-8'))
      .send(row.answer ?? '');
  };

  const claim = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
      throw HttpError.of('BAD_REQUEST', 'Idempotency-Key must be 8 to 200 letters, digits, "-" or "_" (a UUID)', { parameter: 'Idempotency-Key' });
    }
    const userId = request.principal?.user.id ?? 0;
    const path = request.url;
    const bodyHash = hashOf(request);
    const now = unixNow();
    await sweep(now);
    for (let attempt = 0; attempt < 2; attempt++) {
      const found = await db().selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
      if (found) {
        if (found.method !== request.method || found.path !== path || found.body_hash !== bodyHash) {
          throw new HttpError('VALIDATION_FAILED', [{ title: 'This Idempotency-Key was used for another request; use a new key for a new request', meta: { parameter: 'Idempotency-Key' } }]);
        }
        if (found.status !== null && found.status !== undefined) return replay(request, reply, found);
        if (now - Number(found.created_at) < CLAIM_TIMEOUT) throw HttpError.of('CONFLICT', 'A request with this Idempotency-Key is still being processed; try again shortly');
        await db().deleteFrom('idempotency_keys').where('id', '=', found.id).where('status', 'is', null).execute();
      }
      try {
        const inserted = await db()
          .insertInto('idempotency_keys')
          .values({ user_id: userId, key, method: request.method, path, body_hash: bodyHash, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        request.idempotencyClaim = { id: Number(inserted.id) };
        return;
      } catch {
        // another copy claimed it between our read and insert: read again
      }
    }
    throw HttpError.of('CONFLICT', 'A request with this Idempotency-Key is still being processed; try again shortly');
  };

  /** Keep the answer with its claim, or give the claim up when the answer is a 5XX. */
  const keepAnswer = async (claim: Claim, reply: FastifyReply, payload: unknown) => {
    const stored = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 500 || stored === null) {
      await db().deleteFrom('idempotency_keys').where('id', '=', claim.id).execute();
    } else {
      const type = reply.getHeader('content-type');
      await db()
        .updateTable('idempotency_keys')
        .set({ status: reply.statusCode, answer: stored, content_type: typeof type === 'string' ? type : null })
        .where('id', '=', claim.id)
        .execute();
    }
  };

  // The claim is made on the writes of /api/v1 only, so no other route runs that hook.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/') || !([] as string[]).concat(route.method).some((method) => WRITES.has(method))) return;
    route.preHandler = [...([] as preHandlerHookHandler[]).concat(route.preHandler ?? []), claim];
  });

  // Every request passes here (before compression, which packs what is kept here); only a
  // claimed one waits, on storing its answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return done(null, payload);
    request.idempotencyClaim = null;
    keepAnswer(claimed, reply, payload).then(() => done(null, payload), done);
  });
}
