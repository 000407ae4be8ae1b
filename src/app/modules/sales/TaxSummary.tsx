/**
 * GST per tax code on a priced document (issue 39 item 2): one row per code ("SR 9% of 1,000.00"
 * and its GST), shown when a document has several codes, in the form's live totals (PricedTotals)
 * and on the document's page under its fields (TaxSummaryPanel, from the saved lines and rate as
 * the server worked them: shared/tax.ts storedBreakdown, the PDF's and the e-invoice's breakdown).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { storedBreakdown, type TaxCodeTotal } from '../../../shared/tax';
import { formatMoney } from '../../crud';

const PERCENT = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 2 });

/** Each code's net, rate and GST, one line each (nothing for a document of one code). */
export const TaxCodeRows = ({ byCode }: { byCode: readonly TaxCodeTotal[] }) => {
  const translate = useTranslate();
  if (byCode.length <= 1) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.25, pl: 1 }} data-testid="tax-summary">
      {byCode.map((c) => (
        <Box key={c.code} sx={{ display: 'flex', justifyContent: 'space-between', gap: 4 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('app.sales.tax_summary.row', { code: c.code, rate: PERCENT.format(c.rate), net: formatMoney(c.net / 100) })}
          </Typography>
          <Typography variant="caption" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`tax-code-${c.code}`}>
            {formatMoney(c.gst / 100)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/** The document page's tax summary, under its fields, for a document of several codes. */
export const TaxSummaryPanel = ({ collection }: { collection: string }) => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: record } = useGetOne(collection, { id }, { enabled: id !== '' });
  const lines = (record?.lines as Record<string, unknown>[] | undefined) ?? [];
  const byCode = record ? storedBreakdown(record, lines) : [];
  if (byCode.length <= 1) return null;
  return (
    <Box sx={{ px: 1 }}>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('app.sales.tax_summary.title')}
          </Typography>
          <Box sx={{ maxWidth: 480 }}>
            <TaxCodeRows byCode={byCode} />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
