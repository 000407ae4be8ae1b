/**
 * The list every list screen uses (spec section 2, "Generic data list"; issue 4): title, search
 * box, status dropdown (Open / Archive), Add button, column chooser (a preference per user and
 * list), export to PDF and XLSX, page sizes 10/20/50/100 with first/previous/next/last, the
 * resource's default sort and sorting by the sortable columns, row selection with bulk
 * Confirm / Reopen / Void, a row's edit and delete buttons, and the quick-edit and quick-view
 * toggles. The list state (search, status, sort, page, page size) lives in the URL. A page of
 * more than 100 rows (the page size 'ALL' is 10,000) renders only the rows in view: list/ListBody.
 */
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddIcon from '@mui/icons-material/Add';
import EditNoteIcon from '@mui/icons-material/EditNote';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Datagrid,
  FilterButton,
  List,
  TopToolbar,
  useListContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { parseSort } from '../../shared/list-query';
import { BulkStatusButtons, useBulkStatusActions } from './list/BulkStatusButtons';
import { ColumnChooser } from './list/ColumnChooser';
import { buildColumns, useColumnVisibility, type ColumnVisibility, type ListColumn } from './list/columns';
import { ExportMenu } from './list/ExportMenu';
import { ImportButton } from '../modules/import/ImportButton';
import { initialStatus, listFilters, statusLabelKey } from './list/filters';
import { fieldFilters } from './list/fieldFilters';
import { ListBody } from './list/ListBody';
import { ListCards } from './list/ListCards';
import { ListPagination } from './list/ListPagination';
import { ListPermissionsProvider, useListPermissions, useListPermissionsOf } from './list/permissions';
import { ColumnCell, QuickEditProvider, useQuickEditController } from './list/quickEdit';
import { QuickView } from './list/QuickView';
import { RowActions, RowDeleteProvider } from './list/RowActions';
import { ListEmpty, ListError, ListLoading } from './list/states';
import { recordKey, routeManagePath, routeViewPath, useListRoute } from './listRoute';
import { useResourceDef } from './registry';

export const PAGE_SIZES = [10, 20, 50, 100];

/** A phone's width: the list shows cards and a short toolbar (react-admin's SimpleList pattern). */
const useCompactList = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/** What a click on a row does: open it, edit it in place, or show it in the side panel. */
type ListMode = 'browse' | 'quickEdit' | 'quickView';

/** A failed load is told in place (ListError); react-admin's own error toast would say it twice. */
const LIST_QUERY_OPTIONS = { onError: () => undefined };

const ListActions = ({
  columns,
  visibility,
  mode,
  onModeChange,
  title,
}: {
  columns: ListColumn[];
  visibility: ColumnVisibility;
  mode: ListMode;
  onModeChange: (mode: ListMode) => void;
  title: string;
}) => {
  const translate = useTranslate();
  const route = useListRoute();
  const permissions = useListPermissions();
  const compact = useCompactList();
  const add =
    permissions.create && route ? (
      <Button component={Link} to={routeManagePath(route)} startIcon={<AddIcon />} variant="contained" size="small">
        {translate('ra.action.add')}
      </Button>
    ) : null;
  // On a phone the list shows cards: no quick edit, quick view or columns to choose, only the
  // export menu and Add.
  if (compact)
    return (
      <TopToolbar sx={{ alignItems: 'center' }}>
        <ExportMenu columns={visibility.visible} title={title} />
        <ImportButton title={title} />
        {add}
      </TopToolbar>
    );
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup size="small" exclusive value={mode === 'browse' ? null : mode} onChange={(_e, value: ListMode | null) => onModeChange(value ?? 'browse')}>
        {permissions.update ? (
          <ToggleButton value="quickEdit" sx={{ py: 0.25 }}>
            <EditNoteIcon fontSize="small" sx={{ mr: 0.5 }} />
            {translate('app.list.quick_edit')}
          </ToggleButton>
        ) : null}
        <ToggleButton value="quickView" sx={{ py: 0.25 }}>
          <VisibilityIcon fontSize="small" sx={{ mr: 0.5 }} />
          {translate('app.list.quick_view')}
        </ToggleButton>
      </ToggleButtonGroup>
      <FilterButton />
      <ColumnChooser columns={columns} visibility={visibility} />
      <ExportMenu columns={visibility.visible} title={title} />
      <ImportButton title={title} />
      {add}
    </TopToolbar>
  );
};

