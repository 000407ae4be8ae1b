/**
 * The last cell of a row: the edit button (to the manage page, ?id= the uuid for uuid
 * resources) and delete behind the confirm dialog; Save and Cancel while quick edit holds the
 * row. One delete dialog serves the whole list (RowDeleteProvider), so a row stays light.
 */
import { createContext, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useDelete, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { recordKey, routeManagePath, useListRoute } from '../listRoute';
import { useResourceDef } from '../registry';
import { ConfirmDialog, useToasts } from './feedback';
import { useListPermissions } from './permissions';
import { useQuickEdit } from './quickEdit';

const stop = (e: MouseEvent) => e.stopPropagation();

// A plain element: a list of 100 rows renders this cell 100 times.
const CELL_STYLE = { display: 'flex', justifyContent: 'flex-end' } as const;

const AskDeleteContext = createContext<(record: RaRecord) => void>(() => undefined);

/** Asks before deleting a row, deletes it, says so ('Delete Successfully') and reloads the list. */
export const RowDeleteProvider = ({ children }: { children: ReactNode }) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const toasts = useToasts();
  const refresh = useRefresh();
  const [deleteOne, { isPending }] = useDelete();
  const [asked, setAsked] = useState<RaRecord | null>(null);
  const remove = () => {
    if (!asked) return;
    deleteOne(
      def.resource,
      { id: asked.id, previousData: asked },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsked(null);
          toasts.success(translate('app.notify.deleted'));
          refresh();
        },
        onError: (error) => {
          setAsked(null);
          toasts.error(error);
        },
      },
    );
  };
  return (
    <AskDeleteContext.Provider value={setAsked}>
      {children}
      <ConfirmDialog open={asked !== null} busy={isPending} content="app.confirm.delete" onAccept={remove} onCancel={() => setAsked(null)} />
    </AskDeleteContext.Provider>
  );
};

/** Props the datagrid header reads: no source, so no label and no sorting. */
export const RowActions = (_: { label?: string; sortable?: false; textAlign?: 'right' }) => {
  const record = useRecordContext();
  const def = useResourceDef();
  const route = useListRoute();
  const permissions = useListPermissions();
  const quickEdit = useQuickEdit();
  const askDelete = useContext(AskDeleteContext);
  const translate = useTranslate();
  if (!record) return null;

  if (quickEdit?.editing?.id === record.id) {
    const saving = quickEdit.editing.saving;
    return (
      <div style={CELL_STYLE} onClick={stop}>
        <IconButton size="small" color="primary" aria-label={translate('ra.action.save')} title={translate('ra.action.save')} disabled={saving} onClick={() => void quickEdit.save()}>
          <CheckIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={translate('ra.action.cancel')} title={translate('ra.action.cancel')} disabled={saving} onClick={quickEdit.cancel}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </div>
    );
  }

  return (
    <div style={CELL_STYLE} onClick={stop}>
      {permissions.editButton && route ? (
        <IconButton size="small" component={Link} to={routeManagePath(route, recordKey(def, record))} aria-label={translate('ra.action.edit')} title={translate('ra.action.edit')}>
          <EditIcon fontSize="small" />
        </IconButton>
      ) : null}
      {permissions.delete ? (
        <IconButton size="small" aria-label={translate('ra.action.delete')} title={translate('ra.action.delete')} onClick={() => askDelete(record)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      ) : null}
    </div>
  );
};
