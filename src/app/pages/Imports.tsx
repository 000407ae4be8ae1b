/**
 * /pages/admin/imports (issue 36): the imports made, newest first — who, when, into which list,
 * the file, its state, its rows and what they came to — with each one's failed rows as a file and
 * its undo (GET /api/v1/imports, /imports/{id}/errors, POST /imports/{id}/undo). An administrator
 * sees everyone's; anyone else who may import sees their own (the server decides, and says so).
 */
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../authProvider/api';
import { formatUnix } from '../crud/list/format';
import { ConfirmDialog, useToasts } from '../crud/list/feedback';
import { allResources } from '../crud/registry';
import { download } from '../modules/import/download';
import { useDateLocale } from '../preferences';
import { EmptyTableRow, TablePageHeading, TablePager, usePagedTable } from './pagedTable';

type State = 'running' | 'done' | 'failed' | 'dry_run' | 'undone';

interface KeptImport {
  import_id: number;
  collection: string;
  kind: string | null;
  state: State;
  mode: string;
  file_name: string | null;
  username: string | null;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: number;
  undoable: boolean;
  created_at: number;
}

const STATE_COLOUR: Record<State, 'info' | 'success' | 'error' | 'default' | 'warning'> = { running: 'info', done: 'success', failed: 'error', dry_run: 'default', undone: 'warning' };

export const ImportsPage = () => {
  const translate = useTranslate();
  const toasts = useToasts();
  const [dateLocale] = useDateLocale();
  const [undoing, setUndoing] = useState<KeptImport | null>(null);
  const [busy, setBusy] = useState(false);
  const paged = usePagedTable(
    useCallback(async (page: number, size: number) => {
      const got = await httpClient<{ data: KeptImport[]; total: number }>(`${API_URL}/imports?page=${page + 1}&perPage=${size}`);
      return { rows: got.json.data, total: got.json.total };
    }, []),
  );
  const { answer, load } = paged;

  const listName = (collection: string) => translate(`resources.${collection}.name`, { smart_count: 2, _: allResources.find((d) => d.resource === collection)?.label ?? collection });

  const undo = async () => {
    if (!undoing) return;
    setBusy(true);
    try {
      const got = await httpClient<{ data: { removed: number; restored: number; left: Array<{ title: string }> } }>(`${API_URL}/imports/${undoing.import_id}/undo`, { method: 'POST', body: {} });
      const { removed, restored, left } = got.json.data;
      if (left.length) toasts.error(`${translate('app.import.undone', { removed, restored })} ${left.map((l) => l.title).join(' ')}`);
      else toasts.success(translate('app.import.undone', { removed, restored }));
      setUndoing(null);
      await load();
    } catch (e) {
      toasts.error(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <TablePageHeading title={translate('app.imports.title')} intro={translate('app.imports.intro')} failure={paged.failure} />
      <Card variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={translate('app.imports.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.imports.when')}</TableCell>
                <TableCell>{translate('app.imports.who')}</TableCell>
                <TableCell>{translate('app.imports.list')}</TableCell>
                <TableCell>{translate('app.imports.file')}</TableCell>
                <TableCell>{translate('app.imports.state')}</TableCell>
                <TableCell align="right">{translate('app.imports.rows')}</TableCell>
                <TableCell>{translate('app.imports.outcome')}</TableCell>
                <TableCell>{translate('app.imports.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer?.rows.map((i) => (
                <TableRow key={i.import_id} data-testid="imports-row" data-state={i.state}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUnix(i.created_at, true, dateLocale)}</TableCell>
                  <TableCell>{i.username ?? ''}</TableCell>
                  <TableCell>
                    {listName(i.collection)}
                    {i.kind === 'opening_balances' || i.kind === 'opening_stock' ? (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {translate(`app.import.kind.${i.kind}`)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>{i.file_name}</TableCell>
                  <TableCell>
                    <Chip size="small" variant={i.state === 'dry_run' ? 'outlined' : 'filled'} color={STATE_COLOUR[i.state]} label={translate(`app.imports.states.${i.state}`)} />
                  </TableCell>
                  <TableCell align="right">{i.rows.toLocaleString(dateLocale)}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>{translate('app.imports.counts', { created: i.created, updated: i.updated, unchanged: i.unchanged, skipped: i.skipped })}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
                      {i.errors ? (
                        <Button size="small" variant="outlined" data-testid="imports-errors" onClick={() => void download(`/imports/${i.import_id}/errors?format=xlsx`, `${i.collection}-import-${i.import_id}-errors.xlsx`).catch((e) => toasts.error(e))}>
                          {translate('app.imports.errors_file', { smart_count: i.errors })}
                        </Button>
                      ) : null}
                      {i.undoable ? (
                        <Button size="small" variant="outlined" color="warning" data-testid="imports-undo" onClick={() => setUndoing(i)}>
                          {translate('app.import.undo')}
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
              <EmptyTableRow shown={answer?.rows.length === 0} columns={8} text={translate('app.imports.empty')} />
            </TableBody>
          </Table>
        </TableContainer>
        <TablePager paged={paged} label={translate('app.imports.per_page')} />
      </Card>
      <ConfirmDialog open={!!undoing} content="app.import.undo_confirm" contentArgs={{ created: undoing?.created ?? 0, updated: undoing?.updated ?? 0 }} busy={busy} onAccept={() => void undo()} onCancel={() => setUndoing(null)} />
    </Box>
  );
};
