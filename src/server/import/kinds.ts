/** The shape of an import (shapes.ts): the kind asked for, else a line document's, else none (one row, one record). */
import { HttpError } from '../errors';
import type { Registry, ResourceInfo } from '../registry';
import { documentShape } from './documents';
import { openingInvoicesShape, openingStockShape } from './opening';
import { IMPORT_KINDS, type ImportShape } from './shapes';

const KINDS = { opening_balances: openingInvoicesShape, opening_stock: openingStockShape };

/** `kind` that does not apply to `info` is refused in a sentence (400). */
export function shapeOf(registry: Registry, info: ResourceInfo, kind: string | undefined): ImportShape | undefined {
  if (kind === undefined || kind === '') return documentShape(registry, info);
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) throw HttpError.of('BAD_REQUEST', `kind must be one of ${IMPORT_KINDS.join(', ')}, or left out`, { parameter: 'kind' });
  const shape = KINDS[kind as keyof typeof KINDS](registry, info);
  if (!shape) throw HttpError.of('BAD_REQUEST', `${info.def.label} have no ${kind.replace('_', ' ')} import: open invoices are imported into Sales invoices (kind=opening_balances), stock on hand into Stock in/out (kind=opening_stock)`, { parameter: 'kind' });
  return shape;
}
