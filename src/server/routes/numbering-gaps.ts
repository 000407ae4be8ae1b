/**
 * GET /numbering_series/gaps (contract extension): per numbering series, the numbers its documents
 * hold and the ones missing between the first issued and the series' next number. Numbers taken
 * at confirm in the confirming transaction leave none; a gap shows a number deleted or typed by
 * hand, for an auditor to see.
 */
import type { FastifyInstance } from 'fastify';
import type { Records } from '../db/records';
import { requireAbility } from '../plugins/auth';
import type { Registry } from '../registry';
import { dataOf, objectOf, routeSchema } from '../schemas/common';

/** The most missing numbers listed per series (the count is always exact). */
const MAX_LISTED = 1000;

const SERIES_GAPS = objectOf(
  {
    code: { type: 'string' },
    prefix: { type: ['string', 'null'] },
    next_number: { type: 'integer' },
    collections: { type: 'array', items: { type: 'string' } },
    issued: { type: 'integer', description: 'Documents holding a number of the series' },
    first: { type: ['integer', 'null'] },
    missing_count: { type: 'integer' },
    missing: { type: 'array', items: { type: 'integer' }, description: `The missing numbers, at most ${MAX_LISTED}` },
  },
  ['code', 'next_number', 'issued', 'missing_count', 'missing'],
);

export function registerNumberingGapRoutes(app: FastifyInstance, registry: Registry, records: Records): void {
  const series = registry.require('numbering_series');
  const schema = routeSchema({ tag: 'numbering_series', operationId: 'getNumberingGaps', summary: 'The gap report: per numbering series, the numbers missing', answer: dataOf({ type: 'array', items: SERIES_GAPS }) });

  app.get('/api/v1/numbering_series/gaps', { schema }, async (request) => {
    requireAbility(request, 'read', series.def.subject, 'numbering series');
    const db = records.reader();
    const holders = new Map<string, Array<{ table: string; column: string; collection: string }>>();
    for (const def of registry.defs) {
      for (const f of def.fields) if (f.numbering) holders.set(f.numbering, [...(holders.get(f.numbering) ?? []), { table: def.table, column: f.name, collection: def.resource }]);
    }
    const rows = await db.selectFrom(series.def.table).selectAll().orderBy('code').execute();
    const data = [];
    for (const s of rows) {
      const prefix = (s.prefix as string | null) ?? '';
      const next = Number(s.next_number ?? 1);
      const numbers = new Set<number>();
      const where = holders.get(String(s.code)) ?? [];
      for (const { table, column } of where) {
        const held = await db.selectFrom(table).select(column).where(column, 'is not', null).execute();
        for (const r of held) {
          const value = String(r[column]);
          const digits = value.slice(prefix.length);
          if (value.startsWith(prefix) && /^\d+$/.test(digits)) numbers.add(Number(digits));
        }
      }
      const first = numbers.size ? Math.min(...numbers) : null;
      const missing: number[] = [];
      let missingCount = 0;
      for (let n = first ?? next; n < next; n++) {
        if (numbers.has(n)) continue;
        missingCount++;
        if (missing.length < MAX_LISTED) missing.push(n);
      }
      data.push({ code: s.code, prefix: s.prefix ?? null, next_number: next, collections: where.map((w) => w.collection), issued: numbers.size, first, missing_count: missingCount, missing });
    }
    return { data };
  });
}
