/**
 * The audit log, readable (issue 10, item 8): when, who, what was done, to which record (its
 * collection and number, linked to its page), and the fields it changed side by side; filtered by
 * user, record type and dates. Whoever may manage a collection can undo from an entry: restore a
 * deleted record, or put back a field's earlier value (POST /audit-log/{id}/restore, itself audited).
 */
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowRightAltIcon from '@mui/icons-material/ArrowRightAlt';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  ReferenceField,
  Show,
  SimpleShowLayout,
  useDataProvider,
  useGetList,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { parseSort } from '../../../shared/list-query';
import type { ResourceDef } from '../../../shared/resource-spec';
import { PAGE_SIZES, UnixDateField } from '../../crud';
import { useAbility } from '../../crud/ability';
import { describeColumn } from '../../crud/list/columns';
import { valueText } from '../../crud/list/values';
import { routeViewPath } from '../../crud/listRoute';
import { allResources, resourceDef } from '../../crud/registry';
import type { AppDataProvider } from '../../dataProvider';
import { useDateLocale } from '../../preferences';
import { auditedRecord, changesOf, type AuditLog, type FieldChange } from './diff';

const ACTION_COLOURS: Record<string, 'default' | 'success' | 'info' | 'error' | 'warning'> = {
  create: 'success',
  update: 'info',
  status: 'default',
  delete: 'error',
  restore: 'warning',
};

/** A cell of the list: react-admin reads its header from `label`. */
type CellProps = { label?: string };

const logOf = (record: RaRecord | undefined): AuditLog => (record?.log && typeof record.log === 'object' ? (record.log as AuditLog) : {});

/** A user's name: first and last, else the username. */
const userName = (user: RaRecord) => [user.first_name, user.last_name].filter(Boolean).join(' ') || String(user.username ?? `#${user.id}`);

export const ActionChip = (_props: CellProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" variant="outlined" color={ACTION_COLOURS[record.action] ?? 'default'} label={translate(`app.audit.actions.${record.action}`, { _: record.action })} />;
};

export const WhoField = (_props: CellProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (record?.user_id == null) return <Typography variant="body2">{translate('app.audit.system')}</Typography>;
  return (
    <ReferenceField source="user_id" reference="users" link={false}>
      <FunctionField render={userName} />
    </ReferenceField>
  );
};

const RecordField = (_props: CellProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const { def, name, link } = auditedRecord(record.model, record.header_id, logOf(record));
  const kind = def ? translate(`resources.${def.resource}.name`, { smart_count: 1 }) : record.model;
  return (
    <Box sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {kind}
      </Typography>
      {link && record.action !== 'delete' ? (
        <Link to={routeViewPath(link.route, link.key)} onClick={(e) => e.stopPropagation()}>
          {name}
        </Link>
      ) : (
        <Typography variant="body2">{name}</Typography>
      )}
    </Box>
  );
};

/** One value as its field shows it elsewhere (dates, money, options, references by name). */
const Value = ({ def, field, value }: { def: ResourceDef | undefined; field: string; value: unknown }) => {
  const translate = useTranslate();
  const [dateLocale] = useDateLocale();
  if (value === null || value === undefined || value === '') return <Typography component="span" variant="body2" color="text.disabled">—</Typography>;
  if (Array.isArray(value) && value.every((v) => typeof v === 'object')) return <>{translate('app.audit.lines', { smart_count: value.length })}</>;
  if (!def) return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
  const column = describeColumn(def, field);
  if (column.kind === 'reference' && typeof value === 'number') {
    return (
      <ReferenceField record={{ id: 0, [field]: value }} source={field} reference={column.reference!} link={false} emptyText={`#${value}`}>
        <FunctionField render={(r: RaRecord) => String(r[resourceDef(column.reference!).representation] ?? `#${r.id}`)} />
      </ReferenceField>
    );
  }
  const text = valueText(column, value, { resource: def.resource, translate, dateLocale });
  return <>{text.length > 160 ? `${text.slice(0, 160)}…` : text}</>;
};

