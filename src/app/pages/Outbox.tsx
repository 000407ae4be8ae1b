/**
 * /pages/admin/outbox (subject ACL, manage: administrators; issue 25.7): every mail the server
 * wrote, newest first: queued (mail is not set up), sent, or failed, with its recipient, subject,
 * when, attempts and last error; a filter by state, and Resend for a queued or failed one
 * (GET /api/v1/outbox, POST /api/v1/outbox/{id}/resend).
 */
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../authProvider/api';
import { formatUnix } from '../crud/list/format';
import { useToasts } from '../crud/list/feedback';
import { useDateLocale } from '../preferences';
import { EmptyTableRow, TablePageHeading, TablePager, usePagedTable } from './pagedTable';

type State = 'queued' | 'sent' | 'failed';

interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  /** The mail's plain text, shown as text (never as HTML). */
  body: string;
  state: State;
  attempts: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  attachments: Array<{ filename: string; content_type: string; size: number }>;
}

/** Read by a screen reader, not shown: the Resend column's header. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const STATE_COLOUR: Record<State, 'warning' | 'success' | 'error'> = { queued: 'warning', sent: 'success', failed: 'error' };
const FILTERS = ['all', 'queued', 'sent', 'failed'] as const;

export const OutboxPage = () => {
  const translate = useTranslate();
  const toasts = useToasts();
  const [dateLocale] = useDateLocale();
  const [state, setState] = useState<(typeof FILTERS)[number]>('all');
  const [busy, setBusy] = useState<number | null>(null);
  const paged = usePagedTable(
    useCallback(
      async (page: number, size: number) => {
        const query = new URLSearchParams({ 'page[size]': String(size), 'page[after]': String(page + 1), ...(state === 'all' ? {} : { state }) });
        const got = await httpClient<{ data: OutboxMail[]; meta: { page: { total: number } } }>(`${API_URL}/outbox?${query}`);
        return { rows: got.json.data, total: got.json.meta.page.total };
      },
      [state],
    ),
  );
  const { answer, load } = paged;

  const resend = async (mail: OutboxMail) => {
    setBusy(mail.id);
    try {
      const got = await httpClient<{ data: OutboxMail }>(`${API_URL}/outbox/${mail.id}/resend`, { method: 'POST', body: {} });
      const after = got.json.data;
      if (after.state === 'sent') toasts.success(translate('app.outbox.resent'));
      else if (after.state === 'queued') toasts.info(translate('app.mail.title'), translate('app.mail.queued', { smart_count: 1 }));
      else toasts.error(translate('app.outbox.failed_again', { error: after.last_error ?? '' }));
      await load();
    } catch (e) {
      toasts.error(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <TablePageHeading title={translate('app.outbox.title')} intro={translate('app.outbox.intro')} failure={paged.failure}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state}
          onChange={(_, value) => {
            if (value) {
              setState(value);
              paged.setPage(0);
            }
          }}
          aria-label={translate('app.outbox.filter')}
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {FILTERS.map((f) => (
            <ToggleButton key={f} value={f} data-testid={`outbox-filter-${f}`}>
              {translate(`app.outbox.states.${f}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </TablePageHeading>
      <Card variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={translate('app.outbox.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.outbox.to')}</TableCell>
                <TableCell>{translate('app.outbox.subject')}</TableCell>
                <TableCell>{translate('app.outbox.state')}</TableCell>
                <TableCell>{translate('app.outbox.when')}</TableCell>
                <TableCell align="right">{translate('app.outbox.attempts')}</TableCell>
                <TableCell>{translate('app.outbox.last_error')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {translate('app.outbox.resend')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer?.rows.map((mail) => (
                <TableRow key={mail.id} data-testid="outbox-row" data-state={mail.state}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.to_address}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {mail.subject}
                    {/* The mail as the customer reads it: plain text, folded away until asked for. */}
                    {mail.body && (
                      <Box component="details" data-testid="outbox-body" sx={{ mt: 0.5 }}>
                        <Box component="summary" sx={{ cursor: 'pointer', typography: 'caption', color: 'text.secondary' }}>
                          {translate('app.outbox.body')}
                        </Box>
                        <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
                          {mail.body}
                        </Typography>
                      </Box>
                    )}
                    {mail.attachments.map((a) => (
                      <Typography key={a.filename} variant="caption" color="text.secondary" component="div">
                        {a.filename}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={STATE_COLOUR[mail.state]} label={translate(`app.outbox.states.${mail.state}`)} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUnix(mail.sent_at ?? mail.created_at, true, dateLocale)}</TableCell>
                  <TableCell align="right">{mail.attempts}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>{mail.last_error}</TableCell>
                  <TableCell align="right">
                    {mail.state !== 'sent' && (
                      <Button size="small" variant="outlined" disabled={busy === mail.id} onClick={() => void resend(mail)} data-testid="outbox-resend">
                        {translate('app.outbox.resend')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              <EmptyTableRow shown={answer?.rows.length === 0} columns={7} text={translate('app.outbox.empty')} />
            </TableBody>
          </Table>
        </TableContainer>
        <TablePager paged={paged} label={translate('app.outbox.per_page')} />
      </Card>
    </Box>
  );
};
