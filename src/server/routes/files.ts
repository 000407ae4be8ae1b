/**
 * Stored files (api-contract.md, Files): GET /api/static/{model}/{id}/{file} for signed-in users
 * who may read the owning record; GET /api/v1/files/sign for links an <img> can load; and
 * POST /api/v1/users/{id}/thumbnail.
 *
 * A browser loads images without an Authorization header, so a file is served either with the
 * bearer token (fetch) or with a signed link: `?sid=&expires=&sig=`, an HMAC of the path, the
 * session and the expiry. The link stops working when it expires (FILE_URL_TTL to twice that,
 * on a fixed grid so the same file keeps the same link and the browser cache works) or when the
 * session ends, and the reader's ability is checked again on every load.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { extname } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Settings } from '../config';
import { HttpError, notFound } from '../errors';
import type { Records } from '../db/records';
import { unixNow } from '../clock';
import type { Registry, ResourceInfo } from '../registry';
import type { Principal, Sessions } from '../auth/sessions';
import { refuseBeforeFactor } from '../auth/factors';
import type { OwnedRecords } from '../auth/owned-records';
import { invalidToken } from '../errors';
import { dataOf, ID_PARAM, objectOf, routeSchema, text } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';
import { checkPicturePixels } from '../images';
import { RECORD_ID, parseStoredPath, removeStored, sanitiseFileName, storeFile, type StoredPath } from '../plugins/storage';
import { fileStoreAt } from '../storage';

/** Folders whose name is not a collection: the collection that owns them, first one present wins. */
const OWNER_ALIASES: Record<string, string[]> = {
  notes_attachments: ['notes_attachments', 'note_attachments', 'notes'],
};

