/**
 * The one dialog engine every picker runs on (spec section 2, "Company Search"; section 4,
 * "three dialogs (first, more, add)"): a button opens the first grid; its footer offers 'Adhoc'
 * (an empty selection: a one-off) and 'More...' (a larger grid, with 'Add' when the picker can
 * add and the user may create what it picks: a role that may not is not offered a form the
 * server would refuse); 'Add' opens the add form, which the backdrop does not close and which starts from its
 * defaults each time. A row click or a saved record is the selection and closes all three.
 * The lists load when a dialog opens; while they load the footer is disabled and a spinner shows.
 * Each picker is a configuration of this (pickers.tsx).
 */
import { Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import SaveIcon from '@mui/icons-material/Save';
import SearchIcon from '@mui/icons-material/Search';
import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { DataGridPremium, type GridColDef, type GridRowParams } from '@mui/x-data-grid-premium';
import {
  Form,
  ResourceContextProvider,
  SourceContextProvider,
  useDataProvider,
  useGetList,
  useNotify,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { prefetchGridLicence, useGridLicence } from './gridLicence';
import { apiErrorsOf, fieldErrorsOf } from '../../dataProvider/errors';
import { toastDuration } from '../../layout/AppNotification';
import { useAbility } from '../ability';
import { resourceDef } from '../registry';

export interface PickerColumn {
  field: string;
  /** An i18n key; by default the picked collection's field label. */
  labelKey?: string;
  flex?: number;
  /** A value made from the row (a site's display address) rather than read from `field`. */
  value?: (row: RaRecord) => string;
  /** What the cell shows instead of the value (a product's picture). */
  render?: (row: RaRecord) => ReactNode;
  /** A fixed width in pixels, instead of a share of the grid's. */
  width?: number;
  /** Kept in the grid (a filter can use it) but not shown: the spec's hidden id and type. */
  hidden?: boolean;
}

export interface PickerConfig {
  reference: string;
  /** i18n keys: the button, the first dialog's title, the add dialog's title. */
  labels: { button: string; title: string; add?: string };
  columns: PickerColumn[];
  /** The larger grid's columns ('More...'); none: the picker has no 'More...'. */
  moreColumns?: PickerColumn[];
  /** 'Adhoc': the empty selection. */
  adhoc?: boolean;
  /** The add form's inputs (in the More dialog's 'Add'); none: no 'Add'. */
  AddInputs?: ComponentType;
  /** The add form's starting values, given what the picker is limited by (a site's company). */
  addDefaults?: (filter: Record<string, unknown>) => Record<string, unknown>;
  /** An expandable row detail (a contract's description). */
  detail?: (row: RaRecord) => ReactNode;
  /** Actions on a row of the larger grid (a site: make it the default), given a way to reload. */
  RowActions?: ComponentType<{ row: RaRecord; reload: () => void }>;
}

export interface PickerDialogsProps {
  config: PickerConfig;
  /** What the choices are limited by (a site picker: { header_id: company }). */
  filter?: Record<string, unknown>;
  disabled?: boolean;
  /** A record, or null for 'Adhoc'. */
  onPick: (record: RaRecord | null) => void;
}

/** Pickers load up to this many rows with status O (spec section 9). */
const PICKER_ROWS = { page: 1, perPage: 10000 };
const PAGE_SIZE = 10;
/** The grid's first page, asked on its own so it shows while the whole list is still coming. */
const FIRST_PAGE = { page: 1, perPage: PAGE_SIZE };
/** A picker's list is kept this long: opening it again (or another form's picker) shows it at once. */
const PICKER_LIST_FRESH_MS = 60_000;
type Open = 'first' | 'more' | 'add';

/**
 * A picker's rows. The whole list (up to 10,000 rows: the grid filters, sorts and groups them in
 * the browser) is large, so its first page is asked for first, with the same sort and filter: the
 * grid shows those 10 rows while the rest comes (`complete` false until then). The whole list
 * is asked once that page has answered and been drawn, so the small read never waits behind the
 * large one on the server's read connections, nor the first rows' paint behind reading 10,000. Both start when `wanted` (the dialog opens, or the pointer or focus
 * reaches its button) and are kept PICKER_LIST_FRESH_MS.
 */
function usePickerRows(reference: string, filter: Record<string, unknown>, wanted: boolean) {
  const params = { sort: { field: 'id', order: 'ASC' as const }, filter: { status: 'O', ...filter } };
  const options = { staleTime: PICKER_LIST_FRESH_MS };
  const first = useGetList(reference, { ...params, pagination: FIRST_PAGE }, { ...options, enabled: wanted });
  const painted = useAfterPaint(!first.isPending);
  const all = useGetList(reference, { ...params, pagination: PICKER_ROWS }, { ...options, enabled: wanted && painted });
  const rows = all.data ?? first.data ?? [];
  return { rows, complete: !!all.data && !all.isFetching, refetch: all.refetch };
}

/**
 * Whether `ready` has held through a paint: the browser has drawn what came with it (the first
 * page) before the next heavy piece of work (reading and laying out 10,000 rows) starts.
 */
function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

export const PickerDialogs = ({ config, filter = {}, disabled, onPick }: PickerDialogsProps) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  useEffect(prefetchGridLicence, []);
  const [open, setOpen] = useState<Set<Open>>(new Set());
  const [warm, setWarm] = useState(false);
  const ability = useAbility();
  // 'Add' only for whoever may create the picked collection (sales read products, never add them).
  const AddInputs = config.AddInputs && ability.can('create', resourceDef(config.reference).subject) ? config.AddInputs : undefined;
  const show = (which: Open) => setOpen((o) => new Set(o).add(which));
  const hide = (which: Open) =>
    setOpen((o) => {
      const next = new Set(o);
      next.delete(which);
      return next;
    });
  const pick = (record: RaRecord | null) => {
    setOpen(new Set());
    onPick(record);
  };
  const added = (record: RaRecord) => {
    // The cached lists do not have it yet: the next opening asks again.
    void queryClient.invalidateQueries({ queryKey: [config.reference] });
    pick(record);
  };
  const listOpen = open.has('first') || open.has('more');
  const { rows, complete, refetch } = usePickerRows(config.reference, filter, listOpen || warm);
  const reload = useCallback(() => void refetch(), [refetch]);
  const isFetching = listOpen && !complete;
  const gridProps = { rows, loading: isFetching && rows.length === 0, onPick: pick, detail: config.detail };
  // The list starts loading as the pointer or the keyboard reaches the button, before the click.
  const startLoading = () => {
    if (!disabled) setWarm(true);
  };

  return (
    <ResourceContextProvider value={config.reference}>
      <Button variant="outlined" size="small" startIcon={<SearchIcon />} disabled={disabled} onPointerEnter={startLoading} onFocus={startLoading} onClick={() => show('first')} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {translate(config.labels.button)}
      </Button>
      <PickerDialog open={open.has('first')} title={translate(config.labels.title)} onClose={() => hide('first')} loading={isFetching}
        actions={
          <>
            {config.adhoc && <Button disabled={isFetching} onClick={() => pick(null)}>{translate('app.pickers.adhoc')}</Button>}
            {config.moreColumns && <Button disabled={isFetching} onClick={() => show('more')}>{translate('app.pickers.more')}</Button>}
          </>
        }
      >
        <PickerGrid {...gridProps} columns={config.columns} height={580} />
      </PickerDialog>
      {config.moreColumns && (
        <PickerDialog open={open.has('more')} title={translate(config.labels.title)} onClose={() => hide('more')} loading={isFetching} wide
          actions={AddInputs && <Button variant="contained" disabled={isFetching} onClick={() => show('add')}>{translate('app.pickers.add')}</Button>}
        >
          <PickerGrid {...gridProps} columns={config.moreColumns} height={620} RowActions={config.RowActions} reload={reload} />
        </PickerDialog>
      )}
      {AddInputs && open.has('add') && (
        <AddDialog config={config} defaults={config.addDefaults?.(filter) ?? {}} onCancel={() => hide('add')} onSaved={added} />
      )}
    </ResourceContextProvider>
  );
};

const PickerDialog = ({ open, title, onClose, loading, wide, actions, children }: { open: boolean; title: string; onClose: () => void; loading: boolean; wide?: boolean; actions?: ReactNode; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={wide ? 'lg' : 'md'} aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers sx={{ p: 1 }}>{children}</DialogContent>
      <DialogActions data-testid="picker-footer">
        {loading && <CircularProgress size={20} sx={{ mr: 'auto', ml: 1 }} aria-label={translate('ra.page.loading')} />}
        {actions}
        <Button onClick={onClose} disabled={loading}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

interface PickerGridProps {
  rows: RaRecord[];
  columns: PickerColumn[];
  loading: boolean;
  height: number;
  onPick: (record: RaRecord) => void;
  detail?: (row: RaRecord) => ReactNode;
  RowActions?: ComponentType<{ row: RaRecord; reload: () => void }>;
  reload?: () => void;
}

/** The grid, once its licence is known (without one it shows the watermark). */
const PickerGrid = (props: PickerGridProps) => (
  <Box sx={{ height: props.height }}>
    <Suspense fallback={<CircularProgress size={24} />}>
      <LicensedGrid {...props} />
    </Suspense>
  </Box>
);

const LicensedGrid = ({ rows, columns, loading, onPick, detail, RowActions, reload }: PickerGridProps) => {
  useGridLicence();
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  // Made once per grid: new column objects on every render (the whole list arriving is one)
  // would have the grid work out its columns again.
  const { gridColumns, hidden } = useMemo(() => {
    const made: GridColDef[] = columns.map((c) => ({
      field: c.field,
      headerName: translate(c.labelKey ?? `resources.${resource}.fields.${c.field}`, { _: c.field }),
      ...(c.width ? { width: c.width } : { flex: c.flex ?? 1 }),
      ...(c.value ? { valueGetter: (_v: unknown, row: RaRecord) => c.value!(row) } : {}),
      ...(c.render ? { renderCell: ({ row }: { row: RaRecord }) => c.render!(row), sortable: false, filterable: false, groupable: false } : {}),
    }));
    if (RowActions) {
      made.push({
        field: '__actions', headerName: '', sortable: false, filterable: false, groupable: false, width: 160,
        renderCell: ({ row }) => <RowActions row={row as RaRecord} reload={reload ?? (() => undefined)} />,
      });
    }
    return { gridColumns: made, hidden: Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.field, false])) };
  }, [columns, resource, translate, RowActions, reload]);
  return (
    <DataGridPremium
      rows={rows}
      columns={gridColumns}
      loading={loading}
      density="compact"
      pagination
      pageSizeOptions={[PAGE_SIZE]}
      initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZE } }, columns: { columnVisibilityModel: hidden } }}
      // The filter row, the search panel (quick filter) and grouping by a column (its menu).
      headerFilters
      showToolbar
      onRowClick={(params: GridRowParams) => onPick(params.row as RaRecord)}
      {...(detail ? { getDetailPanelContent: ({ row }: { row: RaRecord }) => <Box sx={{ p: 2 }}>{detail(row)}</Box>, getDetailPanelHeight: () => 'auto' as const } : {})}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
};

