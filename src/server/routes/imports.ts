/**
 * Imports from a spreadsheet, for every collection whose YAML does not opt out (api-contract.md
 * "Import"): the template, the import itself (a dry run, insert/update/upsert, stop or skip on
 * errors), and what an import left: its counts, its failed rows as a file, and its undo.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/sessions';
import type { OwnedRecords } from '../auth/owned-records';
import type { Records } from '../db/records';
import type { ServerInstance } from '../db/instances';
import type { Settings } from '../config';
import { HttpError, notFound } from '../errors';
import { localeOf } from '../i18n';
import { checkImportAbility, Importer, MODES, type ImportMode } from '../import/run';
import { errorFile, template, type SheetFormat } from '../import/files';
import { readSpreadsheetInTurns, sizeText, type Cell } from '../import/read';
import { JsonUpload, notAnUpload, readJsonUpload, RefusedUpload } from '../import/upload';
import { isRowId } from '../db/codec';
import { shapeOf } from '../import/kinds';
import { IMPORT_KINDS } from '../import/shapes';
import { principalOf, requireAbility } from '../plugins/auth';
import type { Registry, ResourceInfo } from '../registry';
import { dataOf, objectOf, routeSchema, text, type JsonSchema } from '../schemas/common';

const FILE_ANSWER: JsonSchema = { type: 'string', format: 'binary', description: 'The file (CSV: text/csv, UTF-8 with a BOM; XLSX)' };
const CONTENT_TYPES: Record<SheetFormat, string> = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

const ERROR_ITEM = objectOf({ row: { type: 'integer', description: 'The row in the spreadsheet (the header is row 1)' }, column: { type: ['string', 'null'], description: 'The column letter' }, field: { type: ['string', 'null'] }, title: { type: 'string' } }, ['row', 'column', 'field', 'title']);
const REPORT = objectOf(
  {
    import_id: { type: 'integer' },
    state: { type: 'string', enum: ['running', 'done', 'failed', 'dry_run', 'undone'], description: 'running: a file of more rows than IMPORT_BACKGROUND_ROWS, answered 202 and imported in the background (GET /imports/{id})' },
    rows: { type: 'integer' },
    rows_done: { type: 'integer' },
    created: { type: 'integer' },
    updated: { type: 'integer' },
    unchanged: { type: 'integer', description: 'Rows found by the import key that already held those values: nothing written' },
    skipped: { type: 'integer', description: 'Rows not written: those with errors (on_error=skip), or every row (on_error=stop with an error)' },
    unknown_columns: { type: 'array', items: objectOf({ column: { type: 'string' }, header: { type: 'string' } }, ['column', 'header']) },
    errors: { type: 'array', items: ERROR_ITEM },
  },
  ['import_id', 'state', 'rows', 'rows_done', 'created', 'updated', 'unchanged', 'skipped', 'errors'],
);
const UNDO = objectOf(
  { removed: { type: 'integer' }, restored: { type: 'integer' }, left: { type: 'array', items: objectOf({ row: { type: 'integer' }, id: { type: 'integer' }, title: { type: 'string' } }, ['row', 'id', 'title']) } },
  ['removed', 'restored', 'left'],
);
/** What is kept of an import (GET /imports/{id}, GET /imports). */
const KEPT: Record<string, JsonSchema> = {
  import_id: { type: 'integer' },
  id: { type: 'integer', description: 'The same as import_id' },
  collection: { type: 'string' },
  kind: { type: ['string', 'null'], description: "documents (a line document's rows grouped), opening_balances, opening_stock; null: the list's own rows" },
  state: { type: 'string', enum: ['running', 'done', 'failed', 'dry_run', 'undone'] },
  mode: { type: 'string' },
  on_error: { type: 'string' },
  file_name: { type: ['string', 'null'] },
  rows: { type: 'integer', description: 'Rows of the file (of a line document: the documents)' },
  rows_done: { type: 'integer' },
  created: { type: 'integer' },
  updated: { type: 'integer' },
  unchanged: { type: 'integer' },
  skipped: { type: 'integer' },
  unknown_columns: { type: 'array', items: objectOf({ column: { type: 'string' }, header: { type: 'string' } }, ['column', 'header']) },
  created_at: { type: 'integer' },
  updated_at: { type: 'integer' },
};
const KEPT_REQUIRED = ['import_id', 'id', 'collection', 'kind', 'state', 'mode', 'on_error', 'file_name', 'rows', 'rows_done', 'created', 'updated', 'unchanged', 'skipped', 'unknown_columns', 'created_at', 'updated_at'];
const COLLECTION_PARAMS = objectOf({ collection: text('The collection') }, ['collection']);
const ID_PARAMS = objectOf({ id: { type: 'string', pattern: '^[0-9]{1,15}$', description: 'The import id' } }, ['id']);
const FORMAT_QUERY = objectOf({ format: { type: 'string', enum: ['csv', 'xlsx'], default: 'xlsx' } });
const KIND = { type: 'string', enum: [...IMPORT_KINDS], description: 'Opening balances (issue 36 item 6): opening_balances on sales_invoices (open invoices), opening_stock on stock_movements (stock on hand per warehouse); left out, the list\'s own rows' } as const;
const TEMPLATE_QUERY = objectOf({ format: { type: 'string', enum: ['csv', 'xlsx'], default: 'xlsx' }, kind: KIND });
/**
 * A file this large goes to the background whatever its rows (besides more rows than
 * IMPORT_BACKGROUND_ROWS): a few rows of many columns or long cells, or of many lines, can take
 * longer than a client or a proxy keeps an idle connection (75 s), and its answer would be lost.
 */
