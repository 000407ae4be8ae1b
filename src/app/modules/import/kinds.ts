/**
 * The imports beside a list's own rows (the server's import/shapes.ts): opening balances, offered
 * on the lists they go into, and line documents (a list whose lines are saved with it takes one
 * line per row of the sheet).
 */
import type { ResourceDef } from '../../../shared/resource-spec';
import { allResources } from '../../crud/registry';

export type ImportKind = 'opening_balances' | 'opening_stock';

/** The lists that offer an opening-balance import, and which. */
export const KINDS_OF: Record<string, ImportKind[]> = { sales_invoices: ['opening_balances'], stock_movements: ['opening_stock'] };

/** A list whose lines are saved with it (YAML children field `lines`): its import groups rows into documents. */
export const hasLines = (def: ResourceDef) => def.children.some((c) => c.field === 'lines' && !c.writtenAlone);

/**
 * The lists shown only under this list's records (a company's sites: no list page of their own)
 * whose rows are imported from this list's screen, each row naming its record (its company).
 */
export const relatedImports = (def: ResourceDef): ResourceDef[] =>
  def.related.flatMap((r) => allResources.filter((d) => d.resource === r.resource && d.importable && d.routes.length === 0 && !hasLines(d)));
