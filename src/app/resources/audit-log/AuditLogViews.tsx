/**
 * The audit log, readable (issue 10, item 8): when, who, what was done, to which record (its
 * collection and number, linked to its page), and the fields it changed side by side; filtered by
 * user, record type and dates. Whoever may manage a collection can undo from an entry: restore a
 * deleted record, or put back a field's earlier value (POST /audit-log/{id}/restore, itself audited).
 */
import { useMemo } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { useSearchParams } from 'react-router-dom';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Datagrid, List, Show, SimpleShowLayout, useGetList, useListContext, useTranslate } from 'react-admin';
import { parseSort } from '../../../shared/list-query';
import { PAGE_SIZES, UnixDateField } from '../../crud';
import { ListPagination } from '../../crud/list/ListPagination';
import { allResources, resourceDef } from '../../crud/registry';
import { ActionChip, ChangesField, RecordField, userName, WhoField } from '../../modules/audit/AuditCells';

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
    // Each filter may shrink below its own width (the user picker's is 360 px): none makes a phone's page wider than its screen.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, alignItems: 'center', minWidth: 0, '& > *': { minWidth: 0, maxWidth: '100%' } }} data-testid="audit-filters">
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

/**
 * The entries' table; on a phone each entry is a card of its cells one under another (when, who,
 * what, the record, the changes), as five columns side by side were twice the screen's width.
 */
const ENTRY_ROWS: SxProps<Theme> = (theme) => ({
  '& td': { verticalAlign: 'top', overflowWrap: 'anywhere' },
  '& td.column-created_at': { whiteSpace: 'nowrap' },
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& .RaDatagrid-table, & .RaDatagrid-tbody': { display: 'block' },
    '& tr': { display: 'block', py: 1, borderBottom: `1px solid ${theme.palette.divider}` },
    '& td': { display: 'block', border: 0, py: 0.25 },
  },
});

export const AuditLogList = () => {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title={translate('resources.audit-log.name', { smart_count: 2 })}
      actions={false}
      storeKey="list.audit-log"
      sx={{ '& .RaList-main': { minWidth: 0 } }}
      sort={{ field: AUDIT_SORT.field, order: AUDIT_SORT.desc ? 'DESC' : 'ASC' }}
      perPage={PAGE_SIZES[1]}
      // On a phone the pager drops its page-size choice: with it the pager alone was wider than the screen.
      pagination={<ListPagination rowsPerPageOptions={phone ? [] : PAGE_SIZES} />}
      empty={false}
    >
      <AuditFilters />
      <Datagrid bulkActionButtons={false} rowClick={false} sx={ENTRY_ROWS}>
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
