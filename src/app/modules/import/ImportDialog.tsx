/**
 * "Import" beside "Export" on a list (issue 36; api-contract.md "Import"): a full-screen dialog
 * that downloads the list's template, reads the chosen file's columns and lets the user send each
 * to a field or ignore it (remembered per list in this browser), checks the file with a dry run
 * (N new, M updated, K unchanged, E with errors, each error with its row, column and sentence),
 * then runs it, offers the failed rows as a file to fix and import again, and undoes it. Every
 * refusal is the server's own sentence, shown in place.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import FormControl from '@mui/material/FormControl';
import LinearProgress from '@mui/material/LinearProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useRefresh, useTranslate } from 'react-admin';
import { API_URL, apiFile, httpClient } from '../../authProvider/api';
import { failureText, ConfirmDialog } from '../../crud/list/feedback';
import { useListPermissions } from '../../crud/list/permissions';
import { useResourceDef } from '../../crud/registry';
import { download } from './download';
import { fileHeaders, importFields, mappingToSend, matchHeaders, rememberedMapping, rememberMapping } from './mapping';
import { KINDS_OF, hasLines, relatedImports, type ImportKind } from './kinds';

type Mode = 'insert' | 'update' | 'upsert';
type OnError = 'stop' | 'skip';

interface ImportAnswer {
  import_id: number | null;
  /** running: a big file answered 202, going on in the background (GET /imports/{id} until it ends). */
  state: 'done' | 'failed' | 'dry_run' | 'running';
  rows: number;
  rows_done?: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: Array<{ row: number; column: string | null; field: string | null; title: string }>;
  unknown_columns?: Array<{ column: string; header: string }>;
}

interface UndoAnswer {
  removed: number;
  restored: number;
  left: Array<{ row: number; id: number | string; title: string }>;
}

const columnLetter = (index: number): string => {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
};

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <Box component="section" sx={{ mb: 3 }} data-testid={testId}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

