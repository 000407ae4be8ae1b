/**
 * "Receive" on a confirmed purchase order's page (issue 38 item 2): each line with what was
 * ordered, what is already received and what is still open, a quantity that arrived (the open
 * quantity by default, 0 skips the line), and the warehouse it goes into (the order's by default).
 * More than is open is said under the line before anything is sent, as the sales chain's
 * ConvertLinesDialog says it (takeProblem); the server's refusal (409, naming the line) shows there too.
 * POST /purchase_orders/{id}/receive.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { apiErrorsOf } from '../../dataProvider/errors';
import { useNotifiedCall } from '../../crud/useNotifiedCall';
import { LineCaption, LineFigure, takeProblem, type OpenLine } from '../sales/ConvertLinesDialog';

type Doc = Record<string, any>;

/** A purchase order's lines as open lines: what is received is what was taken of each. */
export const receivableLines = (doc: Doc): OpenLine[] =>
  ((doc.lines as Doc[] | undefined) ?? []).map((l) => {
    const qty = Number(l.qty ?? 0);
    const taken = Number(l.received_qty ?? 0);
    return { line_id: Number(l.id), description: l.description ?? null, uom: l.uom ?? null, qty, taken, open: Math.round((qty - taken) * 1e6) / 1e6 };
  });

/** Whether anything of the order is still to come. */
export const receivable = (doc: Doc) => doc.status === 'C' && receivableLines(doc).some((l) => l.open > 0);

export const ReceiveDialog = ({ doc, onClose, onReceived }: { doc: Doc; onClose: () => void; onReceived: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(n);
  const lines = receivableLines(doc);
  const { data: warehouses = [] } = useGetList('warehouses', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' }, filter: { status: 'O' } });
  const [warehouse, setWarehouse] = useState<number>(Number(doc.warehouse_id));
  const [typed, setTyped] = useState<Record<number, string>>(() => Object.fromEntries(lines.map((l) => [l.line_id, String(Math.max(0, l.open))])));
  const [refused, setRefused] = useState<Record<number, string>>({});
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.purchases.receive.${key}`, options);
  const problems = Object.fromEntries(lines.map((l) => [l.line_id, (l.open > 0 ? takeProblem(l, typed[l.line_id] ?? '', translate, format) : undefined) ?? refused[l.line_id]]));
  const chosen = lines.map((l) => ({ line_id: l.line_id, qty: Number((typed[l.line_id] ?? '0').replace(',', '.')) })).filter((c) => c.qty > 0);
  const valid = chosen.length > 0 && !Object.values(problems).some(Boolean);

  const save = useNotifiedCall(async () => {
    setRefused({});
    await httpClient(`${API_URL}/purchase_orders/${encodeURIComponent(String(doc.id))}/receive`, { method: 'POST', body: { warehouse_id: warehouse, lines: chosen } }).catch((e: unknown) => {
      // The server names the refused line by its place in what was sent: lines.<i>.qty.
      const lineRefusals: Record<number, string> = {};
      for (const entry of apiErrorsOf(e)) {
        const at = /^lines\.(\d+)\./.exec(String(entry.meta?.field ?? ''));
        if (at && chosen[Number(at[1])] && entry.title) lineRefusals[chosen[Number(at[1])].line_id] = entry.title;
      }
      setRefused(lineRefusals);
      throw e;
    });
    onReceived();
  });

  const figure = (label: string, value: number, testId: string) => <LineFigure label={label} value={format(value)} testId={testId} />;
  const columns = { xs: '1fr 1fr 1fr', sm: 'minmax(10rem, 1fr) 6rem 6rem 6rem 8rem' };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="receive-dialog" sx={{ '& .MuiDialog-paper': { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } }}>
      <DialogTitle>{t('title', { number: doc.po_no ?? '' })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          size="small"
          label={t('warehouse')}
          value={warehouses.length ? warehouse : ''}
          onChange={(e) => setWarehouse(Number(e.target.value))}
          sx={{ mt: 1, mb: 2, minWidth: 240 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'receive-warehouse' } as never } }}
        >
          {warehouses.map((w) => (
            <MenuItem key={w.id} value={w.id}>
              {w.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: { xs: 'none', sm: 'grid' }, gridTemplateColumns: columns.sm, gap: 2, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
          {[t('line'), t('ordered'), t('received'), t('open'), t('arrived')].map((label, i) => (
            <Typography key={label} variant="caption" color="text.secondary" sx={{ textAlign: i ? 'right' : 'left' }}>
              {label}
            </Typography>
          ))}
        </Box>
        {lines.map((line) => {
          const problem = problems[line.line_id];
          return (
            <Box key={line.line_id} data-testid={`receive-line-${line.line_id}`} sx={{ display: 'grid', gridTemplateColumns: columns, gap: { xs: 1, sm: 2 }, alignItems: 'start', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
              <LineCaption line={line} />
              {figure(t('ordered'), line.qty, 'receive-line-qty')}
              {figure(t('received'), line.taken, 'receive-line-received')}
              {figure(t('open'), line.open, 'receive-line-open')}
              <TextField
                size="small"
                label={t('arrived')}
                value={line.open > 0 ? (typed[line.line_id] ?? '') : '0'}
                onChange={(e) => {
                  setTyped((v) => ({ ...v, [line.line_id]: e.target.value }));
                  setRefused((r) => ({ ...r, [line.line_id]: '' }));
                }}
                disabled={line.open <= 0}
                error={!!problem}
                helperText={problem || (line.open <= 0 ? t('all_received') : undefined)}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'receive-line-take', style: { textAlign: 'right' } }, formHelperText: { 'data-testid': 'receive-line-problem' } as never }}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              />
            </Box>
          );
        })}
        {!chosen.length ? (
          <Typography variant="body2" color="error" sx={{ mt: 2 }} data-testid="receive-nothing">
            {translate('app.sales.convert_lines.nothing')}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save.run()} disabled={!valid || save.busy} data-testid="receive-save">
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