/** Calls the restore and says how it went; the list shows the new entry. */
function useRestore() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (entryId: RaRecord['id'], fields?: string[]) => {
    setBusy(true);
    try {
      await dataProvider.restoreAudited(entryId, fields);
      notify('app.audit.restored', { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

/** The fields an entry changed, before → after, each with its own undo; or the values it added or deleted. */
export const ChangesField = (_props: CellProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const ability = useAbility();
  const { run, busy } = useRestore();
  if (!record) return null;
  const def = allResources.find((d) => d.resource === record.model);
  const log = logOf(record);
  const changes = changesOf(def, log);
  const canRestore = !!def && ability.can('manage', def.subject);
  const sideBySide = !!log.before && !!log.after;
  // What the server puts back: the status and the fields a person edits.
  const undoable = (c: FieldChange) => canRestore && sideBySide && (c.field === 'status' || !!def!.fields.find((f) => f.name === c.field && !f.readonly && f.type !== 'password'));
  return (
    <Box data-testid="audit-changes" sx={{ minWidth: 360 }}>
      {record.action === 'delete' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('app.audit.deleted_values')}
          </Typography>
          {canRestore ? (
            <Button size="small" color="warning" startIcon={<RestoreIcon />} disabled={busy} onClick={() => run(record.id)}>
              {translate('app.audit.restore_record')}
            </Button>
          ) : null}
        </Box>
      ) : null}
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.audit.no_changes')}
        </Typography>
      ) : (
        <Box component="table" sx={{ borderCollapse: 'collapse', '& td': { py: 0.25, pr: 1, verticalAlign: 'top', fontSize: '0.8125rem' } }}>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field}>
                <Box component="td" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {translate(def ? `resources.${def.resource}.fields.${c.field}` : c.field, { _: c.field })}
                </Box>
                {sideBySide ? (
                  <>
                    <Box component="td" sx={{ textDecoration: 'line-through', color: 'error.main' }}>
                      <Value def={def} field={c.field} value={c.before} />
                    </Box>
                    <td aria-hidden>
                      <ArrowRightAltIcon fontSize="small" sx={{ color: 'text.disabled', verticalAlign: 'middle' }} />
                    </td>
                    <Box component="td" sx={{ color: 'success.main', fontWeight: 500 }}>
                      <Value def={def} field={c.field} value={c.after} />
                    </Box>
                    <td>
                      {undoable(c) ? (
                        <Tooltip title={translate('app.audit.restore_field')}>
                          <IconButton size="small" aria-label={`${translate('app.audit.restore_field')}: ${c.field}`} disabled={busy} onClick={() => run(record.id, [c.field])}>
                            <UndoIcon fontSize="inherit" />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                    </td>
                  </>
                ) : (
                  <td colSpan={4}>
                    <Value def={def} field={c.field} value={c.before ?? c.after} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
};

/** Day inputs give local days; the range takes unix seconds from the first to the last second of them. */
const dayStart = (day: string) => Math.floor(new Date(`${day}T00:00:00`).getTime() / 1000);
const dayText = (unix: unknown) => {
  if (typeof unix !== 'number') return '';
  const d = new Date(unix * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const AuditFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { data: users = [] } = useGetList('users', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'username', order: 'ASC' }, filter: { status: 'all' } });
  const models = useMemo(
    () => allResources.map((d) => ({ id: d.resource, name: translate(`resources.${d.resource}.name`, { smart_count: 2 }) })).sort((a, b) => a.name.localeCompare(b.name)),
    [translate],
  );
  const set = (key: string, value: unknown) => {
    const next = { ...filterValues };
    if (value === null || value === undefined || value === '') delete next[key];
    else next[key] = value;
    setFilters(next, undefined);
  };
  const user = users.find((u) => u.id === filterValues.user_id) ?? null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, alignItems: 'center' }} data-testid="audit-filters">
      <Autocomplete
        size="small"
        sx={{ width: 220 }}
        options={users}
        value={user}
        getOptionLabel={userName}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_e, value) => set('user_id', value?.id)}
        renderInput={(params) => <TextField {...params} label={translate('app.audit.user')} />}
      />
      <TextField select size="small" sx={{ width: 220 }} label={translate('app.audit.model')} value={filterValues.model ?? ''} onChange={(e) => set('model', e.target.value)}>
        <MenuItem value="">{translate('app.audit.any')}</MenuItem>
        {models.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="date" label={translate('app.audit.from')} slotProps={{ inputLabel: { shrink: true } }} value={dayText(filterValues.created_at_gte)} onChange={(e) => set('created_at_gte', e.target.value ? dayStart(e.target.value) : null)} />
      <TextField
        size="small"
        type="date"
        label={translate('app.audit.to')}
        slotProps={{ inputLabel: { shrink: true } }}
        value={dayText(filterValues.created_at_lte)}
        onChange={(e) => set('created_at_lte', e.target.value ? dayStart(e.target.value) + 86_399 : null)}
      />
    </Box>
  );
};

/** An entry read for a person: the columns of the list and the fields of an entry's own page. */
const ENTRY_FIELDS = [
  <UnixDateField key="when" source="created_at" showTime label="app.audit.when" />,
  <WhoField key="who" label="app.audit.who" />,
  <ActionChip key="action" label="app.audit.action" />,
  <RecordField key="record" label="app.audit.record" />,
  <ChangesField key="changes" label="app.audit.changes" />,
];

const AUDIT_SORT = parseSort(resourceDef('audit-log').sort)[0];

export const AuditLogList = () => {
  const translate = useTranslate();
  return (
    <List
      title={translate('resources.audit-log.name', { smart_count: 2 })}
      actions={false}
      storeKey="list.audit-log"
      sort={{ field: AUDIT_SORT.field, order: AUDIT_SORT.desc ? 'DESC' : 'ASC' }}
      perPage={PAGE_SIZES[1]}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      empty={false}
    >
      <AuditFilters />
      <Datagrid bulkActionButtons={false} rowClick={false} sx={{ '& td': { verticalAlign: 'top' }, '& td.column-created_at': { whiteSpace: 'nowrap' } }}>
        {ENTRY_FIELDS}
      </Datagrid>
    </List>
  );
};

/** One entry (view?id=N): the same reading as a row of the list. */
export const AuditLogShow = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  return (
    <Show id={params.get('id') ?? undefined} title={translate('resources.audit-log.name', { smart_count: 1 })}>
      <SimpleShowLayout>
        {ENTRY_FIELDS}
      </SimpleShowLayout>
    </Show>
  );
};
