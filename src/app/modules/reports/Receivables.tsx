/**
 * Receivables (issue 25.4; `GET /reports/receivables?as_of=`): what each customer owes on a day,
 * by days past due, with a bar per bucket over all customers, the table (totals last), **Export
 * to Excel** (`receivables-as-of-2026-11-28.xlsx`, money as numbers) and each customer's statement of account as a
 * PDF for the month up to the day (`GET /companies/{id}/statement`).
 *
 * Payables (issue 38; `GET /reports/payables?as_of=`) are the same page over what is owed to
 * suppliers (`payables-as-of-….xlsx`), each supplier opening its bills instead of a statement.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { download, MIME } from '../../crud/list/export/run';
import { buildXlsx } from '../../crud/list/export/xlsx';
import type { ExportTable } from '../../crud/list/export/table';
import { pdfBlob } from '../../../shared/pdf-parts';
import { toDateString } from '../../crud/dateValues';

export const RECEIVABLE_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over_90'] as const;
type Bucket = (typeof RECEIVABLE_BUCKETS)[number];
export type ReceivableRow = Record<Bucket | 'total', number> & { company_id: number; company_name: string };
export interface ReceivablesAnswer {
  data: ReceivableRow[];
  meta: { as_of: string; totals: Record<Bucket | 'total', number> };
}

/** What the page ages: what customers owe, or what is owed to suppliers. */
export type AgedKind = 'receivables' | 'payables';

/** The workbook's file name carries the day it is as of, so two exports are told apart: receivables-as-of-2026-11-28.xlsx. */
export const receivablesWorkbookName = (answer: ReceivablesAnswer, kind: AgedKind = 'receivables') => `${kind}-as-of-${answer.meta.as_of}.xlsx`;

/** The table the workbook holds: one row per customer, then the totals; money as numbers. */
export function receivablesTable(answer: ReceivablesAnswer, label: { customer: string; total: string; bucket: (b: Bucket) => string; title: string }): ExportTable {
  const columns = [...RECEIVABLE_BUCKETS, 'total'] as const;
  return {
    title: label.title,
    subtitle: answer.meta.as_of,
    headers: [label.customer, ...RECEIVABLE_BUCKETS.map(label.bucket), label.total],
    kinds: ['text', ...columns.map(() => 'money' as const)],
    rows: [...answer.data.map((r) => [r.company_name, ...columns.map((c) => r[c])]), [label.total, ...columns.map((c) => answer.meta.totals[c])]],
    dateLocale: 'en-CA',
  };
}

const todayInSingapore = () => toDateString(Math.floor(Date.now() / 1000));

/** A supplier's confirmed bills not yet paid: the list the payables page opens for a supplier. */
const billsOf = (companyId: number) => `/pages/purchases/supplier-bill?filter=${encodeURIComponent(JSON.stringify({ company_id: companyId }))}`;

export const Receivables = () => <AgedBalances kind="receivables" />;
export const Payables = () => <AgedBalances kind="payables" />;

