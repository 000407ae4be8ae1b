/**
 * A priced document's subtotal, GST and total, worked as the user types with the server's own
 * engine (src/shared/tax.ts, integer cents): the GST rate in force on the document's date from
 * gst_rates, worked per line tax code (each code's GST on its own row when there are several), the
 * total in SGD at the document's exchange rate. The server recomputes on save.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetList, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { documentDateField, documentTotals, lineAmountCents, rateOn, type DocumentTotals, type GstRateRow, type GstRounding } from '../../../shared/tax';

/** The engine a document's totals are worked with: a sales document's, or a purchase document's per input tax code (shared/tax.ts). */
type TotalsOf = (lines: never[], ratePercent: number, rounding: GstRounding, exchangeRate: number) => DocumentTotals;
import { formatMoney } from '../../crud';
import { useResourceDef } from '../../crud/registry';
import { TaxCodeRows } from './TaxSummary';

const ALL = { page: 1, perPage: 1000 };
const BASE_CURRENCY = 'SGD';
const todaySeconds = () => Math.floor(Date.now() / 1000);

const Row = ({ label, cents, testId, strong }: { label: string; cents: number; testId: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4 }}>
    <Typography variant={strong ? 'subtitle1' : 'body2'} color={strong ? 'text.primary' : 'text.secondary'}>
      {label}
    </Typography>
    <Typography variant={strong ? 'subtitle1' : 'body2'} data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : 400 }}>
      {formatMoney(cents / 100)}
    </Typography>
  </Box>
);

export const PricedTotals = ({ totalsOf = documentTotals as TotalsOf }: { totalsOf?: TotalsOf }) => {
  const translate = useTranslate();
  const def = useResourceDef();
  const field = (name: string) => translate(`resources.${def.resource}.fields.${name}`);
  const dateField = documentDateField(def);
  const lines = (useWatch({ name: 'lines' }) as never[] | undefined) ?? [];
  const date = useWatch({ name: dateField ?? 'id' }) as number | null | undefined;
  const currency = (useWatch({ name: 'currency_id' }) as string | undefined) ?? BASE_CURRENCY;
  const exchangeRate = Number(useWatch({ name: 'exchange_rate' }) ?? 1);
  const { data: rates = [] } = useGetList<GstRateRow & { id: number; code: string }>('gst_rates', { pagination: ALL, sort: { field: 'effective_from', order: 'DESC' } });
  const gstPercent = rateOn(rates.filter((r) => r.code === 'SR'), Number(date ?? todaySeconds())) ?? 0;
  const totals = totalsOf(lines, gstPercent, 'document', currency === BASE_CURRENCY ? 1 : exchangeRate);
  // One tax code: its rate (and the code unless it is the standard one); several: each on its row above.
  const [only] = totals.byCode;
  const gstLabel =
    totals.byCode.length > 1 ? field('gst_amount') : only && only.rate !== gstPercent ? `${field('gst_amount')} ${only.rate}% (${only.code})` : `${field('gst_amount')} ${gstPercent}%`;
  return (
    <Box sx={{ gridColumn: { md: 2 }, mt: 1, mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 0.5 }} data-testid="priced-totals">
      <Row label={field('subtotal')} cents={totals.subtotal} testId="totals-subtotal" />
      <TaxCodeRows byCode={totals.byCode} />
      <Row label={gstLabel} cents={totals.gst} testId="totals-gst" />
      <Row label={`${field('total')} ${currency}`} cents={totals.total} testId="totals-total" strong />
      {currency !== BASE_CURRENCY ? <Row label={field('total_base')} cents={totals.totalBase} testId="totals-base" /> : null}
    </Box>
  );
};

/** A priced line's amount as it is typed (inside the line, after its inputs): qty × unit price less the discount, or (a purchase line) qty × unit cost. */
export const LineAmount = ({ cost }: { source: string; cost?: boolean }) => {
  const translate = useTranslate();
  const def = useResourceDef();
  const sourceOf = useSourceContext().getSource;
  const [qty, unit_price, discount] = useWatch({ name: [sourceOf('qty'), sourceOf(cost ? 'unit_cost' : 'unit_price'), sourceOf('discount')] }) as unknown[];
  const child = def.children.find((c) => c.field === 'lines')?.resource ?? def.resource;
  return (
    <Box className="ra-input-amount" sx={{ alignSelf: 'center', textAlign: 'right', px: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`resources.${child}.fields.amount`)}
      </Typography>
      <Typography variant="body2" data-testid="line-amount" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(lineAmountCents({ qty, unit_price, discount: cost ? 0 : discount }) / 100)}
      </Typography>
    </Box>
  );
};