/** The add form: starts from its defaults every time it opens (it is made anew), Cancel or Save. */
const AddDialog = ({ config, defaults, onCancel, onSaved }: { config: PickerConfig; defaults: Record<string, unknown>; onCancel: () => void; onSaved: (record: RaRecord) => void }) => {
  const translate = useTranslate();
  const Inputs = config.AddInputs!;
  const sources = { getSource: (s: string) => s, getLabel: (s: string) => `resources.${config.reference}.fields.${s}` };
  return (
    // Not closed by the backdrop: a half-typed record is not thrown away by a stray click.
    <Dialog open onClose={(_e, reason) => reason !== 'backdropClick' && onCancel()} fullWidth maxWidth="sm" aria-label={translate(config.labels.add!)}>
      <DialogTitle>{translate(config.labels.add!)}</DialogTitle>
      {/* The dialog sits inside the host form in React's tree: no event of its own may reach that form. */}
      <Box onSubmit={(e) => e.stopPropagation()}>
        <SourceContextProvider value={sources}>
          {/* Its own submit does nothing: without it, Enter would save the host page's record. */}
          {/* `record`: its own, not the host page's record from the context. */}
          <Form record={defaults} onSubmit={() => undefined} noValidate>
            <DialogContent dividers sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              <Inputs />
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
              <AddSaveButton reference={config.reference} onSaved={onSaved} />
            </DialogActions>
          </Form>
        </SourceContextProvider>
      </Box>
    </Dialog>
  );
};

/**
 * Save of the add form: its own form's values, checked by its inputs' rules, added through the
 * ordinary add. Not react-admin's SaveButton, which would save the host page's record.
 */
const AddSaveButton = ({ reference, onSaved }: { reference: string; onSaved: (record: RaRecord) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { handleSubmit, setError, formState } = useFormContext();
  const save = handleSubmit(
    async (values) => {
      try {
        const { data } = await dataProvider.create(reference, { data: values });
        onSaved(data);
      } catch (e) {
        // The server's field errors go back to their inputs; anything else is a toast.
        const errors = apiErrorsOf(e);
        for (const [field, title] of Object.entries(fieldErrorsOf(e))) setError(field, { type: 'server', message: title });
        notify(errors.map((x) => x.title).join('; ') || (e as Error).message || 'ra.notification.http_error', { type: 'error', autoHideDuration: toastDuration('error') });
      }
    },
    () => notify('ra.message.invalid_form', { type: 'error', autoHideDuration: toastDuration('error') }),
  );
  return (
    <Button variant="contained" startIcon={<SaveIcon />} disabled={formState.isSubmitting} onClick={() => void save()}>
      {translate('ra.action.save')}
    </Button>
  );
};