/** Shown in the browser; every other type is sent as a download (no stored HTML or SVG runs on our origin). */
const INLINE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** Thumbnails: image types only, checked against the file's first bytes. */
export const IMAGE_TYPES: Record<string, { ext: string; magic: (b: Buffer) => boolean }> = {
  'image/png': { ext: '.png', magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  'image/jpeg': { ext: '.jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/gif': { ext: '.gif', magic: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  'image/webp': { ext: '.webp', magic: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
};

export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

const base64Of = (sent: unknown) => (typeof sent === 'string' ? sent.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '') : '');

/** What is wrong with a thumbnail's body, one entry per field. */
function thumbnailProblems(body: unknown): Array<{ title: string; meta: { field: string } }> {
  const { name, base64, fileType } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const problems = [];
  if (!(typeof fileType === 'string' && IMAGE_TYPES[fileType.toLowerCase()])) problems.push({ title: `fileType must be one of: ${Object.keys(IMAGE_TYPES).join(', ')}`, meta: { field: 'fileType' } });
  if (typeof name !== 'string' || !name.trim()) problems.push({ title: 'name is required', meta: { field: 'name' } });
  const data = base64Of(base64);
  if (!data || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) problems.push({ title: 'base64 must be the file in base64', meta: { field: 'base64' } });
  return problems;
}

const STATIC_PREFIX = '/api/static/';
const SIGN_PATH_PROBLEM = 'path must be {model}/{id}/{file}, as under /api/static/';

export function registerFileRoutes(
  app: FastifyInstance,
  settings: Settings,
  db: Kysely<any>,
  registry: Registry,
  records: Records,
  sessions: Sessions,
  owned: OwnedRecords,
): void {
  const users = registry.require('users');

  const ownerOf = (model: string): ResourceInfo | undefined => {
    for (const name of OWNER_ALIASES[model] ?? [model]) {
      const info = registry.get(name);
      if (info) return info;
    }
    return undefined;
  };

  /**
   * Whether the principal may read the file: read on the owning collection, and the record
   * exists; a note's or a document's files also need read on the record they hang on
   * (auth/owned-records.ts, which answers 403/404 itself). A user's own thumbnail (their avatar, shown wherever users are named, as on job
   * cards) is readable by every signed-in user.
   */
  const access = async (principal: Principal, path: StoredPath): Promise<'read' | 'forbidden' | 'missing'> => {
    const owner = ownerOf(path.model);
    if (!owner) return 'missing';
    const row = await db.selectFrom(owner.def.table).selectAll().where('id', '=', path.id).executeTakeFirst();
    if (principal.ability.can('read', owner.def.subject)) {
      if (!row) return 'missing';
      await owned.checkRead(owner, principal, row);
      return 'read';
    }
    return owner === users && row?.thumbnail === path.name ? 'read' : 'forbidden';
  };

  const requireRead = async (principal: Principal, path: StoredPath): Promise<void> => {
    const answer = await access(principal, path);
    if (answer === 'forbidden') throw HttpError.of('FORBIDDEN', 'You may not read this file');
    if (answer === 'missing') throw notFound('There is no such file');
  };

  const signature = (path: string, sessionId: number, expires: number) =>
    createHmac('sha256', settings.jwtSecret).update(`static\n${sessionId}\n${expires}\n${path}`).digest('base64url');

  /** The principal of a signed link, or null when the request carries none. */
  const signedPrincipal = async (request: FastifyRequest, rawPath: string): Promise<Principal | null> => {
    const query = request.query as Record<string, unknown>;
    if (query.sig === undefined) return null;
    const [sid, expires, sig] = [query.sid, query.expires, query.sig].map((v) => (typeof v === 'string' ? v : ''));
    if (!/^\d{1,9}$/.test(sid) || !/^\d{1,12}$/.test(expires)) throw invalidToken('This file link is not valid');
    const expected = Buffer.from(signature(rawPath, Number(sid), Number(expires)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidToken('This file link is not valid');
    if (Number(expires) <= unixNow()) throw invalidToken('This file link has expired; reload the page');
    return sessions.principalOfSession(Number(sid));
  };

  app.get(`${STATIC_PREFIX}*`, async (request, reply) => {
    // The raw path, still encoded: decoding happens per segment in parseStoredPath.
    const rawPath = request.raw.url!.split('?')[0].slice(STATIC_PREFIX.length);
    const principal = (await signedPrincipal(request, rawPath)) ?? (await sessions.authenticate(request.headers.authorization));
    refuseBeforeFactor(principal);
    const path = parseStoredPath(rawPath);
    if (!path) throw notFound('There is no such file');
    await requireRead(principal, path);
    const file = await fileStoreAt(settings.storageDir).read(path);
    if (!file) throw notFound('There is no such file');
    const ext = extname(path.name).toLowerCase();
    const inline = INLINE_TYPES[ext];
    const ascii = path.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    reply
      .type(inline ?? 'application/octet-stream')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(path.name)}`)
      .header('cache-control', 'private, max-age=300');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });

  const sign = routeSchema({
    operationId: 'signFileLink',
    tag: 'files',
    summary: 'A signed link to a stored file, for an <img> (no Authorization header)',
    querystring: objectOf({ path: text(SIGN_PATH_PROBLEM.slice('path must be '.length), { maxLength: 1000 }) }, ['path'], true),
    answer: dataOf(objectOf({ url: { type: 'string' }, expires: { type: 'integer', description: 'unix seconds' } }, ['url', 'expires'])),
  });
  const signProblems = () => [{ title: SIGN_PATH_PROBLEM, meta: { parameter: 'path' } }];
  app.get('/api/v1/files/sign', { schema: sign, config: { describe: { querystring: signProblems } } }, async (request) => {
    const given = (request.query as { path?: unknown }).path;
    const rawPath = typeof given === 'string' ? given.replace(/^\/?(api\/static\/)?/, '') : '';
    const path = parseStoredPath(rawPath);
    if (!path) throw HttpError.of('BAD_REQUEST', SIGN_PATH_PROBLEM, { parameter: 'path' });
    const principal = request.principal!;
    await requireRead(principal, path);
    const ttl = Math.max(settings.fileUrlTtl, 1);
    const expires = (Math.floor(unixNow() / ttl) + 2) * ttl;
    const sig = signature(rawPath, principal.sessionId, expires);
    return { data: { url: `${STATIC_PREFIX}${rawPath}?sid=${principal.sessionId}&expires=${expires}&sig=${sig}`, expires } };
  });

  // Anyone may change their own picture; someone else's needs update on users.
  const mayChangePicture = (request: FastifyRequest) => {
    const principal = request.principal!;
    const key = (request.params as { id: string }).id;
    if (!principal.ability.can('update', users.def.subject) && !(RECORD_ID.test(key) && principal.user.id === Number(key))) throw HttpError.of('FORBIDDEN', 'You may not update users');
  };
  const thumbnail = {
    bodyLimit: settings.uploadLimit,
    schema: routeSchema({
      operationId: 'setUserThumbnail',
      tag: 'users',
      summary: "Set a user's picture (PNG, JPEG, GIF or WebP up to 2 MB)",
      params: objectOf({ id: ID_PARAM }, ['id']),
      body: objectOf({ name: text('The file name'), base64: text('The image, base64 (a data: URL prefix is allowed)'), fileType: text(`One of: ${Object.keys(IMAGE_TYPES).join(', ')}`) }, ['name', 'base64', 'fileType'], true),
      answer: dataOf(resourceSchemas(users).record),
    }),
    config: { authorize: mayChangePicture, describe: { body: thumbnailProblems } },
  };
  app.post('/api/v1/users/:id/thumbnail', thumbnail, async (request) => {
    const principal = request.principal!;
    const key = (request.params as { id: string }).id;
    const id = RECORD_ID.test(key) ? Number(key) : NaN;
    mayChangePicture(request);
    const before = await records.get(users, Number.isNaN(id) ? key : id);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw HttpError.of('BAD_REQUEST', 'The body must be a JSON object');
    const { name, fileType } = body;
    const problems = thumbnailProblems(body);
    if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
    const type = IMAGE_TYPES[(fileType as string).toLowerCase()];
    const data = base64Of(body.base64);
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length > THUMBNAIL_MAX_BYTES) throw HttpError.of('PAYLOAD_TOO_LARGE', `A thumbnail may be at most ${THUMBNAIL_MAX_BYTES / 1024 / 1024} MB`);
    if (!type!.magic(bytes)) throw new HttpError('VALIDATION_FAILED', [{ title: `The file is not a ${fileType} image`, meta: { field: 'base64' } }]);
    checkPicturePixels(bytes, settings.maxImagePixels, 'base64');
    const stem = sanitiseFileName(name as string, 'thumbnail').replace(/\.[^.]*$/, '') || 'thumbnail';
    const stored: StoredPath = { model: 'users', id: before.id as number, name: `${stem}${type!.ext}` };
    await storeFile(settings.storageDir, stored, bytes);
    const previous = before.thumbnail;
    const user = await records.update(users, stored.id, { values: { thumbnail: stored.name } }, principal.user.id);
    if (typeof previous === 'string' && previous !== stored.name) await removeStored(settings.storageDir, { ...stored, name: previous });
    return { data: user };
  });
}
