/**
 * What points at a record (issue 10, item 7): `GET /{collection}/{id}/referenced-by` answers, for
 * every collection with a reference field to this one that the caller may read, how many of its
 * records point here: `{data: [{collection, field, total}]}`. A record's view page draws its smart
 * buttons and related lists from it with one call. Child lines (a quotation's lines) are part of
 * the record itself and are left out. The record and the counts follow the caller's row scope
 * (auth/owned-records.ts: a technician asks only about their own jobs, and counts only what they see).
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { requireAbility } from '../plugins/auth';
import type { Records } from '../db/records';
import type { Registry } from '../registry';
import type { OwnedRecords } from '../auth/owned-records';
import { dataOf, objectOf, routeSchema } from '../schemas/common';

export interface ReferenceCount {
  collection: string;
  field: string;
  total: number;
}

export function registerReferenceRoutes(app: FastifyInstance, registry: Registry, records: Records, owned: OwnedRecords): void {
  const schema = routeSchema({
    tag: 'references',
    operationId: 'listReferencedBy',
    summary: 'How many records of each collection the caller may read point at this record',
    answer: dataOf({
      type: 'array',
      items: objectOf({ collection: { type: 'string' }, field: { type: 'string', description: 'The reference field that points here' }, total: { type: 'integer' } }, ['collection', 'field', 'total']),
    }),
  });
  app.get('/api/v1/:collection/:id/referenced-by', { schema }, async (request) => {
    const { collection, id } = request.params as { collection: string; id: string };
    const info = registry.get(collection);
    if (!info) throw notFound(`There is no collection "${collection}"`);
    const principal = requireAbility(request, 'read', info.def.subject, info.def.label.toLowerCase());
    const { ability } = principal;
    const record = await records.get(info, id);
    await owned.checkRead(info, principal, record);
    const isLine = (resource: string, field: string) => info.children.some((c) => c.def.resource === resource && c.child.target === field);
    const counts: ReferenceCount[] = [];
    for (const ref of info.referencedBy) {
      const refInfo = registry.require(ref.def.resource);
      if (isLine(ref.def.resource, ref.field) || !refInfo.filterable.has(ref.field) || !ability.can('read', ref.def.subject)) continue;
      const query = { sort: [{ field: 'id', desc: true }], size: 1, after: 1, status: 'all', filterExt: [{ field: ref.field, value: record.id as number }] };
      const { page: { total } } = await records.list(refInfo, query, await owned.listScope(refInfo, principal, query));
      counts.push({ collection: ref.def.resource, field: ref.field, total });
    }
    return { data: counts };
  });
}
