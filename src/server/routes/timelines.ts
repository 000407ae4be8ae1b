/**
 * `GET /timeline_headers/getbyheader?id=N&type=comment[&module=X]` (api-contract.md, "Records'
 * panels"): the timeline headers of record N of that kind, newest first, which the Comments panel
 * reads before listing their entries (`timelines` with `filterExt=header={id}`). `module` (a
 * contract extension, README "Record panels") names the record's collection: without it the
 * same id of every collection the caller may read matches. The reader needs read on timeline
 * headers and on the record's collection (auth/owned-records.ts).
 */
import type { FastifyInstance } from 'fastify';
import { parseListQuery } from '../../shared/list-query';
import type { Records } from '../db/records';
import type { Registry } from '../registry';
import type { OwnedRecords } from '../auth/owned-records';
import { principalOf, requireAbility } from '../plugins/auth';
import { resourceSchemas } from '../schemas/resources';
import { objectOf, routeSchema, text } from '../schemas/common';

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;

export function registerTimelineRoutes(app: FastifyInstance, registry: Registry, records: Records, owned: OwnedRecords): void {
  const headers = registry.require('timeline_headers');
  const schema = routeSchema({
    operationId: 'getTimelineHeadersByHeader',
    tag: headers.def.resource,
    summary: "A record's timeline headers of one kind (its comments' header)",
    querystring: objectOf(
      {
        id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$', description: 'The record id (header_id)' },
        type: text('The kind of timeline, e.g. comment', { maxLength: 30 }),
        module: text("The record's collection, e.g. joborder_headers", { maxLength: 60, pattern: '^[a-z][a-z0-9_-]*$' }),
      },
      ['id'],
    ),
    answer: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: resourceSchemas(headers).record } } },
  });
  const describe = () => [{ title: 'id must be a record id; type and module are optional names', meta: { parameter: 'id' } }];
  app.get('/api/v1/timeline_headers/getbyheader', { schema, config: { describe: { querystring: describe }, authorize: (request) => requireAbility(request, 'read', headers.def.subject, headers.def.label.toLowerCase()) } }, async (request) => {
    requireAbility(request, 'read', headers.def.subject, headers.def.label.toLowerCase());
    const { id, type, module } = request.query as { id: string; type?: string; module?: string };
    const conditions = [`header_id=${Number(id)}`, ...(type ? [`header_type=${quoted(type)}`] : []), ...(module ? [`module=${quoted(module)}`] : [])];
    const query = parseListQuery({ filterExt: conditions.join(','), sort: '-id', 'page[size]': '10', status: 'all' }, headers.def.sort);
    const { data } = await records.list(headers, query, await owned.listScope(headers, principalOf(request), query));
    return { data };
  });
}
