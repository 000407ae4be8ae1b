/** The generic resource calls of api-contract.md, for every collection of the registry. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkListQuery, parseListQuery } from '../../shared/list-query';
import { RECORD_STATUSES } from '../../shared/resource-spec';
import type { Action } from '../../shared/wire';
import { badRequest, forbidden, HttpError, notFound } from '../errors';
import type { WireRecord } from '../db/codec';
import type { Records } from '../db/records';
import type { Registry, ResourceInfo } from '../registry';
import { requireAbility } from '../plugins/auth';
import { writeGuards } from '../hooks';
import { applyLineTotals } from '../hooks/line-totals';
import { validateInput } from '../validate';

export function registerResourceRoutes(app: FastifyInstance, registry: Registry, records: Records): void {
  /** The collection named in the path, after the caller's ability for `action` is checked. */
  const resolve = (request: FastifyRequest, action: Action): { info: ResourceInfo; userId: number } => {
    const name = (request.params as { collection: string }).collection;
    const info = registry.get(name);
    if (!info) throw notFound(`There is no collection "${name}"`);
    if (info.def.readonly && action !== 'read') throw forbidden(`${info.def.label} are read-only`);
    const principal = requireAbility(request, action, info.def.subject, info.def.label.toLowerCase());
    return { info, userId: principal.user.id };
  };

  const idFrom = (value: unknown): string => {
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    if (typeof value === 'string' && value !== '') return value;
    throw new HttpError('VALIDATION_FAILED', [{ title: 'id is required', meta: { field: 'id' } }]);
  };

  const update = async (request: FastifyRequest, key: string) => {
    const { info, userId } = resolve(request, 'update');
    const input = validateInput(info.def, request.body, true, info.children);
    const guard = writeGuards[info.def.resource];
    const review = guard || info.children.length
      ? (current: WireRecord) => {
          guard?.(current, input.values);
          applyLineTotals(info, input, current);
        }
      : undefined;
    return { data: await records.update(info, key, input, userId, review) };
  };

  const remove = async (request: FastifyRequest, key: string) => {
    const { info, userId } = resolve(request, 'delete');
    const guard = writeGuards[info.def.resource];
    return { data: await records.remove(info, key, userId, guard && ((current) => guard(current, null))) };
  };

  app.get('/api/v1/:collection', async (request) => {
    const { info } = resolve(request, 'read');
    const query = parseListQuery(request.query as Record<string, unknown>, info.def.sort);
    checkListQuery(query, { sortable: info.sortable, filterable: info.filterable, statuses: info.def.statuses });
    const { data, total } = await records.list(info, query);
    return { data, meta: { page: { total, size: query.size, after: query.after } } };
  });

  app.get('/api/v1/:collection/:id', async (request) => {
    const { info } = resolve(request, 'read');
    return { data: await records.get(info, (request.params as { id: string }).id) };
  });

  app.post('/api/v1/:collection', async (request, reply) => {
    const { info, userId } = resolve(request, 'create');
    const input = validateInput(info.def, request.body, false, info.children);
    applyLineTotals(info, input, null);
    const record = await records.create(info, input, userId);
    reply.code(201);
    return { data: record };
  });

  app.patch('/api/v1/:collection/status', async (request) => {
    const { info, userId } = resolve(request, 'update');
    const { ids, status } = (request.body ?? {}) as { ids?: unknown; status?: unknown };
    const problems = [];
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 10000 || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
      problems.push({ title: 'ids must be a list of 1 to 10000 record ids', meta: { field: 'ids' } });
    }
    if (typeof status !== 'string' || !(RECORD_STATUSES as readonly string[]).includes(status) || !(info.def.statuses as string[]).includes(status)) {
      problems.push({ title: `Status must be one of: ${info.def.statuses.join(', ')}`, meta: { field: 'status' } });
    }
    if (problems.length) throw new HttpError('VALIDATION_FAILED', problems);
    const guard = writeGuards[info.def.resource];
    const changes = { status };
    return { data: { updated: await records.setStatus(info, ids as number[], status as string, userId, guard && ((current) => guard(current, changes))) } };
  });

  app.patch('/api/v1/:collection', async (request) => update(request, idFrom((request.body as { id?: unknown } | null)?.id)));
  app.patch('/api/v1/:collection/:id', async (request) => update(request, (request.params as { id: string }).id));
  app.delete('/api/v1/:collection/:id', async (request) => remove(request, (request.params as { id: string }).id));
  app.delete('/api/v1/:collection', async (request) => {
    if (typeof request.body !== 'object' || request.body === null) throw badRequest('Send {"id": N} or use DELETE /{collection}/{id}');
    return remove(request, idFrom((request.body as { id?: unknown }).id));
  });
}