export const BACKGROUND_BYTES = 1024 * 1024;

/** What a request's options say, from the query string or the body (multipart fields are text). */
interface Sent {
  name: string;
  bytes: Uint8Array;
  options: Record<string, unknown>;
}

const bool = (v: unknown, name: string): boolean => {
  if (v === undefined || v === null || v === '') return false;
  if (v === true || v === 'true' || v === '1') return true;
  if (v === false || v === 'false' || v === '0') return false;
  throw HttpError.of('BAD_REQUEST', `${name} must be true or false`, { parameter: name });
};

/** `instance`: this server; it runs the background imports it accepted (IMPORT_BACKGROUND_ROWS, read at each import). */
export function registerImportRoutes(app: FastifyInstance, registry: Registry, records: Records, owned: OwnedRecords, settings: Pick<Settings, 'importLimit' | 'importBackgroundRows'>, instance: ServerInstance): void {
  const { importLimit } = settings;
  const importer = new Importer(records, owned, registry, instance, app.log);
  // Imports a stopped server left running are marked failed once this one is ready; its own stop at their next row.
  app.addHook('onReady', async () => importer.failAbandoned(instance));
  app.addHook('preClose', async () => importer.close());
  // A base64 body is 4/3 of the file, and a multipart one a little more than the file.
  const bodyLimit = Math.ceil((importLimit * 4) / 3) + 1024 * 1024;
  const tooLarge = () => HttpError.of('PAYLOAD_TOO_LARGE', `The upload is larger than an import may be: at most ${sizeText(importLimit)} of spreadsheet (the IMPORT_LIMIT setting)`);

  const collectionOf = (request: FastifyRequest): ResourceInfo => {
    const name = (request.params as { collection: string }).collection;
    const info = registry.get(name);
    if (!info) throw notFound(`There is no collection "${name}"`);
    const { def } = info;
    // Its own role rule first: a caller who may not read the list learns nothing more.
    requireAbility(request, 'read', def.subject, def.label.toLowerCase());
    if (!def.importable || (info.parent && !info.parent.child.writtenAlone)) {
      throw HttpError.of('CONFLICT', info.parent ? `${def.label} are written with their ${info.parent.def.labelSingular.toLowerCase()}, not imported on their own` : `${def.label} cannot be imported from a spreadsheet`);
    }
    return info;
  };
  const localeFor = (request: FastifyRequest, principal: Principal) => localeOf(principal.user.preferences as Record<string, unknown> | undefined, request.headers['accept-language']);
  const sendFile = (reply: FastifyReply, format: SheetFormat, name: string, bytes: Buffer) =>
    reply.type(CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`).header('cache-control', 'no-store').send(bytes);

  app.get(
    '/api/v1/:collection/import/template',
    {
      schema: routeSchema({
        tag: 'imports',
        operationId: 'getImportTemplate',
        summary: "A collection's import template",
        description: "The columns an import reads, headed in the reader's language, with one example row; the XLSX has a second sheet, Columns, saying what each column means and the values it takes.",
        params: COLLECTION_PARAMS,
        querystring: TEMPLATE_QUERY,
        answer: FILE_ANSWER,
      }),
    },
    async (request, reply) => {
      const info = collectionOf(request);
      const principal = principalOf(request);
      if (!principal.ability.can('create', info.def.subject) && !principal.ability.can('update', info.def.subject)) {
        throw HttpError.of('FORBIDDEN', `You may not create or update ${info.def.label.toLowerCase()}, so you may not import them`);
      }
      const { format = 'xlsx', kind } = request.query as { format?: SheetFormat; kind?: string };
      // A line document's template shows its line columns; an opening-balance one, its own columns.
      const shape = shapeOf(registry, info, kind);
      return sendFile(reply, format, `${info.def.resource}-${kind ? `${kind}-` : ''}import.${format}`, template(registry, shape?.def ?? info.def, localeFor(request, principal), format));
    },
  );

  app.register(async (scope) => {
    // The file arrives as multipart/form-data (a `file` part) or JSON ({"name", "base64"}); both bounded by IMPORT_LIMIT.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    // A JSON body is read as it arrives, its file decoded chunk by chunk (import/upload.ts).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', async (request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
      try {
        return await readJsonUpload(payload, bodyLimit, tooLarge, Number(request.headers['content-length']) || undefined);
      } catch (e) {
        // Only its size stops the reading here; its other faults are answered after the rights.
        if (e instanceof HttpError && e.status < 500 && e.status !== 413) return new RefusedUpload(e);
        throw e;
      }
    });
    scope.addHook('preParsing', async (request) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > bodyLimit) throw tooLarge();
    });
    scope.setErrorHandler((error, _request, reply) => {
      // The body limit, named in the words of this route; everything else to the app's handler.
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
      throw error;
    });
    scope.post(
      '/api/v1/:collection/import',
      {
        bodyLimit,
        schema: routeSchema({
          tag: 'imports',
          operationId: 'importRows',
          summary: 'Import a spreadsheet (CSV or XLSX) into a collection',
          description: [
            'The file as multipart/form-data (a `file` part; the options as fields) or JSON `{"name", "base64"}`; the options may be given in the query string too.',
            '`dry_run` (true: nothing is written, the answer is what the real run would answer), `mode` (insert, update, upsert: update and upsert find rows by the YAML import_key and change only the columns given),',
            '`on_error` (stop: nothing is written if any row fails; skip: the valid rows are written), `mapping` ({"<header>": "<field>" or null to ignore the column}), `sheet` (XLSX: the sheet by name, default the first),',
            '`kind` (opening_balances on sales_invoices: open invoices, confirmed and flagged opening_balance, numbered as given; opening_stock on stock_movements: stock on hand per warehouse, confirmed movements in).',
            'A list with lines (quotations, orders, invoices, credit notes, bills, movements...) takes one line per row: the document\'s columns repeated on each line row, or a Document key column; each group of rows is one document (mode=insert).',
            'Each row is written as a form would write it (numbering, starting states, behaviours, the role rules); every audit entry carries the import id.',
            'A file of more rows than IMPORT_BACKGROUND_ROWS, or of more than 1 MB, is answered 202 once its columns are checked, with state `running` and no counts yet; the rows go on in the background: GET /imports/{id} shows rows_done, then the state, counts and errors.',
          ].join(' '),
          params: COLLECTION_PARAMS,
          answer: dataOf(REPORT),
          status: [200, 202],
        }),
      },
      async (request, reply) => {
        const info = collectionOf(request);
        const principal = principalOf(request);
        const sent = await sentFile(request);
        const o = { ...(request.query as Record<string, unknown>), ...sent.options };
        const mode = (o.mode ?? 'insert') as ImportMode;
        if (!MODES.includes(mode)) throw HttpError.of('BAD_REQUEST', `mode must be one of ${MODES.join(', ')}`, { parameter: 'mode' });
        const onError = o.on_error ?? 'stop';
        if (onError !== 'stop' && onError !== 'skip') throw HttpError.of('BAD_REQUEST', 'on_error must be stop or skip', { parameter: 'on_error' });
        checkImportAbility(principal, info.def, mode); // before the file is read: a refusal costs nothing
        const mapping = mappingOf(o.mapping);
        const sheet = typeof o.sheet === 'string' ? o.sheet : undefined;
        const table = await readSpreadsheetInTurns(sent.bytes, { name: sent.name, sheet, limit: importLimit });
        const background = table.rows.length > settings.importBackgroundRows || sent.bytes.length > BACKGROUND_BYTES;
        const kind = typeof o.kind === 'string' && o.kind !== '' ? o.kind : undefined;
        const data = await importer.run(info, principal, table, { mode, onError, dryRun: bool(o.dry_run, 'dry_run'), mapping, fileName: sent.name, ...(kind ? { kind } : {}) }, background);
        if (data.state === 'running') reply.code(202);
        return { data };
      },
    );
  });

  /** A role that may add or change none of the lists imports nothing: 403 before any lookup. */
  const requireSomeImport = (principal: Principal) => {
    if (!registry.defs.some((d) => d.importable && (principal.ability.can('create', d.subject) || principal.ability.can('update', d.subject)))) {
      throw HttpError.of('FORBIDDEN', 'You may not import: your role may not add or change records of any list');
    }
  };

  /** The import, if the caller may see it: their own, or any for an admin (manage all); else 404. */
  const importOf = async (request: FastifyRequest) => {
    const principal = principalOf(request);
    requireSomeImport(principal);
    const id = Number((request.params as { id: string }).id);
    const row = isRowId(id) ? await records.reader().selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    const info = row ? registry.get(String(row.collection)) : undefined;
    const mine = row && (Number(row.user_id) === principal.user.id || principal.ability.can('manage', 'all'));
    if (!row || !info || !mine || !principal.ability.can('read', info.def.subject)) throw notFound(`There is no import ${id}`);
    return { row, info, id };
  };

  /** An import as its answers show it: `import_id` (the contract's name) and `id` (the same, as answered before). */
  const keptImport = (row: Record<string, unknown>, rowsDone = Number(row.rows_done ?? 0)) => {
    const n = (k: string) => Number(row[k] ?? 0);
    return {
      import_id: n('id'),
      id: n('id'),
      collection: String(row.collection),
      kind: (row.kind as string | null) ?? null,
      state: String(row.state),
      mode: String(row.mode),
      on_error: String(row.on_error),
      file_name: (row.file_name as string | null) ?? null,
      rows: n('rows'),
      rows_done: rowsDone,
      created: n('created'),
      updated: n('updated'),
      unchanged: n('unchanged'),
      skipped: n('skipped'),
      unknown_columns: JSON.parse(String(row.unknown_columns ?? '[]')) as Array<{ column: string; header: string }>,
      created_at: n('created_at'),
      updated_at: n('updated_at'),
    };
  };

  app.get(
    '/api/v1/imports/:id',
    { schema: routeSchema({ tag: 'imports', operationId: 'getImport', summary: 'An import: its state and counts', description: '`import_id` is the import\'s id as the import\'s own answer names it; `id` is the same.', params: ID_PARAMS, answer: dataOf(objectOf({ ...KEPT, errors: { type: 'array', items: ERROR_ITEM } }, [...KEPT_REQUIRED, 'errors'])) }) },
    async (request) => {
      let { row, id } = await importOf(request);
      if (row.state === 'running' && importer.progress(id) === undefined) {
        // Left running by a server that is gone: failed, with a sentence (on PostgreSQL another live instance may be running it).
        await importer.failAbandoned(instance, id);
        row = (await records.reader().selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst()) ?? row;
      }
      const rowsDone = row.state === 'running' ? Math.max(Number(row.rows_done ?? 0), importer.progress(id) ?? 0) : Number(row.rows_done ?? 0);
      return { data: { ...keptImport(row, rowsDone), errors: JSON.parse(String(row.errors ?? '[]')) } };
    },
  );

  app.get(
    '/api/v1/imports',
    {
      schema: routeSchema({
        tag: 'imports',
        operationId: 'listImports',
        summary: 'The imports made: who, when, into which list, and what they came to',
        description: "Newest first. An administrator (manage all) sees everyone's; anyone else their own, of the lists they may read. `collection` narrows it to one list; `undoable`: whether POST /imports/{id}/undo has something to take back.",
        querystring: objectOf({ collection: text('One list only'), page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', description: 'The page, from 1' }, perPage: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|1[0-9][0-9]|200)$', description: 'Imports a page, 1 to 200 (default 25)' } }),
        answer: objectOf({ data: { type: 'array', items: objectOf({ ...KEPT, user_id: { type: ['integer', 'null'] }, username: { type: ['string', 'null'] }, errors: { type: 'integer', description: 'How many errors it met' }, undoable: { type: 'boolean' } }, [...KEPT_REQUIRED, 'user_id', 'username', 'errors', 'undoable']) }, total: { type: 'integer' } }, ['data', 'total']),
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      requireSomeImport(principal);
      const query = request.query as { collection?: string; page?: string; perPage?: string };
      const { collection } = query;
      const page = Number(query.page ?? 1);
      const perPage = Number(query.perPage ?? 25);
      const readable = registry.defs.filter((d) => d.importable && principal.ability.can('read', d.subject)).map((d) => d.resource);
      const lists = collection ? readable.filter((c) => c === collection) : readable;
      if (!lists.length) return { data: [], total: 0 };
      const users = registry.require('users').def.table;
      let q = records.reader().selectFrom('imports as i').where('i.collection', 'in', lists);
      if (!principal.ability.can('manage', 'all')) q = q.where('i.user_id', '=', principal.user.id);
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await q
        .leftJoin(`${users} as u`, 'u.id', 'i.user_id')
        .select(['i.id', 'i.collection', 'i.kind', 'i.state', 'i.mode', 'i.on_error', 'i.file_name', 'i.rows', 'i.rows_done', 'i.created', 'i.updated', 'i.unchanged', 'i.skipped', 'i.unknown_columns', 'i.errors', 'i.written', 'i.created_at', 'i.updated_at', 'i.user_id', 'u.username'])
        .orderBy('i.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return {
        data: rows.map((row) => ({
          ...keptImport(row, row.state === 'running' ? Math.max(Number(row.rows_done ?? 0), importer.progress(Number(row.id)) ?? 0) : Number(row.rows_done ?? 0)),
          user_id: row.user_id === null ? null : Number(row.user_id),
          username: (row.username as string | null) ?? null,
          errors: (JSON.parse(String(row.errors ?? '[]')) as unknown[]).length,
          undoable: row.state !== 'undone' && row.state !== 'running' && String(row.written ?? '[]') !== '[]',
        })),
        total,
      };
    },
  );

  app.get(
    '/api/v1/imports/:id/errors',
    { schema: routeSchema({ tag: 'imports', operationId: 'getImportErrors', summary: "An import's failed rows, as sent, with an Error column", description: 'Fix the rows and import the file again.', params: ID_PARAMS, querystring: FORMAT_QUERY, answer: FILE_ANSWER }) },
    async (request, reply) => {
      const { row, id } = await importOf(request);
      const format = ((request.query as { format?: SheetFormat }).format ?? 'xlsx') as SheetFormat;
      const errors = JSON.parse(String(row.errors ?? '[]')) as Array<{ row: number; column: string | null; title: string }>;
      const failed = (JSON.parse(String(row.failed_rows ?? '[]')) as Array<{ row: number; cells: Cell[] }>).map((f) => ({
        ...f,
        errors: errors.filter((e) => e.row === f.row).map((e) => (e.column ? `${e.column}: ${e.title}` : e.title)),
      }));
      return sendFile(reply, format, `import-${id}-errors.${format}`, errorFile(JSON.parse(String(row.headers ?? '[]')) as string[], failed, format));
    },
  );

  app.post(
    '/api/v1/imports/:id/undo',
    { schema: routeSchema({ tag: 'imports', operationId: 'undoImport', summary: 'Undo an import', description: 'Removes the records the import created and puts back the ones it updated; a record changed since is left as it is, and named in `left`. 409 for a dry run, a failed import or one undone already.', params: ID_PARAMS, answer: dataOf(UNDO) }) },
    async (request) => {
      const { id } = await importOf(request);
      return { data: await importer.undo(id, principalOf(request)) };
    },
  );
}

/** The file and the options of an import request (multipart or JSON). */
async function sentFile(request: FastifyRequest): Promise<Sent> {
  const body = request.body;
  if (body instanceof RefusedUpload) throw body.refusal;
  if (body instanceof JsonUpload) {
    const { name, ...options } = body.fields;
    if (typeof name !== 'string' || name === '' || name.length > 255) throw HttpError.of('BAD_REQUEST', 'name must be the file name, as text of at most 255 characters', { field: 'name' });
    return { name, bytes: body.file, options };
  }
  if (!Buffer.isBuffer(body)) throw notAnUpload();
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
  } catch {
    throw HttpError.of('BAD_REQUEST', 'The multipart body cannot be read; send the file as a part named "file"');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw HttpError.of('BAD_REQUEST', 'Send the spreadsheet as a multipart part named "file"', { parameter: 'file' });
  const options: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (key !== 'file' && typeof value === 'string') options[key] = value;
  return { name: file.name || 'upload', bytes: new Uint8Array(await file.arrayBuffer()), options };
}

function mappingOf(value: unknown): Record<string, string | null> | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw HttpError.of('BAD_REQUEST', 'mapping must be a JSON object {"<column header>": "<field>"}', { parameter: 'mapping' });
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !Object.values(parsed).every((v) => v === null || typeof v === 'string')) {
    throw HttpError.of('BAD_REQUEST', 'mapping must be an object {"<column header>": "<field>" or null}', { parameter: 'mapping' });
  }
  return parsed as Record<string, string | null>;
}