const ListTable = ({
  columns,
  mode,
  name,
  viewed,
  onView,
}: {
  columns: ListColumn[];
  mode: ListMode;
  name: string;
  viewed: RaRecord | null;
  onView: (record: RaRecord) => void;
}) => {
  const def = useResourceDef();
  const route = useListRoute();
  const translate = useTranslate();
  const permissions = useListPermissions();
  const { isPending, filterValues, data } = useListContext();
  const quickEdit = useQuickEditController(columns);
  const { cancel } = quickEdit;
  useEffect(() => {
    if (mode !== 'quickEdit') cancel();
  }, [mode, cancel]);

  const bulkActions = useBulkStatusActions();
  const compact = useCompactList();

  if (isPending) return <ListLoading name={name} />;

  /** Where opening a record goes: its manage page for those who may edit it, else its view. */
  const openPath = (record: RaRecord) =>
    route ? (permissions.editButton ? routeManagePath(route, recordKey(def, record)) : routeViewPath(route, recordKey(def, record))) : null;
  const rowClick = (_id: Identifier, _resource: string, record: RaRecord) => {
    if (mode === 'quickEdit') quickEdit.start(record);
    else if (mode === 'quickView') onView(record);
    else return openPath(record) ?? false;
    return false;
  };
  const hasBulk = bulkActions.length > 0;
  const hasRowActions = permissions.editButton || permissions.delete || permissions.update;
  const status = typeof filterValues.status === 'string' && filterValues.status !== 'all' ? translate(statusLabelKey(filterValues.status, def)) : null;
  if (compact) return data?.length ? <ListCards def={def} columns={columns} open={openPath} /> : <ListEmpty name={name} statusLabel={status} />;
  return (
    <QuickEditProvider value={quickEdit}>
      <RowDeleteProvider>
        <Datagrid
          rowClick={rowClick}
          bulkActionButtons={hasBulk ? <BulkStatusButtons /> : false}
          rowSx={mode === 'quickView' ? (record: RaRecord) => (viewed?.id === record.id ? { bgcolor: 'action.selected' } : {}) : undefined}
          empty={<ListEmpty name={name} statusLabel={status} />}
          body={<ListBody />}
        >
          {columns.map((c) => (
            <ColumnCell
              key={c.source}
              column={c}
              source={c.source}
              sortable={c.sortable}
              {...(c.element.props.label !== undefined ? { label: c.element.props.label } : {})}
              {...(c.kind === 'number' || c.kind === 'money' ? { textAlign: 'right' } : {})}
            />
          ))}
          {hasRowActions ? <RowActions key="row-actions" label="" textAlign="right" /> : null}
        </Datagrid>
      </RowDeleteProvider>
    </QuickEditProvider>
  );
};

export const DataList = ({ children }: { children: ReactElement[] }) => {
  const def = useResourceDef();
  const route = useListRoute();
  const translate = useTranslate();
  const permissions = useListPermissionsOf();
  const columns = useMemo(() => buildColumns(def, children, route), [def, children, route]);
  const visibility = useColumnVisibility(def, route, columns);
  const [mode, setMode] = useState<ListMode>('browse');
  const [viewed, setViewed] = useState<RaRecord | null>(null);
  const [sort] = parseSort(def.sort);
  const title = translate(route?.labelKey ?? `resources.${def.resource}.name`, { smart_count: 2 });
  const changeMode = (next: ListMode) => {
    setMode(next);
    setViewed(null);
  };
  return (
    <ListPermissionsProvider value={permissions}>
      <List
        title={title}
        filter={route?.filter}
        storeKey={route ? `list.${route.path}` : undefined}
        filters={[...listFilters(def), ...fieldFilters(def, route?.filter, translate)]}
        filterDefaultValues={{ status: initialStatus(def) }}
        sort={{ field: sort.field, order: sort.desc ? 'DESC' : 'ASC' }}
        perPage={PAGE_SIZES[0]}
        pagination={<ListPagination rowsPerPageOptions={PAGE_SIZES} />}
        queryOptions={LIST_QUERY_OPTIONS}
        actions={<ListActions columns={columns} visibility={visibility} mode={mode} onModeChange={changeMode} title={title} />}
        empty={false}
        error={<ListError name={title} />}
        aside={mode === 'quickView' && viewed ? <QuickView record={viewed} onClose={() => setViewed(null)} /> : undefined}
      >
        <ListTable columns={visibility.visible} mode={mode} name={title} viewed={viewed} onView={setViewed} />
      </List>
    </ListPermissionsProvider>
  );
};
