/**
 * Idempotency keys (a contract extension, see README "Idempotency keys"): a POST, PATCH, PUT or
 * DELETE under /api/v1 carrying `Idempotency-Key: <key>` is applied once per user and key.
 *
 * Before the handler runs, the key is claimed: a row (user, key, method, path, SHA-256 of the
 * body, and its owner: this server instance, db/instances.ts) with no answer yet, under a unique
 * index, so two copies racing each other cannot both pass. When the answer is sent it is stored
 * with the row; a replay with the same request gets the stored status and body (header
 * `Idempotency-Replayed: true`) without running again; the same key with another request is
 * refused (422); a copy arriving while the first still runs gets 409 IDEMPOTENCY_IN_PROGRESS with
 * Retry-After (the phone's outbox sends it again then, src/app/offline/outbox.ts).
 *
 * A crash never leaves a key stuck nor a write run twice (issue 35, item 4):
 * - Each unit of work the request runs stores an answer with the key inside its own transaction
 *   (Records.inEveryTransaction): `{"data": <what the work returned>}`, 201 for a POST whose first
 *   write added a record, else 200. So a write that committed has an answer, and one that rolled
 *   back has none. The exact answer replaces it when it is sent; a server that dies in between
 *   leaves the provisional one, which a retry gets instead of running the write again.
 * - A claim without an answer whose owner is gone (killed, its host lost) is given up at once and
 *   the retry runs: nothing of that write committed. One whose owner still runs is in progress;
 *   after CLAIM_TIMEOUT it is given up all the same (a request cannot take that long).
 * - A 5XX answer gives up a claim that has no answer (the retry runs); one whose write committed
 *   keeps the answer stored with it.
 * Rows are kept for KEEP_SECONDS.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { unixNow } from '../clock';
import type { ServerInstance } from '../db/instances';
import type { Records } from '../db/records';
import { HttpError } from '../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered, seconds (24 h). */
export const KEEP_SECONDS = 24 * 3600;
/** A claim without an answer after this long was lost, whoever owns it, seconds. */
const CLAIM_TIMEOUT = 120;
/** What a copy that finds its key in progress is told to wait, seconds. */
const RETRY_AFTER = 1;
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,200}$/;
const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);


interface Claim {
  id: number;
  method: string;
  /** The exact answer is stored (or the claim given up): no unit of work stores one any more. */
  settled: boolean;
}

/** The request's claim, for the units of work it runs (their transaction starts in its async context). */
const current = new AsyncLocalStorage<{ claim: Claim }>();

/** 409 IDEMPOTENCY_IN_PROGRESS: the first copy still runs; try again after Retry-After. */
class InProgressError extends HttpError {
  readonly retryAfter = RETRY_AFTER;
  constructor() {
    super('IDEMPOTENCY_IN_PROGRESS', [{ title: 'A request with this Idempotency-Key is still being processed; try again shortly' }]);
  }
}

/** The answer a unit of work stores with its key, in case the server dies before the exact one is sent. */
const provisionalAnswer = (claim: Claim, writes: ReadonlyArray<{ action: string; after: unknown }>, result: unknown) => {
  const record = result !== null && typeof result === 'object' && !Array.isArray(result) ? result : (writes.at(-1)?.after ?? null);
  return { status: claim.method === 'POST' && writes[0]?.action === 'create' ? 201 : 200, answer: JSON.stringify({ data: record }), content_type: 'application/json; charset=utf-8' };
};

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

/** A body kept as bytes (an import's multipart upload) is hashed as such: as JSON, a 40 MB Buffer would be an array of 40 million numbers. */
const hashOf = (request: FastifyRequest) => {
  const body = request.body;
  return createHash('sha256').update(Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null)).digest('hex');
};

export function registerIdempotency(app: FastifyInstance, db: () => Kysely<any>, records: Records, instance: ServerInstance): void {
  app.decorateRequest('idempotencyClaim', null);
  records.inEveryTransaction(() => {
    const claim = current.getStore()?.claim;
    if (!claim || claim.settled) return undefined;
    return async (uow, result) => {
      // A unit of work begun before the answer was sent (an after-commit mail's note) must not
      // overwrite the exact answer with its own.
      if (claim.settled) return;
      await uow.trx.updateTable('idempotency_keys').set(provisionalAnswer(claim, uow.writes, result)).where('id', '=', claim.id).execute();
    };
  });
  let lastSweep = 0;

  /** Forget keys past their time, at most once a minute per server. */
  const sweep = async (now: number) => {
    if (now - lastSweep < 60) return;
    lastSweep = now;
    await db().deleteFrom('idempotency_keys').where('created_at', '<', now - KEEP_SECONDS).execute();
  };

  const replay = (request: FastifyRequest, reply: FastifyReply, row: Record<string, unknown>) => {
    if (request.abilityMark) request.abilityMark.checked = true; // the first run checked it; the stored answer is that run's
    return reply
      .code(Number(row.status))
      .header('idempotency-replayed', 'true')
      .type(String(row.content_type ?? 'application/json; charset=utf-8'))
      .send(row.answer ?? '');
  };

  const claim = async (request: FastifyRequest, reply: FastifyReply): Promise<'replayed' | undefined> => {
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
        if (found.status !== null && found.status !== undefined) {
          replay(request, reply, found);
          return 'replayed';
        }
        const owner = { instance: Number(found.owner ?? 0), pid: Number(found.owner_pid ?? 0) };
        if (now - Number(found.created_at) < CLAIM_TIMEOUT && (await instance.alive(owner))) throw new InProgressError();
        await db().deleteFrom('idempotency_keys').where('id', '=', found.id).where('status', 'is', null).execute();
      }
      try {
        const inserted = await db()
          .insertInto('idempotency_keys')
          .values({ user_id: userId, key, method: request.method, path, body_hash: bodyHash, created_at: now, owner: instance.instance, owner_pid: instance.pid })
          .returning('id')
          .executeTakeFirstOrThrow();
        request.idempotencyClaim = { id: Number(inserted.id), method: request.method, settled: false };
        return;
      } catch {
        // another copy claimed it between our read and insert: read again
      }
    }
    throw new InProgressError();
  };

  /** Keep the answer with its claim, or give the claim up when the answer is a 5XX and no write of it committed. */
  const keepAnswer = async (claim: Claim, reply: FastifyReply, payload: unknown) => {
    claim.settled = true;
    const stored = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 500 || stored === null) {
      await db().deleteFrom('idempotency_keys').where('id', '=', claim.id).where('status', 'is', null).execute();
    } else {
      const type = reply.getHeader('content-type');
      await db()
        .updateTable('idempotency_keys')
        .set({ status: reply.statusCode, answer: stored, content_type: typeof type === 'string' ? type : null })
        .where('id', '=', claim.id)
        .execute();
    }
  };

  // The last preHandler: the handler runs inside it, so its units of work find the claim (an
  // async context opened earlier would not survive the body's parsing).
  const claimThenHandle: preHandlerHookHandler = (request, reply, done) => {
    claim(request, reply).then((outcome) => {
      if (outcome === 'replayed') return;
      const claimed = request.idempotencyClaim;
      if (claimed) current.run({ claim: claimed }, () => done());
      else done();
    }, done);
  };

  // The claim is made on the writes of /api/v1 only, so no other route runs that hook.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/') || !([] as string[]).concat(route.method).some((method) => WRITES.has(method))) return;
    route.preHandler = [...([] as preHandlerHookHandler[]).concat(route.preHandler ?? []), claimThenHandle];
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
