/**
 * The behaviour of the priced_document trait (schema/traits/priced_document.yaml): each priced
 * line's `amount` is qty × unit_price less its discount (percent), and the document's `subtotal`,
 * `gst_amount` and `total` follow from its lines and its `gst_percent`. Money is worked in integer
 * cents so totals never drift. The YAML declares which resources are priced (`traits:`) and which
 * lines (the child taking priced_line); nothing is inferred from field names.
 */
import { defineBehaviour, type WriteStep } from '../behaviours';

/** The array field holding the priced lines. */
interface PricedDocument {
  lines: string;
}

function lineCents(values: Record<string, unknown>): number {
  const qty = Number(values.qty ?? 0);
  const priceCents = Math.round(Number(values.unit_price ?? 0) * 100);
  const discount = Math.min(100, Math.max(0, Number(values.discount ?? 0)));
  return Math.round(qty * priceCents * (1 - discount / 100));
}

/** Set the computed fields of the write: each sent line's amount, and the totals when they can change. */
function priceDocument({ lines: field }: PricedDocument, { input, current }: WriteStep): void {
  if (!input) return;
  const sent = input.lines?.[field];
  for (const line of sent ?? []) line.values.amount = lineCents(line.values) / 100;
  if (!sent && !('gst_percent' in input.values) && current) return; // nothing the totals depend on changed
  const lines = sent?.map((l) => l.values) ?? ((current?.[field] as Record<string, unknown>[] | undefined) ?? []);
  const subtotal = lines.reduce((sum, l) => sum + lineCents(l), 0);
  const gstPercent = Number(input.values.gst_percent ?? current?.gst_percent ?? 0);
  const gst = Math.round((subtotal * gstPercent) / 100);
  input.values.subtotal = subtotal / 100;
  input.values.gst_amount = gst / 100;
  input.values.total = (subtotal + gst) / 100;
}

export default defineBehaviour(() => ({
  compute(step) {
    if (step.kind !== 'create' && step.kind !== 'update') return;
    const lines = step.info.children.find((c) => c.def.traits.includes('priced_line'))?.child.field;
    if (lines) priceDocument({ lines }, step);
  },
}));
