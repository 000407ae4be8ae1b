/**
 * What the outbox holds, above every signed-in page: "3 changes not sent yet" while writes wait
 * for the network, and each write the server refused on arrival with what the technician sent
 * beside what the office has now (a 409), to keep one or the other. Nothing leaves the outbox
 * unless it was sent or the technician dismissed it.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { statusLabelKey } from '../modules/jobs/jobStatus';
import { newIdempotencyKey, outbox, type OutboxEntry } from './outbox';
import { useOutbox } from './useOutbox';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The call's name (a workflow action such as "start"), from its path. */
const actionOf = (url: string) => url.replace(/[?#].*$/, '').split('/').pop() ?? url;

/**
 * The technician's side and the office's: each field they sent beside the record's value now;
 * for a call without fields (a workflow action), the action beside the record's state now.
 */
const Comparison = ({ entry }: { entry: OutboxEntry }) => {
  const translate = useTranslate();
  const mine = (entry.body && typeof entry.body === 'object' ? entry.body : {}) as Record<string, unknown>;
  const office = entry.problem?.office ?? {};
  const fields = Object.keys(mine).filter((f) => f !== 'updated_at');
  const stateField = ['job_status', 'status'].find((f) => f in office);
  const rows: Array<[string, unknown, unknown]> = fields.length
    ? fields.map((f) => [f, mine[f], office[f]])
    : stateField
      ? [[translate('app.offline.action'), actionOf(entry.url), stateField === 'job_status' ? translate(statusLabelKey(office.job_status)) : office[stateField]]]
      : [];
  if (!rows.length) return null;
  return (
    <Table size="small" sx={{ mt: 1 }} data-testid="outbox-comparison">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell>{translate('app.offline.yours')}</TableCell>
          <TableCell>{translate('app.offline.office')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([label, yours, theirs]) => (
          <TableRow key={label}>
            <TableCell>{label}</TableCell>
            <TableCell>{shown(yours)}</TableCell>
            <TableCell>{shown(theirs)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const Refused = ({ entry }: { entry: OutboxEntry }) => {
  const translate = useTranslate();
  const office = entry.problem?.office;
  // A plain update can be sent again over the office's version; a workflow call cannot be forced.
  const canSendMine = entry.state === 'conflict' && entry.method === 'PATCH' && !!office?.updated_at && !!entry.body && typeof entry.body === 'object' && 'updated_at' in (entry.body as object);
  return (
    <Alert severity="error" data-testid="outbox-refused" sx={{ mt: 1 }}>
      <AlertTitle>{translate(entry.state === 'conflict' ? 'app.offline.conflict' : 'app.offline.refused')}</AlertTitle>
      <Box sx={{ wordBreak: 'break-word' }}>
        {entry.method} {entry.url.replace(/^.*\/api\/v1\//, '')}: {entry.problem?.message}
      </Box>
      <Comparison entry={entry} />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {canSendMine && (
          <Button size="small" variant="outlined" color="inherit" onClick={() => outbox.retry(entry.key, { newKey: newIdempotencyKey(), body: { ...(entry.body as object), updated_at: office!.updated_at } })}>
            {translate('app.offline.send_mine')}
          </Button>
        )}
        <Button size="small" variant="outlined" color="inherit" onClick={() => outbox.remove(entry.key)} data-testid="outbox-dismiss">
          {translate(entry.state === 'conflict' ? 'app.offline.keep_office' : 'app.offline.dismiss')}
        </Button>
      </Stack>
    </Alert>
  );
};

export const OutboxBanner = () => {
  const translate = useTranslate();
  const entries = useOutbox().filter(outbox.isMine);
  const waiting = entries.filter((e) => e.state === 'waiting').length;
  if (!entries.length) return null;
  return (
    // Kept in sight under the app bar while the page scrolls: a waiting or refused change must not go unseen.
    <Box sx={{ px: 1, py: 1, bgcolor: 'background.default', position: 'sticky', top: 48, zIndex: (theme) => theme.zIndex.appBar - 1 }} role="status">
      {waiting > 0 && (
        <Alert severity="warning" data-testid="outbox-banner" data-waiting={waiting}>
          {translate('app.offline.waiting', { smart_count: waiting })}
        </Alert>
      )}
      {entries
        .filter((e) => e.state !== 'waiting')
        .map((e) => (
          <Refused key={e.key} entry={e} />
        ))}
    </Box>
  );
};
