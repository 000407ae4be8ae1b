/**
 * The GST F5 return (issue 39 item 6; `GET /reports/gst-f5?from&to`): pick a GST period (or a
 * quarter, or any days), see boxes 1-8 and 13 in SGD, open a box to list the documents behind it
 * (each a link to the document), export the return as a workbook or a PDF (both the server's),
 * and file an open period (`POST /gst_periods/{id}/file`; finance and administrators) once the
 * return is in on myTax Portal. A filed period's documents can no longer be confirmed, voided or
 * changed, which the page says before filing.
 */
import { Fragment, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { API_URL, apiFile, httpClient } from '../../authProvider/api';
import { useAbility } from '../../crud/ability';
import { toDateString } from '../../crud/dateValues';
import { download, MIME } from '../../crud/list/export/run';
import { F5_BOXES, GST_DOCUMENTS, TAX_BOXES, type F5Box, type F5Return } from '../../../shared/gst-f5';

interface GstPeriod {
  id: number;
  from: number;
  to: number;
  state: 'open' | 'filed';
  filed_at: number | null;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const routeOf = new Map(GST_DOCUMENTS.map((d) => [d.collection, d.route]));

/** The calendar quarter `back` quarters before today's, as YYYY-MM-DD days. */
export function quarterDays(today: string, back: number): { from: string; to: string } {
  const index = Number(today.slice(0, 4)) * 4 + Math.floor((Number(today.slice(5, 7)) - 1) / 3) - back;
  const year = Math.floor(index / 4);
  const first = (index % 4) * 3 + 1;
  const last = new Date(Date.UTC(year, first + 2, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { from: `${year}-${mm(first)}-01`, to: `${year}-${mm(first + 2)}-${last}` };
}

export const GstF5 = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const today = toDateString(Math.floor(Date.now() / 1000));
  const [days, setDays] = useState(() => quarterDays(today, 1));
  const [open, setOpen] = useState<F5Box | null>(null);
  const [filing, setFiling] = useState(false);
  const valid = ISO.test(days.from) && ISO.test(days.to) && days.from <= days.to;
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const periods = useQuery({
    queryKey: ['gst_periods'],
    queryFn: async () => (await httpClient<{ data: GstPeriod[] }>(`${API_URL}/gst_periods?sort=-from&page[size]=40`)).json.data,
  });
  const answer = useQuery({
    queryKey: ['gst-f5', days.from, days.to],
    enabled: valid,
    queryFn: async () => (await httpClient<{ data: F5Return }>(`${API_URL}/reports/gst-f5?from=${days.from}&to=${days.to}`)).json.data,
  });
  // The choices: the GST periods kept, then the last four quarters not among them.
  const choices = useMemo(() => {
    const kept = (periods.data ?? []).map((p) => ({ key: `p${p.id}`, from: toDateString(p.from), to: toDateString(p.to), period: p }));
    const quarters = [0, 1, 2, 3].map((back) => quarterDays(today, back)).filter((q) => !kept.some((k) => k.from === q.from && k.to === q.to));
    return [...kept, ...quarters.map((q) => ({ key: `q${q.from}`, ...q, period: undefined }))];
  }, [periods.data, today]);
  const chosen = choices.find((c) => c.from === days.from && c.to === days.to);
  const period = chosen?.period;
  const mayFile = !!period && period.state === 'open' && ability.can('update' as never, 'gst_periods' as never);

  const exportAs = async (format: 'xlsx' | 'pdf') => {
    try {
      download((await apiFile(`/reports/gst-f5?from=${days.from}&to=${days.to}&format=${format}`)).bytes, `gst-f5-${days.from}-to-${days.to}.${format}`, MIME[format]);
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };
  const file = async () => {
    if (!period) return;
    try {
      await httpClient(`${API_URL}/gst_periods/${period.id}/file`, { method: 'POST' });
      notify(translate('app.gst_f5.filed_now', { period: `${days.from} – ${days.to}` }), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['gst_periods'] });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setFiling(false);
    }
  };

  const data = answer.data;
  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }} data-testid="gst-f5">
      <Title title={translate('app.gst_f5.title')} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('app.gst_f5.period')}
          value={chosen?.key ?? ''}
          onChange={(e) => {
            const c = choices.find((x) => x.key === e.target.value);
            if (c) setDays({ from: c.from, to: c.to });
          }}
          sx={{ minWidth: 260 }}
          slotProps={{ htmlInput: { 'data-testid': 'gst-f5-period' } }}
        >
          {choices.map((c) => (
            <MenuItem key={c.key} value={c.key} data-testid={`gst-f5-choice-${c.from}`}>
              {c.from} – {c.to}
              {c.period ? ` · ${translate(`app.gst_f5.state.${c.period.state}`)}` : ''}
            </MenuItem>
          ))}
        </TextField>
        <TextField type="date" size="small" label={translate('app.gst_f5.from')} value={days.from} onChange={(e) => setDays((d) => ({ ...d, from: e.target.value }))} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'gst-f5-from' } }} />
        <TextField type="date" size="small" label={translate('app.gst_f5.to')} value={days.to} onChange={(e) => setDays((d) => ({ ...d, to: e.target.value }))} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'gst-f5-to' } }} />
        {period ? <Chip size="small" color={period.state === 'filed' ? 'success' : 'default'} label={translate(`app.gst_f5.state.${period.state}`)} data-testid="gst-f5-state" /> : null}
        <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void exportAs('xlsx')} disabled={!data} data-testid="gst-f5-xlsx">
          {translate('app.gst_f5.export_xlsx')}
        </Button>
        <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void exportAs('pdf')} disabled={!data} data-testid="gst-f5-pdf">
          {translate('app.gst_f5.export_pdf')}
        </Button>
        {mayFile ? (
          <Button variant="contained" startIcon={<TaskAltIcon />} onClick={() => setFiling(true)} data-testid="gst-f5-file">
            {translate('app.gst_f5.file')}
          </Button>
        ) : null}
      </Box>
      {!valid ? <Alert severity="warning">{translate('app.gst_f5.bad_days')}</Alert> : null}
      {answer.isFetching ? <LinearProgress /> : null}
      {answer.error ? <Alert severity="error">{answer.error.message}</Alert> : null}
      {data ? (
        <TableContainer component={Card} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" data-testid="gst-f5-boxes">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.gst_f5.box')}</TableCell>
                <TableCell>{translate('app.gst_f5.description')}</TableCell>
                <TableCell align="right">{translate('app.gst_f5.amount')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {F5_BOXES.map((box) => {
                const documents = data.documents[box];
                const shown = open === box;
                return (
                  <Fragment key={box}>
                    <TableRow hover data-testid={`gst-f5-box-${box}`} onClick={() => documents.length && setOpen(shown ? null : box)} sx={{ cursor: documents.length ? 'pointer' : undefined }}>
                      <TableCell sx={{ fontWeight: 600 }}>{box}</TableCell>
                      <TableCell>{translate(`app.gst_f5.boxes.${box}`)}</TableCell>
                      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: box === '8' ? 600 : undefined }} data-testid={`gst-f5-amount-${box}`}>
                        {money.format(data.boxes[box])}
                      </TableCell>
                      <TableCell padding="checkbox">
                        {documents.length ? (
                          <IconButton size="small" aria-label={translate('app.gst_f5.documents', { smart_count: documents.length })} data-testid={`gst-f5-open-${box}`}>
                            {shown ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                          </IconButton>
                        ) : null}
                      </TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell colSpan={4} sx={{ py: 0, borderBottom: shown ? undefined : 'none' }}>
                        <Collapse in={shown} unmountOnExit>
                          <Table size="small" data-testid={`gst-f5-documents-${box}`} sx={{ my: 1 }}>
                            <TableHead>
                              <TableRow>
                                <TableCell>{translate('app.gst_f5.document')}</TableCell>
                                <TableCell>{translate('app.gst_f5.date')}</TableCell>
                                <TableCell align="right">{translate('app.gst_f5.value')}</TableCell>
                                <TableCell align="right">{translate('app.gst_f5.gst')}</TableCell>
                              </TableRow>
                            </TableHead>
                            <TableBody>
                              {documents.map((d) => (
                                <TableRow key={`${d.collection}-${d.id}`} data-testid="gst-f5-document">
                                  <TableCell>
                                    <Link component={RouterLink} to={`${routeOf.get(d.collection)}/view?id=${d.id}`}>
                                      {translate(`resources.${d.collection}.name`, { smart_count: 1 })} {d.number ?? `#${d.id}`}
                                    </Link>
                                  </TableCell>
                                  <TableCell>{d.date}</TableCell>
                                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: TAX_BOXES.has(box) ? undefined : 600 }}>
                                    {money.format(d.net)}
                                  </TableCell>
                                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: TAX_BOXES.has(box) ? 600 : undefined }}>
                                    {money.format(d.gst)}
                                  </TableCell>
                                </TableRow>
                              ))}
                            </TableBody>
                          </Table>
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <Dialog open={filing} onClose={() => setFiling(false)}>
        <DialogTitle>{translate('app.gst_f5.file_title', { period: `${days.from} – ${days.to}` })}</DialogTitle>
        <DialogContent>
          <Typography>{translate('app.gst_f5.file_warning')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFiling(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void file()} data-testid="gst-f5-file-confirm">
            {translate('app.gst_f5.file')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
