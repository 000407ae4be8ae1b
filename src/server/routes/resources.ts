/**
 * The generic resource calls of api-contract.md, for every collection of the registry. Each
 * collection gets its own routes, so each carries the JSON Schemas generated from its YAML
 * (schemas/resources.ts): Fastify validates with them and /api/v1/openapi.json describes them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { checkListQuery, listDefaultStatus, ListQueryError, parseListQuery } from '../../shared/list-query';
import { statusActions } from '../../shared/abilities';
import type { Action } from '../../shared/wire';
import { badRequest, conflict, forbidden, HttpError, notFound, type ErrorDetail } from '../errors';
import { savedWithParentTitle } from '../../shared/record-lock';
import type { Records } from '../db/records';
import { actorOf } from '../db/unit-of-work';
import type { Registry, ResourceInfo } from '../registry';
import { principalOf, requireAbility } from '../plugins/auth';
import type { OwnedRecords } from '../auth/owned-records';
import { validateInput } from '../validate';
import { runTransition, transitionsFor } from '../workflow/engine';
import { ANY_RECORD, dataOf, ID_PARAM, listOf, objectOf, operationNames, routeSchema, type JsonSchema, type RouteDoc } from '../schemas/common';
import { resourceSchemas } from '../schemas/resources';
import type { UploadCarrier } from '../storage/uploads';
import type { KeptAnswers } from '../db/kept-answers';
import { colleagueCard, COLLEAGUES } from '../auth/colleagues';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The collections whose writes carry files (storage/uploads.ts), and the body limit of those writes. */
export interface Uploads {
  carriers: ReadonlyMap<string, UploadCarrier>;
  bodyLimit: number;
}

/** A transition the caller may run now (api-contract.md "Workflows"). */
const TRANSITION = objectOf({ name: { type: 'string' }, label: { type: 'string' }, to: { type: 'string', description: 'The state it leads to' } }, ['name', 'label', 'to']);

/** The problems `check` throws, as a list (a schema failure is then titled in the route's own words). */
function problemsOf(check: () => void): ErrorDetail[] {
  try {
    check();
    return [];
  } catch (e) {
    if (e instanceof HttpError) return e.details;
    if (e instanceof ListQueryError) return [{ title: e.message, meta: { parameter: e.parameter } }];
    throw e;
  }
}

/**
 * `answers`: where lists that are the same for every reader are kept until their table changes
 * (KEEP_ANSWERS); without it every list is read afresh.
 */
export function registerResourceRoutes(app: FastifyInstance, registry: Registry, records: Records, owned: OwnedRecords, uploads?: Uploads, answers?: KeptAnswers): void {
  for (const def of registry.defs) registerCollection(app, registry.require(def.resource), records, owned, answers, uploads);

  // What the caller may run now of the record's workflow (api-contract.md "Workflows"), and run one
  // by name (the app's action buttons); the workflow's own rules decide. Every collection with a
  // workflow has these under its own path too, so a client knows the record it gets back.
  const transitions = async (request: FastifyRequest, info: ResourceInfo) => {
    const actor = actorOf(requireAbility(request, 'read', info.def.subject, info.def.label.toLowerCase()));
    const id = (request.params as { id: string }).id;
    await owned.checkRead(info, principalOf(request), await records.get(info, id)); // a technician: their own jobs only
    return { data: await transitionsFor(records, info, id, actor) };
  };
  const runNamed = async (request: FastifyRequest, info: ResourceInfo) => {
    const actor = actorOf(requireAbility(request, 'read', info.def.subject, info.def.label.toLowerCase()));
    const { id, name } = request.params as { id: string; name: string };
    return { data: await records.transaction(actor, (uow) => runTransition(records, uow, info, id, name)) };
  };
  const transitionsDoc = (tag: string, operationId: string, what: string): RouteDoc => ({
    tag,
    operationId,
    summary: `The workflow transitions the caller may run now on ${what}`,
    answer: dataOf({ type: 'array', items: TRANSITION }),
  });
  const runDoc = (tag: string, operationId: string, what: string, record: JsonSchema): RouteDoc => ({
    tag,
    operationId,
    summary: `Run a workflow transition of ${what} by name`,
    description: 'A transition not allowed from the current state answers 409 and writes nothing.',
    answer: dataOf(record),
  });
  app.get('/api/v1/:collection/:id/transitions', { schema: routeSchema(transitionsDoc('workflows', 'listTransitions', 'a record of any collection')) }, async (request) => transitions(request, collectionOf(request)));
  app.post('/api/v1/:collection/:id/transitions/:name', { schema: routeSchema(runDoc('workflows', 'runTransition', 'a record of any collection', ANY_RECORD)) }, async (request) => runNamed(request, collectionOf(request)));
  for (const def of registry.defs) {
    if (!def.workflow) continue;
    const info = registry.require(def.resource);
    const { singular } = operationNames(def);
    const what = `a ${def.labelSingular.toLowerCase()}`;
    app.get(`/api/v1/${def.resource}/:id/transitions`, { schema: routeSchema(transitionsDoc(def.resource, `list${singular}Transitions`, what)) }, async (request) => transitions(request, info));
    app.post(`/api/v1/${def.resource}/:id/transitions/:name`, { schema: routeSchema(runDoc(def.resource, `run${singular}Transition`, what, resourceSchemas(info).record)) }, async (request) => runNamed(request, info));
  }

  /** The collection named in the path (404 for none). */
  function collectionOf(request: FastifyRequest): ResourceInfo {
    const name = (request.params as { collection: string }).collection;
    const info = registry.get(name);
    if (!info) throw notFound(`There is no collection "${name}"`);
    return info;
  }
}