export default function ImportDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const listDef = useResourceDef();
  const permissions = useListPermissions();
  const translate = useTranslate();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);

  // Opening balances (sales invoices, stock in/out), the list's own rows, or the rows of a list shown
  // only under its records (a company's sites); a list with lines takes a line per row.
  const kinds = KINDS_OF[listDef.resource] ?? [];
  const others = relatedImports(listDef);
  const [choice, setChoice] = useState('');
  const kind = (kinds as string[]).includes(choice) ? (choice as ImportKind) : '';
  const def = others.find((d) => `list:${d.resource}` === choice) ?? listDef;
  const resource = def.resource;
  const shaped = kind !== '' || hasLines(def);
  const kindQuery = kind ? `&kind=${kind}` : '';
  const remembered = kind ? `${resource}:${kind}` : resource;
  // A shaped import's columns are its template's headers (in the reader's language): the server matches them by label.
  const [shapeColumns, setShapeColumns] = useState<string[] | null>(null);
  useEffect(() => {
    if (!shaped) return setShapeColumns(null);
    let gone = false;
    void apiFile(`/${resource}/import/template?format=csv${kindQuery}`)
      .then(({ bytes }) => fileHeaders(new Uint8Array(bytes)).headers)
      .then((headers) => !gone && setShapeColumns(headers), () => !gone && setShapeColumns([]));
    return () => {
      gone = true;
    };
  }, [shaped, resource, kindQuery]);
  const fields = useMemo(
    () =>
      shapeColumns
        ? shapeColumns.map((h) => ({ name: h, label: h, labels: [h], required: false }))
        : importFields(def).map((f) => {
            const label = translate(`resources.${resource}.fields.${f.name}`, { _: f.label });
            return { name: f.name, label, labels: [f.label, label], required: !!f.required };
          }),
    [def, resource, translate, shapeColumns],
  );

  const [file, setFile] = useState<{ name: string; bytes: Uint8Array } | null>(null);
  const [sheets, setSheets] = useState<string[]>([]);
  const [sheet, setSheet] = useState('');
  const [headers, setHeaders] = useState<string[]>([]);
  const [chosen, setChosen] = useState<Array<string | null | undefined>>([]);
  const updatable = !!def.importKey && permissions.update && !shaped;
  const [mode, setMode] = useState<Mode>('insert');
  const [onError, setOnError] = useState<OnError>('stop');
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const [undone, setUndone] = useState<UndoAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(failureText(error) ?? translate('app.list.toast.not_saved'));
    } finally {
      setBusy(false);
    }
  };

  const readColumns = (bytes: Uint8Array, sheetName?: string) => {
    const read = fileHeaders(bytes, sheetName);
    setSheets(read.sheets);
    setSheet(sheetName ?? read.sheets[0] ?? '');
    setHeaders(read.headers);
    setChosen(matchHeaders(read.headers, fields, rememberedMapping(remembered)));
    setPreview(null);
    setResult(null);
    setUndone(null);
  };

  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    const bytes = new Uint8Array(await picked.arrayBuffer());
    setFile({ name: picked.name, bytes });
    setProblem(null);
    readColumns(bytes);
  };

  const send = async (dryRun: boolean): Promise<ImportAnswer> => {
    if (!file) throw new Error(translate('app.import.no_file'));
    const body = {
      name: file.name,
      base64: toBase64(file.bytes),
      dry_run: dryRun,
      mode,
      on_error: onError,
      mapping: mappingToSend(headers, chosen),
      ...(sheets.length > 1 && sheet ? { sheet } : {}),
      ...(kind ? { kind } : {}),
    };
    let data = (await httpClient<{ data: ImportAnswer }>(`${API_URL}/${resource}/import`, { method: 'POST', body })).json.data;
    // A big file goes on in the background: its progress, then its end, from GET /imports/{id}.
    const id = data.import_id;
    try {
      while (data.state === 'running' && id) {
        setProgress({ done: data.rows_done ?? 0, total: data.rows });
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const now = (await httpClient<{ data: ImportAnswer }>(`${API_URL}/imports/${id}`)).json.data;
        data = { ...now, import_id: id, unknown_columns: data.unknown_columns };
      }
    } finally {
      setProgress(null);
    }
    return data;
  };

  const check = () =>
    attempt(async () => {
      rememberMapping(remembered, headers, chosen);
      setResult(null);
      setUndone(null);
      setPreview(await send(true));
    });

  const run = () =>
    attempt(async () => {
      rememberMapping(remembered, headers, chosen);
      const answer = await send(false);
      setResult(answer);
      setUndone(null);
      refresh();
    });

  const undo = () =>
    attempt(async () => {
      setConfirmUndo(false);
      const answer = await httpClient<{ data: UndoAnswer }>(`${API_URL}/imports/${result!.import_id}/undo`, { method: 'POST', body: {} });
      setUndone(answer.json.data);
      refresh();
    });

  const unknown = new Set((preview?.unknown_columns ?? []).map((c) => c.column));
  const fieldLabel = (name: string | null) => fields.find((f) => f.name === name)?.label ?? name ?? '';
  const errorLine = (e: ImportAnswer['errors'][number]) => ({ row: e.row, column: [e.column, e.field ? fieldLabel(e.field) : null].filter(Boolean).join(' · '), title: e.title });

  const counts = (a: ImportAnswer) => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid={a.state === 'dry_run' ? 'import-preview' : 'import-result'}>
      {(['created', 'updated', 'unchanged'] as const).map((k) => (
        <Alert key={k} icon={false} severity={k === 'created' ? 'success' : 'info'} sx={{ py: 0 }} data-testid={`import-${k}`}>
          {translate(`app.import.count.${a.state === 'dry_run' ? 'would_' : ''}${k}`, { smart_count: a[k] })}
        </Alert>
      ))}
      <Alert icon={false} severity={a.errors.length ? 'error' : 'success'} sx={{ py: 0 }} data-testid="import-error-count">
        {translate('app.import.count.errors', { smart_count: new Set(a.errors.map((e) => e.row)).size })}
      </Alert>
    </Stack>
  );

  const errorTable = (a: ImportAnswer) =>
    a.errors.length ? (
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small" data-testid="import-errors">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.import.row')}</TableCell>
              <TableCell>{translate('app.import.column')}</TableCell>
              <TableCell>{translate('app.import.error')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {a.errors.map((e, i) => {
              const line = errorLine(e);
              return (
                <TableRow key={i}>
                  <TableCell>{line.row || ''}</TableCell>
                  <TableCell>{line.column}</TableCell>
                  <TableCell>{line.title}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    ) : null;

  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="import-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <Typography id="import-title" variant="h6" component="h1" sx={{ flex: 1 }} noWrap>
            {translate('app.import.title', { list: title })}
          </Typography>
          <IconButton edge="end" onClick={onClose} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, width: '100%', mx: 'auto' }}>
        <Section title={translate('app.import.step.file')} testId="import-file-step">
          {kinds.length || others.length ? (
            <FormControl sx={{ mb: 2 }}>
              <FormLabel id="import-kind-label">{translate('app.import.kind.label')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="import-kind-label"
                value={choice}
                onChange={(e) => {
                  setChoice(e.target.value);
                  setMode('insert');
                  setFile(null);
                  setHeaders([]);
                  setPreview(null);
                  setResult(null);
                }}
                data-testid="import-kind"
              >
                <FormControlLabel value="" control={<Radio />} label={translate('app.import.kind.rows', { list: title })} />
                {kinds.map((k) => (
                  <FormControlLabel key={k} value={k} control={<Radio />} label={translate(`app.import.kind.${k}`)} />
                ))}
                {others.map((d) => (
                  <FormControlLabel key={d.resource} value={`list:${d.resource}`} control={<Radio />} label={translate('app.import.kind.related', { list: translate(`resources.${d.resource}.name`, { smart_count: 2, _: d.label }) })} />
                ))}
              </RadioGroup>
              {kind ? <FormHelperText>{translate(`app.import.kind.${kind}_help`)}</FormHelperText> : null}
              {def !== listDef ? <FormHelperText>{translate('app.import.kind.related_help', { list: translate(`resources.${def.resource}.name`, { smart_count: 2, _: def.label }), parent: title })}</FormHelperText> : null}
            </FormControl>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(shaped && !kind ? 'app.import.lines_help' : 'app.import.template_help')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button key={format} variant="outlined" size="small" data-testid={`import-template-${format}`} onClick={() => void attempt(() => download(`/${resource}/import/template?format=${format}${kindQuery}`, `${resource}-${kind ? `${kind}-` : ''}import.${format}`))}>
                {translate(`app.import.template_${format}`)}
              </Button>
            ))}
          </Stack>
          <input ref={input} type="file" hidden accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" data-testid="import-file" onChange={(e) => void choose(e.target.files?.[0]).finally(() => (e.target.value = ''))} />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}>
            <Button variant="contained" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
              {translate('app.import.choose')}
            </Button>
            <Typography variant="body2" data-testid="import-file-name">
              {file ? file.name : translate('app.import.no_file')}
            </Typography>
            {sheets.length > 1 ? (
              <TextField select size="small" label={translate('app.import.sheet')} value={sheet} onChange={(e) => file && readColumns(file.bytes, e.target.value)} sx={{ minWidth: 200 }}>
                {sheets.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
          </Stack>
        </Section>

        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="import-problem">
            {problem}
          </Alert>
        ) : null}

        {file && headers.length ? (
          <Section title={translate('app.import.step.mapping')} testId="import-mapping-step">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('app.import.mapping_help')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="import-mapping">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.import.file_column')}</TableCell>
                    <TableCell>{translate('app.import.field')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {headers.map((header, i) => {
                    const letter = columnLetter(i);
                    const value = chosen[i];
                    const isUnknown = value === undefined && (unknown.has(letter) || header === '');
                    return (
                      <TableRow key={`${i}-${header}`} data-testid={`import-column-${letter}`}>
                        <TableCell sx={{ minWidth: 120 }}>
                          <Typography variant="body2" component="span" color="text.secondary" sx={{ mr: 1 }}>
                            {letter}
                          </Typography>
                          {header || translate('app.import.no_header')}
                        </TableCell>
                        <TableCell sx={{ minWidth: 180 }}>
                          <TextField
                            select
                            size="small"
                            fullWidth
                            value={value === undefined ? '' : value === null ? '__ignore' : value}
                            onChange={(e) =>
                              setChosen((now) => {
                                const next = [...now];
                                next[i] = e.target.value === '__ignore' ? null : e.target.value;
                                return next;
                              })
                            }
                            slotProps={{
                              htmlInput: { 'aria-label': translate('app.import.field_for', { column: header || letter }) },
                              select: {
                              displayEmpty: true,
                              renderValue: (v) =>
                                v === '' ? translate(preview && !unknown.has(letter) ? 'app.import.matched_by_server' : 'app.import.not_matched') : v === '__ignore' ? translate('app.import.ignore') : `${fieldLabel(v as string)}${fields.find((f) => f.name === v)?.required ? ' *' : ''}`,
                              },
                            }}
                            error={isUnknown}
                            helperText={isUnknown ? translate('app.import.unknown') : undefined}
                          >
                            <MenuItem value="">
                              <em>{translate(preview && !unknown.has(letter) ? 'app.import.matched_by_server' : 'app.import.not_matched')}</em>
                            </MenuItem>
                            <MenuItem value="__ignore">{translate('app.import.ignore')}</MenuItem>
                            {fields.map((f) => (
                              <MenuItem key={f.name} value={f.name}>
                                {f.label}
                                {f.required ? ' *' : ''}
                              </MenuItem>
                            ))}
                          </TextField>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          </Section>
        ) : null}

        {file ? (
          <Section title={translate('app.import.step.options')}>
            <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
              <FormControl>
                <FormLabel>{translate('app.import.mode.label')}</FormLabel>
                <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
                  <FormControlLabel value="insert" control={<Radio />} label={translate('app.import.mode.insert')} />
                  {updatable ? <FormControlLabel value="update" control={<Radio />} label={translate('app.import.mode.update', { key: fieldLabel(def.importKey!) })} /> : null}
                  {updatable ? <FormControlLabel value="upsert" control={<Radio />} label={translate('app.import.mode.upsert', { key: fieldLabel(def.importKey!) })} /> : null}
                </RadioGroup>
              </FormControl>
              <FormControl>
                <FormLabel>{translate('app.import.on_error.label')}</FormLabel>
                <RadioGroup value={onError} onChange={(e) => setOnError(e.target.value as OnError)}>
                  <FormControlLabel value="stop" control={<Radio />} label={translate('app.import.on_error.stop')} />
                  <FormControlLabel value="skip" control={<Radio />} label={translate('app.import.on_error.skip')} />
                </RadioGroup>
              </FormControl>
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Button variant="outlined" disabled={busy} onClick={() => void check()} data-testid="import-check">
                {translate('app.import.check')}
              </Button>
              <Button variant="contained" disabled={busy || !preview} onClick={() => void run()} data-testid="import-run">
                {translate('app.import.run')}
              </Button>
            </Stack>
          </Section>
        ) : null}

        {progress ? (
          <Box role="status" sx={{ mb: 3 }} data-testid="import-progress">
            <Typography variant="body2" gutterBottom>
              {translate('app.import.progress', { done: progress.done.toLocaleString('en-US'), total: progress.total.toLocaleString('en-US') })}
            </Typography>
            <LinearProgress variant="determinate" value={progress.total ? Math.round((progress.done / progress.total) * 100) : 0} aria-label={translate('app.import.progress_label')} />
          </Box>
        ) : null}

        {preview && !result ? (
          <Section title={translate('app.import.step.preview')} testId="import-preview-step">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('app.import.preview_help', { smart_count: preview.rows })}
            </Typography>
            {counts(preview)}
            {preview.unknown_columns?.length ? (
              <Alert severity="warning" sx={{ mt: 1 }} data-testid="import-unknown">
                {translate('app.import.unknown_columns', { columns: preview.unknown_columns.map((c) => `${c.column} (“${c.header}”)`).join(', ') })}
              </Alert>
            ) : null}
            {errorTable(preview)}
          </Section>
        ) : null}

        {result ? (
          <Section title={translate('app.import.step.result')}>
            <Alert severity={result.state === 'failed' ? 'error' : 'success'} sx={{ mb: 1 }} data-testid="import-outcome">
              {translate(result.state === 'failed' ? 'app.import.failed' : 'app.import.done', { smart_count: result.rows, skipped: result.skipped })}
            </Alert>
            {counts(result)}
            {errorTable(result)}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
              {result.errors.length && result.import_id ? (
                <Button variant="outlined" data-testid="import-download-errors" onClick={() => void attempt(() => download(`/imports/${result.import_id}/errors?format=xlsx`, `${resource}-import-${result.import_id}-errors.xlsx`))}>
                  {translate('app.import.download_errors')}
                </Button>
              ) : null}
              {result.state === 'done' && result.import_id && (result.created || result.updated) && (!result.created || permissions.create || permissions.delete) && (!result.updated || permissions.update) && !undone ? (
                <Button variant="outlined" color="warning" disabled={busy} data-testid="import-undo" onClick={() => setConfirmUndo(true)}>
                  {translate('app.import.undo')}
                </Button>
              ) : null}
            </Stack>
            {undone ? (
              <Alert severity={undone.left.length ? 'warning' : 'success'} sx={{ mt: 2 }} data-testid="import-undone">
                <div>{translate('app.import.undone', { removed: undone.removed, restored: undone.restored })}</div>
                {undone.left.map((l) => (
                  <div key={`${l.row}-${l.id}`}>{translate('app.import.undo_left', { row: l.row, title: l.title })}</div>
                ))}
              </Alert>
            ) : null}
          </Section>
        ) : null}
      </Box>
      <ConfirmDialog open={confirmUndo} content="app.import.undo_confirm" contentArgs={{ created: result?.created ?? 0, updated: result?.updated ?? 0 }} busy={busy} onAccept={() => void undo()} onCancel={() => setConfirmUndo(false)} />
    </Dialog>
  );
}
