/**
 * The audit log's cells, shared by the audit-log page and a record's Logs panel: the action as a
 * coloured chip, who made the change, the record it touched (linked), and the changed fields
 * before and after, with the undo buttons for whoever may manage the record's collection.
 */
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowRightAltIcon from '@mui/icons-material/ArrowRightAlt';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import UndoIcon from '@mui/icons-material/Undo';
import { useState } from 'react';
import { Confirm, FunctionField, ReferenceField, useDataProvider, useGetOne, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { childLockReason, lockReason } from '../../../shared/record-lock';
import type { ResourceDef } from '../../../shared/resource-spec';
import { useAbility } from '../../crud/ability';
import { describeColumn } from '../../crud/list/columns';
import { valueText } from '../../crud/list/values';
import { routeViewPath } from '../../crud/listRoute';
import { allResources, resourceDef } from '../../crud/registry';
import type { AppDataProvider } from '../../dataProvider';
import { useDateLocale } from '../../preferences';
import { auditedRecord, changesOf, type AuditLog, type FieldChange } from './diff';
import { useNotifiedCall } from '../../crud/useNotifiedCall';

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
export const userName = (user: RaRecord) => [user.first_name, user.last_name].filter(Boolean).join(' ') || String(user.username ?? `#${user.id}`);

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

export const RecordField = (_props: CellProps) => {
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
  return useNotifiedCall(async (entryId: RaRecord['id'], fields?: string[]) => {
    await dataProvider.restoreAudited(entryId, fields);
    notify('app.audit.restored', { type: 'success' });
    refresh();
  });
}

/** The document a child row (a line) belongs to, and the line's field that names it. */
function parentOf(def: ResourceDef): { def: ResourceDef; target: string } | undefined {
  for (const d of allResources) {
    const child = d.children.find((c) => c.resource === def.resource);
    if (child) return { def: d, target: child.target };
  }
  return undefined;
}

/**
 * The fields an entry changed, before → after, each with its own undo; or the values it added or deleted.
 * `onRecordPage`: the entries are those of the record whose page shows them (its Logs tab), so the
 * record is at hand and a value is offered back only where the record may still be changed. The
 * audit-log page lists entries of any record, deleted ones too: there nothing is read per row (a
 * read a row would cost, and a 404 for each deleted record); the server refuses a locked record's
 * put back in a sentence after the question.
 */
export const ChangesField = ({ onRecordPage = false }: CellProps & { onRecordPage?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const ability = useAbility();
  const { run, busy } = useRestore();
  // Putting back asks first (it changes the record): which fields, or the whole deleted record.
  const [asked, setAsked] = useState<{ fields?: string[] } | null>(null);
  const def = record ? allResources.find((d) => d.resource === record.model) : undefined;
  const log = logOf(record);
  const canRestore = !!def && ability.can('manage', def.subject);
  const sideBySide = !!log.before && !!log.after;
  // The record as it is now (on its own page's Logs tab react-admin has it already): a value is put
  // back only into a record that is still there and that may still be changed (not a confirmed document).
  const { data: current } = useGetOne(def?.resource ?? '', { id: record?.header_id }, { enabled: onRecordPage && canRestore && sideBySide && record?.header_id != null });
  // A line is written under its document's state: a confirmed or void document's lines stay as they are.
  const parent = def ? parentOf(def) : undefined;
  const parentId = parent && current ? current[parent.target] : undefined;
  const { data: document } = useGetOne(parent?.def.resource ?? '', { id: parentId }, { enabled: parentId != null });
  if (!record) return null;
  const changes = changesOf(def, log);
  const changeable = !onRecordPage || (!!current && !(def && lockReason(def, current)) && (!parent || (!!document && !childLockReason(parent.def, document))));
  // What the server puts back: the status and the fields a person edits.
  const undoable = (c: FieldChange) => canRestore && sideBySide && changeable && (c.field === 'status' || !!def!.fields.find((f) => f.name === c.field && !f.readonly && f.type !== 'password'));
  return (
    <Box data-testid="audit-changes" sx={{ minWidth: 360 }}>
      {record.action === 'delete' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('app.audit.deleted_values')}
          </Typography>
          {canRestore ? (
            <Button size="small" color="warning" startIcon={<RestoreIcon />} disabled={busy} onClick={() => setAsked({})}>
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
                          <IconButton size="small" aria-label={`${translate('app.audit.restore_field')}: ${c.field}`} disabled={busy} onClick={() => setAsked({ fields: [c.field] })}>
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
      <Confirm
        isOpen={asked !== null}
        loading={busy}
        title="app.confirm.title"
        content={asked?.fields ? 'app.audit.restore_field_question' : 'app.audit.restore_record_question'}
        translateOptions={{ field: asked?.fields ? translate(`resources.${record.model}.fields.${asked.fields[0]}`, { _: asked.fields[0] }) : '' }}
        confirm="app.list.accept"
        cancel="ra.action.cancel"
        onConfirm={() => {
          const fields = asked?.fields;
          setAsked(null);
          void run(record.id, fields);
        }}
        onClose={() => setAsked(null)}
      />
    </Box>
  );
};

/** Day inputs give local days; the range takes unix seconds from the first to the last second of them. */
