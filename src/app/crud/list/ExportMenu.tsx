/**
 * Export to PDF or XLSX: every row matching the list's search and status, in the visible
 * columns. Exports of more than 1,000 rows show a progress bar. The export code, the libraries
 * and their workers load only when an export starts.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { useDateLocale } from '../../preferences';
import { useListRoute } from '../listRoute';
import { useResourceDef } from '../registry';
import type { ColumnInfo } from './columns';
import type { ExportProgress } from './export/run';
import type { ExportFormat } from './export/table';
import { useToasts } from './feedback';

/** Larger exports show a progress bar. */
export const PROGRESS_BAR_ROWS = 1000;
const PROGRESS_INTERVAL_MS = 150;

const FORMATS: ExportFormat[] = ['pdf', 'xlsx'];

export const ExportMenu = ({ columns, title }: { columns: ColumnInfo[]; title: string }) => {
  const def = useResourceDef();
  const route = useListRoute();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const toasts = useToasts();
  const [dateLocale] = useDateLocale();
  const { filterValues, sort, total } = useListContext();
  const anchor = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [running, setRunning] = useState<{ format: ExportFormat; progress: ExportProgress | null; fraction: number } | null>(null);

  const start = async (format: ExportFormat) => {
    setMenuOpen(false);
    setRunning({ format, progress: null, fraction: 0 });
    let lastPaint = 0;
    try {
      const { runExport, progressFraction } = await import('./export/run');
      await runExport(
        dataProvider,
        {
          format,
          def,
          listPath: route?.path ?? null,
          title,
          columns,
          query: { filter: { ...filterValues, ...route?.filter }, sort },
          translate,
          dateLocale,
        },
        (progress) => {
          // A few repaints a second are enough for a bar; each one costs the main thread.
          const now = performance.now();
          if (now - lastPaint < PROGRESS_INTERVAL_MS && progress.done < progress.total) return;
          lastPaint = now;
          setRunning({ format, progress, fraction: progressFraction(progress) });
        },
      );
    } catch (error) {
      toasts.error(error);
    } finally {
      setRunning(null);
    }
  };

  const showBar = running !== null && (total ?? 0) > PROGRESS_BAR_ROWS;
  return (
    <>
      <Button
        ref={anchor}
        size="small"
        startIcon={running ? <CircularProgress size={16} /> : <DownloadIcon />}
        disabled={running !== null || !total}
        onClick={() => setMenuOpen(true)}
        aria-haspopup="menu"
      >
        {translate('app.export.button')}
      </Button>
      <Menu anchorEl={anchor.current} open={menuOpen} onClose={() => setMenuOpen(false)}>
        {FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void start(format)}>
            {translate(`app.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
      {showBar ? (
        <Paper
          role="status"
          data-testid="export-progress"
          elevation={6}
          sx={{ position: 'fixed', left: '50%', bottom: 24, transform: 'translateX(-50%)', width: 420, maxWidth: '90vw', p: 2, zIndex: (t) => t.zIndex.snackbar }}
        >
          <Typography variant="body2" gutterBottom>
            {running.progress
              ? translate(`app.export.phase.${running.progress.phase}`, {
                  format: translate(`app.export.${running.format}`),
                  done: running.progress.done.toLocaleString('en-US'),
                  total: running.progress.total.toLocaleString('en-US'),
                })
              : translate('app.export.starting', { format: translate(`app.export.${running.format}`) })}
          </Typography>
          <Box>
            <LinearProgress variant="determinate" value={Math.round(running.fraction * 100)} aria-label={translate('app.export.progress')} />
          </Box>
        </Paper>
      ) : null}
    </>
  );
};
