/**
 * "Convert to …" a delivery order or an invoice, in part (issue 34): each line of the document
 * with its quantity, what the next documents already took of it and what is open
 * (GET /{collection}/{id}/open-lines), and a quantity to take, the open quantity by default (0
 * skips the line). More than is open is said under the line before anything is sent, and the
 * server's refusal (409, the line it names) shows there too. Odoo's and ERPNext's partial
 * deliveries work the same way.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { apiErrorsOf } from '../../dataProvider/errors';
import { useNotifiedCall } from '../../crud/useNotifiedCall';

export interface OpenLine {
  line_id: number;
  description: string | null;
  uom: string | null;
  qty: number;
  taken: number;
  open: number;
}

/** The collections converted in part from a dialog: deliveries of an order, invoices of a delivery. */
export const convertsInPart = (next: string | undefined): next is 'delivery_orders' | 'sales_invoices' => next === 'delivery_orders' || next === 'sales_invoices';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What is wrong with a typed quantity to take of a line, as a sentence; undefined when it may be taken. */
export function takeProblem(line: OpenLine, typed: string, translate: Translate, format: (n: number) => string): string | undefined {
  const n = Number(typed.replace(',', '.').trim());
  if (typed.trim() === '' || !Number.isFinite(n) || n < 0) return translate('app.sales.convert_lines.not_a_qty');
  if (n > line.open) return line.open > 0 ? translate('app.sales.convert_lines.more_than_open', { open: format(line.open), qty: format(n) }) : translate('app.sales.convert_lines.none_open');
  return undefined;
}

/** A line's description and unit, the first cell of a row of lines (a full row of its own on a phone). */
export const LineCaption = ({ line }: { line: Pick<OpenLine, 'description' | 'uom'> }) => (
  <Typography variant="body2" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, pt: { sm: 1 }, overflowWrap: 'anywhere' }}>
    {line.description}
    {line.uom ? (
      <Typography component="span" variant="body2" color="text.secondary">
        {' '}
        ({line.uom})
      </Typography>
    ) : null}
  </Typography>
);

/** A quantity of a row of lines: right-aligned in its column, with its label before it on a phone (where there is no column heading). */
export const LineFigure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box sx={{ textAlign: { sm: 'right' }, pt: { sm: 1 } }}>
    <Typography variant="caption" color="text.secondary" sx={{ display: { sm: 'none' } }}>
      {label}{' '}
    </Typography>
    <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

export const ConvertLinesDialog = ({ collection, id, number, next, onClose, onConverted }: { collection: string; id: string; number: string; next: 'delivery_orders' | 'sales_invoices'; onClose: () => void; onConverted: (newId: number) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(n);
  // Asked afresh at every opening: another delivery may have taken some since.
  const { data: lines } = useQuery({
    queryKey: [collection, id, 'open-lines', 'convert'],
    queryFn: async () => (await httpClient(`${API_URL}/${collection}/${encodeURIComponent(id)}/open-lines`)).json.data as OpenLine[],
    gcTime: 0,
  });
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [refused, setRefused] = useState<Record<number, string>>({});
  // The open quantities are the defaults once: an answer asked again (the window refocused) never
  // overwrites what was typed.
  useEffect(() => {
    if (lines) setTyped((t) => ({ ...Object.fromEntries(lines.map((l) => [l.line_id, String(l.open)])), ...t }));
  }, [lines]);
  const word = (key: string) => translate(`app.sales.convert_lines.${key}_${next}`);
  const problems = Object.fromEntries((lines ?? []).map((l) => [l.line_id, takeProblem(l, typed[l.line_id] ?? '', translate, format) ?? refused[l.line_id]]));
  const chosen = (lines ?? []).map((l) => ({ line_id: l.line_id, qty: Number((typed[l.line_id] ?? '0').replace(',', '.')) }));
  const nothing = lines !== undefined && !chosen.some((c) => c.qty > 0);
  const valid = lines !== undefined && !Object.values(problems).some(Boolean) && !nothing;

  const save = useNotifiedCall(async () => {
    setRefused({});
    const { json } = await httpClient(`${API_URL}/${collection}/${encodeURIComponent(id)}/convert`, { method: 'POST', body: { to: next, lines: chosen } }).catch((e: unknown) => {
      // The server's refusal of a line (more than is open now) shows under it; the notice says it too.
      const lineRefusals: Record<number, string> = {};
      for (const entry of apiErrorsOf(e)) if (typeof entry.meta?.line_id === 'number' && entry.title) lineRefusals[entry.meta.line_id] = entry.title;
      setRefused(lineRefusals);
      throw e;
    });
    onConverted(Number(json.data.id));
  });

  const name = translate(`resources.${next}.name`, { smart_count: 1 });
  const figure = (label: string, value: number, testId: string) => <LineFigure label={label} value={format(value)} testId={testId} />;
  const columns = { xs: '1fr 1fr 1fr', sm: 'minmax(10rem, 1fr) 6rem 6rem 6rem 8rem' };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="convert-lines-dialog" sx={{ '& .MuiDialog-paper': { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } }}>
      <DialogTitle>{translate('app.sales.convert_lines.title', { name, number })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: { xs: 'none', sm: 'grid' }, gridTemplateColumns: columns.sm, gap: 2, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary">
            {translate('app.sales.convert_lines.line')}
          </Typography>
          {[translate(`app.sales.convert_lines.qty_${collection}`), word('taken'), translate('app.sales.convert_lines.open'), word('take')].map((label) => (
            <Typography key={label} variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
              {label}
            </Typography>
          ))}
        </Box>
        {(lines ?? []).map((line) => {
          const problem = problems[line.line_id];
          return (
            <Box key={line.line_id} data-testid={`convert-line-${line.line_id}`} sx={{ display: 'grid', gridTemplateColumns: columns, gap: { xs: 1, sm: 2 }, alignItems: 'start', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
              <LineCaption line={line} />
              {figure(translate(`app.sales.convert_lines.qty_${collection}`), line.qty, 'convert-line-qty')}
              {figure(word('taken'), line.taken, 'convert-line-taken')}
              {figure(translate('app.sales.convert_lines.open'), line.open, 'convert-line-open')}
              <TextField
                size="small"
                label={word('take')}
                value={typed[line.line_id] ?? ''}
                onChange={(e) => {
                  setTyped((t) => ({ ...t, [line.line_id]: e.target.value }));
                  setRefused((r) => ({ ...r, [line.line_id]: '' }));
                }}
                disabled={line.open <= 0}
                error={!!problem}
                helperText={problem || undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'convert-line-take', style: { textAlign: 'right' } }, formHelperText: { 'data-testid': 'convert-line-problem' } as never }}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              />
            </Box>
          );
        })}
        {nothing ? (
          <Typography variant="body2" color="error" sx={{ mt: 2 }} data-testid="convert-lines-nothing">
            {translate('app.sales.convert_lines.nothing')}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save.run()} disabled={!valid || save.busy} data-testid="convert-lines-save">
          {translate('app.sales.convert_to', { name })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