function registerCollection(app: FastifyInstance, info: ResourceInfo, records: Records, owned: OwnedRecords, answers: KeptAnswers | undefined, uploads?: Uploads): void {
  const { def } = info;
  const base = `/api/v1/${def.resource}`;
  const carrier = uploads?.carriers.get(def.resource);
  const plainSchemas = resourceSchemas(info);
  // A collection that carries files also accepts their properties, and a larger body.
  const withFiles = (body: Record<string, unknown>) => (carrier ? { ...body, properties: { ...(body.properties as object), ...carrier.properties } } : body);
  const schemas = { ...plainSchemas, create: withFiles(plainSchemas.create), update: withFiles(plainSchemas.update) };
  const limit = carrier ? { bodyLimit: uploads!.bodyLimit } : {};
  const what = def.label.toLowerCase();
  const actor = (request: FastifyRequest) => actorOf(principalOf(request));
  const { plural, singular } = operationNames(def);

  // A child collection's own writes follow its record's rules (db/records.ts childWriteIn); rows
  // written only with their record are refused before their body is read, in the same words.
  const parent = info.parent;
  const savedWithParent = parent && !parent.child.writtenAlone ? savedWithParentTitle(parent.def, parent.child) : null;
  const childRule = !parent
    ? undefined
    : savedWithParent
      ? `Refused (409): ${savedWithParent}, with PATCH /${parent.def.resource}/{id} and its \`${parent.child.field}\`.`
      : `Only while its ${parent.def.labelSingular.toLowerCase()} may be changed (409 on a confirmed or void one), for whoever may update ${parent.def.label.toLowerCase()}; the ${parent.def.labelSingular.toLowerCase()} is saved again with it.`;

  /** A route's options: its schema, and the caller's ability for `action` checked before validation. */
  const options = (action: Action, doc: Omit<RouteDoc, 'tag'>, describeBody?: (body: unknown) => ErrorDetail[]): RouteShorthandOptions => ({
    schema: routeSchema({ tag: def.resource, ...doc, ...(action !== 'read' && childRule ? { description: [doc.description, childRule].filter(Boolean).join(' ') } : {}) }),
    config: {
      authorize: (request: FastifyRequest) => {
        if (def.readonly && action !== 'read') throw forbidden(`${def.label} are read-only`);
        // The audit log as the history of the records one reads (History): scoped by listScope and checkRead.
        if (action === 'read' && owned.readsThrough(info, principalOf(request))) return;
        requireAbility(request, action, def.subject, what);
        if (action !== 'read' && savedWithParent) throw conflict(savedWithParent, { field: parent!.child.target });
      },
      ...(describeBody ? { describe: { body: describeBody } } : {}),
    },
  });
  const describeWrite = (partial: boolean) => (body: unknown) => problemsOf(() => validateInput(def, carrier ? carrier.strip(body) : body, partial, info.children));
  const record = dataOf(schemas.record);
  const params = objectOf({ id: ID_PARAM }, ['id']);

  const idFrom = (value: unknown): string => {
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    if (typeof value === 'string' && value !== '') return value;
    throw new HttpError('VALIDATION_FAILED', [{ title: 'id is required', meta: { field: 'id' } }]);
  };

  const update = async (request: FastifyRequest, key: string) => {
    const taken = carrier ? await carrier.take(request.body) : null;
    const input = validateInput(def, taken ? taken.body : request.body, true, info.children);
    if (owned.isPanel(info)) await owned.checkChange(info, principalOf(request), await records.get(info, key), input.values);
    else if (owned.guardsAssignment(info, principalOf(request))) owned.checkAssignment(info, principalOf(request), input.values, await records.get(info, key));
    return { data: taken ? await carrier!.update(info, key, input, taken, actor(request)) : await records.update(info, key, input, actor(request)) };
  };

  const remove = async (request: FastifyRequest, key: string) => {
    if (owned.isPanel(info)) await owned.checkChange(info, principalOf(request), await records.get(info, key), null);
    return { data: await records.remove(info, key, actor(request)) };
  };

  const list = options('read', { operationId: `list${plural}`, summary: `List ${what}`, querystring: schemas.listQuery, answer: listOf(schemas.record) });
  list.config!.describe = {
    querystring: (query) => problemsOf(() => checkListQuery(parseListQuery(query as Record<string, unknown>, def.sort, listDefaultStatus(def)), listRules)),
  };
  const listRules = { sortable: info.sortable, filterable: info.filterable, rangeable: info.rangeable, statuses: def.statuses, worklist: !!def.worklist };
  /** The list read from the table; kept by its URL when `version` says it is everyone's (the version taken before the read). */
  const listAfresh = async (request: FastifyRequest, reply: FastifyReply, version: number | undefined) => {
    const query = parseListQuery(request.query as Record<string, unknown>, def.sort, listDefaultStatus(def));
    checkListQuery(query, listRules);
    const scope = await owned.listScope(info, principalOf(request), query);
    const { data, page, earlierTotal } = await records.list(info, query, scope);
    const answer = { data, meta: { page: { ...page, size: query.size, after: query.after } } };
    // A later page whose total was counted before another client's write (Records.list) is not
    // kept: its rows are of this version, its total of an earlier one.
    if (version === undefined || earlierTotal) return answer;
    const text = reply.serialize(answer) as string;
    answers!.set(request.url, version, text);
    // The text is returned, not `reply.send(text)`: an async handler that returns the reply has
    // Fastify wait on the response stream's end (listeners and ticks per request).
    reply.type(JSON_TYPE);
    return text;
  };
  // A list that is the same for every reader (no scope of its own) is kept until its table next
  // changes, by its URL as sent. Only a URL that was parsed, checked and read is ever kept, so a
  // kept answer is given at once, without parsing it again, and without a promise.
  app.get(base, list, (request, reply) => {
    const version = answers && owned.listsUnscoped(info, principalOf(request)) ? records.versionOf(info) : undefined;
    const kept = version === undefined ? undefined : answers!.get(request.url, version);
    if (kept === undefined) return listAfresh(request, reply, version);
    reply.type(JSON_TYPE);
    return kept;
  });

  if (def.resource === COLLEAGUES) {
    // The whole record, or the card (whose display_name the server makes from the names).
    const record = schemas.record as { properties: Record<string, unknown> };
    const colleagueOrUser = { ...schemas.record, required: ['id'], properties: { ...record.properties, display_name: { type: 'string', description: "The colleague's card only: the name to show" } } };
    // Every signed-in user reads a colleague's public card; the whole record needs read on users.
    const one = options('read', { operationId: `get${singular}`, summary: `One ${def.labelSingular.toLowerCase()}`, description: "Without read on users: the colleague's public card (id, username, first_name, last_name, display_name, thumbnail).", params, answer: dataOf(colleagueOrUser) });
    one.config!.authorize = (request: FastifyRequest) => void principalOf(request).ability.can('read', def.subject);
    one.config!.signedIn = true; // any signed-in user (the route table says so: security.test.ts)
    app.get(`${base}/:id`, one, async (request) => {
      const found = await records.get(info, (request.params as { id: string }).id);
      return { data: principalOf(request).ability.can('read', def.subject) ? found : colleagueCard(found) };
    });
  } else {
    app.get(`${base}/:id`, options('read', { operationId: `get${singular}`, summary: `One ${def.labelSingular.toLowerCase()}`, params, answer: record }), async (request) => {
      const found = await records.get(info, (request.params as { id: string }).id);
      await owned.checkRead(info, principalOf(request), found);
      return { data: found };
    });
  }

  app.post(base, { ...limit, ...options('create', { operationId: `create${singular}`, summary: `Add a ${def.labelSingular.toLowerCase()}`, body: schemas.create, answer: record, status: 201 }, describeWrite(false)) }, async (request, reply) => {
    const taken = carrier ? await carrier.take(request.body) : null;
    const input = validateInput(def, taken ? taken.body : request.body, false, info.children);
    await owned.checkCreate(info, principalOf(request), input.values);
    const created = taken ? await carrier!.create(info, input, taken, actor(request)) : await records.create(info, input, actor(request));
    reply.code(201);
    return { data: created };
  });

  const statusTitles = (body: unknown) => {
    const { ids, status } = (body ?? {}) as { ids?: unknown; status?: unknown };
    const problems: ErrorDetail[] = [];
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 10000 || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
      problems.push({ title: 'ids must be a list of 1 to 10000 record ids', meta: { field: 'ids' } });
    }
    if (typeof status !== 'string' || !(def.statuses as string[]).includes(status)) {
      problems.push({ title: `Status must be one of: ${def.statuses.join(', ')}`, meta: { field: 'status' } });
    }
    return problems;
  };
  const bulkStatus = options('update', { operationId: `set${plural}Status`, summary: `Set the status of several ${what}`, body: schemas.statusBody, answer: dataOf(objectOf({ updated: { type: 'integer' } }, ['updated'])) }, statusTitles);
  app.patch(`${base}/status`, bulkStatus, async (request) => {
    const { ids, status } = request.body as { ids: number[]; status: string };
    for (const action of statusActions(status)) requireAbility(request, action, def.subject, what);
    await owned.checkStatus(info, principalOf(request), ids, status);
    return { data: { updated: await records.setStatus(info, ids, status, actor(request)) } };
  });

  const updateDoc = { summary: `Update a ${def.labelSingular.toLowerCase()}`, answer: record };
  app.patch(base, { ...limit, ...options('update', { ...updateDoc, operationId: `update${singular}ByBodyId`, description: 'The body names the record: id (or uuid).', body: schemas.update }, describeWrite(true)) }, async (request) => update(request, idFrom((request.body as { id?: unknown }).id)));
  app.patch(`${base}/:id`, { ...limit, ...options('update', { ...updateDoc, operationId: `update${singular}`, params, body: schemas.update }, describeWrite(true)) }, async (request) => update(request, (request.params as { id: string }).id));

  const removeDoc = { summary: `Delete a ${def.labelSingular.toLowerCase()}`, description: 'The audit log keeps the whole deleted row.', answer: record };
  app.delete(`${base}/:id`, options('delete', { ...removeDoc, operationId: `delete${singular}`, params }), async (request) => remove(request, (request.params as { id: string }).id));
  app.delete(base, options('delete', { ...removeDoc, operationId: `delete${singular}ByBodyId`, body: schemas.deleteBody }), async (request) => {
    if (typeof request.body !== 'object' || request.body === null) throw badRequest('Send {"id": N} or use DELETE /{collection}/{id}');
    return remove(request, idFrom((request.body as { id?: unknown }).id));
  });
}