const AgedBalances = ({ kind }: { kind: AgedKind }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // The page's own words (title, who owes, nothing owed); the buckets, export and totals are shared.
  const own = (key: 'title' | 'by_age' | 'none') => `app.${kind}.${key}`;
  const party = translate(kind === 'payables' ? 'app.payables.supplier' : 'app.receivables.customer');
  const testId = (name: string) => `${kind}-${name}`;
  const locale = useLocale();
  const theme = useTheme();
  const notify = useNotify();
  const [asOf, setAsOf] = useState(todayInSingapore);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(asOf);
  const answer = useQuery({
    queryKey: [kind, asOf],
    enabled: valid,
    queryFn: async () => (await httpClient<ReceivablesAnswer>(`${API_URL}/reports/${kind}?as_of=${asOf}`)).json,
  });
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const bucket = (b: Bucket) => translate(`app.receivables.buckets.${b}`);
  const colour: Record<Bucket, string> = {
    current: theme.palette.success.main,
    d1_30: theme.palette.info.main,
    d31_60: theme.palette.warning.light,
    d61_90: theme.palette.warning.dark,
    over_90: theme.palette.error.main,
  };
  const data = answer.data;
  const max = data ? Math.max(0.01, ...RECEIVABLE_BUCKETS.map((b) => data.meta.totals[b])) : 1;

  const exportWorkbook = async () => {
    if (!data) return;
    const xlsx = await import('xlsx');
    const table = receivablesTable(data, { customer: party, total: translate('app.receivables.total'), bucket, title: translate(own('title')) });
    download(buildXlsx(xlsx, table), receivablesWorkbookName(data, kind), MIME.xlsx);
  };
  const openStatement = async (companyId: number) => {
    const tab = window.open('', '_blank');
    try {
      const from = `${asOf.slice(0, 8)}01`;
      const { json } = await httpClient<{ data: string[] }>(`${API_URL}/companies/${companyId}/statement?from=${from}&to=${asOf}`);
      const url = URL.createObjectURL(pdfBlob(json.data));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      tab?.close();
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };

  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }} data-testid={kind}>
      <Title title={translate(own('title'))} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField type="date" size="small" label={translate('app.receivables.as_of')} value={asOf} onChange={(e) => setAsOf(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId('as-of') } }} />
        <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void exportWorkbook()} disabled={!data?.data.length} data-testid={testId('export')}>
          {translate('app.receivables.export')}
        </Button>
      </Box>
      {answer.isFetching ? <LinearProgress /> : null}
      {answer.error ? (
        <Alert severity="error" data-testid="list-error">
          {answer.error.message}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" sx={{ mb: 1 }}>
                {translate(own('by_age'), { total: money.format(data.meta.totals.total) })}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }} data-testid={testId('bars')}>
                {RECEIVABLE_BUCKETS.map((b) => (
                  <Box component="li" key={b} sx={{ display: 'grid', gridTemplateColumns: { xs: '6.5rem 1fr 6.5rem', sm: '9rem 1fr 8rem' }, gap: 1, alignItems: 'center' }} data-testid={testId(`bar-${b}`)}>
                    <Typography variant="body2">{bucket(b)}</Typography>
                    <Box sx={{ height: 14, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
                      <Box sx={{ height: '100%', width: `${(data.meta.totals[b] / max) * 100}%`, bgcolor: colour[b] }} />
                    </Box>
                    <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                      {money.format(data.meta.totals[b])}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
          {data.data.length ? (
            <TableContainer component={Card} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
              <Table size="small" data-testid={testId('table')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{party}</TableCell>
                    {RECEIVABLE_BUCKETS.map((b) => (
                      <TableCell key={b} align="right">
                        {bucket(b)}
                      </TableCell>
                    ))}
                    <TableCell align="right">{translate('app.receivables.total')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((r) => (
                    <TableRow key={r.company_id} data-testid={testId('row')}>
                      <TableCell>{r.company_name}</TableCell>
                      {RECEIVABLE_BUCKETS.map((b) => (
                        <TableCell key={b} align="right" sx={{ fontVariantNumeric: 'tabular-nums', color: b !== 'current' && r[b] > 0 ? 'error.main' : undefined }}>
                          {r[b] ? money.format(r[b]) : '–'}
                        </TableCell>
                      ))}
                      <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                        {money.format(r.total)}
                      </TableCell>
                      <TableCell>
                        {kind === 'payables' ? (
                          <Link component="button" type="button" onClick={() => navigate(billsOf(r.company_id))} data-testid={testId('bills')}>
                            {translate('app.payables.bills')}
                          </Link>
                        ) : (
                          <Link component="button" type="button" onClick={() => void openStatement(r.company_id)} data-testid={testId('statement')}>
                            {translate('app.receivables.statement')}
                          </Link>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell sx={{ fontWeight: 600 }}>{translate('app.receivables.total')}</TableCell>
                    {[...RECEIVABLE_BUCKETS, 'total' as const].map((b) => (
                      <TableCell key={b} align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid={testId(`total-${b}`)}>
                        {money.format(data.meta.totals[b])}
                      </TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <Typography color="text.secondary" role="status" data-testid="list-empty">
              {translate(own('none'), { date: data.meta.as_of })}
            </Typography>
          )}
        </>
      ) : null}
    </Box>
  );
};
