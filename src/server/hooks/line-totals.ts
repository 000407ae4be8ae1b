/**
 * Priced lines (quotations, sales orders, invoices): a child resource with `qty`, `unit_price`,
 * optional `discount` (percent) and a read-only `amount` is priced on every save, and its parent's
 * read-only `subtotal`, `gst_amount` and `total` follow from the lines and the parent's
 * `gst_percent`. Money is worked in integer cents so totals never drift.
 */
import type { WireRecord } from '../db/codec';
import type { ResourceInfo } from '../registry';
import type { ValidatedInput } from '../validate';

const has = (def: ResourceInfo['def'], name: string) => def.fields.some((f) => f.name === name);

function lineCents(values: Record<string, unknown>): number {
  const qty = Number(values.qty ?? 0);
  const priceCents = Math.round(Number(values.unit_price ?? 0) * 100);
  const discount = Math.min(100, Math.max(0, Number(values.discount ?? 0)));
  return Math.round(qty * priceCents * (1 - discount / 100));
}

/** Set the computed fields of `input`; `current` is the record as stored (with lines), null on create. */
export function applyLineTotals(info: ResourceInfo, input: ValidatedInput, current: WireRecord | null): void {
  for (const { child, def } of info.children) {
    if (!['qty', 'unit_price', 'amount'].every((f) => has(def, f))) continue;
    const sent = input.lines?.[child.field];
    for (const line of sent ?? []) line.values.amount = lineCents(line.values) / 100;
    const gstChanged = 'gst_percent' in input.values;
    if (!sent && !gstChanged && current) continue; // nothing that the totals depend on changed
    const lines = sent?.map((l) => l.values) ?? ((current?.[child.field] as Record<string, unknown>[] | undefined) ?? []);
    const subtotal = lines.reduce((sum, l) => sum + lineCents(l), 0);
    const gstPercent = Number(input.values.gst_percent ?? current?.gst_percent ?? 0);
    const gst = Math.round((subtotal * gstPercent) / 100);
    if (has(info.def, 'subtotal')) input.values.subtotal = subtotal / 100;
    if (has(info.def, 'gst_amount')) input.values.gst_amount = gst / 100;
    if (has(info.def, 'total')) input.values.total = (subtotal + gst) / 100;
  }
}
