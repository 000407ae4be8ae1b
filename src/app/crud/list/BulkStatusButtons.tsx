/**
 * Bulk status for the selected rows: Confirm (C), Reopen (O) and Void (V) through
 * PATCH /{collection}/status, each behind the confirm dialog, with the spec's toasts.
 * A resource offers only the actions whose status it uses and the user's ability allows.
 */
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import BlockIcon from '@mui/icons-material/Block';
import ReplayIcon from '@mui/icons-material/Replay';
import { useListContext, useRefresh, useTranslate, useUpdateMany } from 'react-admin';
import { statusActions } from '../../../shared/abilities';
import type { RecordStatus } from '../../../shared/resource-spec';
import { useAbility } from '../ability';
import { useResourceDef } from '../registry';
import { ConfirmDialog, useToasts } from './feedback';

export const BULK_STATUS_ACTIONS: Array<{ status: RecordStatus; labelKey: string; Icon: typeof BlockIcon }> = [
  { status: 'C', labelKey: 'app.bulk.confirm', Icon: CheckCircleIcon },
  { status: 'O', labelKey: 'app.bulk.reopen', Icon: ReplayIcon },
  { status: 'V', labelKey: 'app.bulk.void', Icon: BlockIcon },
];

/** The bulk actions the resource uses and the signed-in user's ability allows (Void also needs delete). */
export function useBulkStatusActions(): typeof BULK_STATUS_ACTIONS {
  const def = useResourceDef();
  const ability = useAbility();
  return useMemo(
    () => (def.readonly ? [] : BULK_STATUS_ACTIONS.filter((a) => def.statuses.includes(a.status) && statusActions(a.status).every((action) => ability.can(action, def.subject)))),
    [def, ability],
  );
}

export const BulkStatusButtons = () => {
  const def = useResourceDef();
  const translate = useTranslate();
  const toasts = useToasts();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const [asked, setAsked] = useState<(typeof BULK_STATUS_ACTIONS)[number] | null>(null);
  const actions = useBulkStatusActions();

  const apply = () => {
    if (!asked) return;
    updateMany(
      def.resource,
      { ids: selectedIds, data: { status: asked.status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsked(null);
          onUnselectItems();
          toasts.success();
          refresh();
        },
        onError: (error) => {
          setAsked(null);
          toasts.error(error);
        },
      },
    );
  };

  // Nothing selected: the bulk toolbar is hidden, and its buttons must not take the keyboard's focus.
  if (selectedIds.length === 0 && asked === null) return null;
  return (
    <>
      {actions.map((action) => (
        <Button key={action.status} size="small" startIcon={<action.Icon />} onClick={() => setAsked(action)} disabled={isPending}>
          {translate(action.labelKey)}
        </Button>
      ))}
      <ConfirmDialog
        open={asked !== null}
        busy={isPending}
        content="app.bulk.question"
        contentArgs={{ smart_count: selectedIds.length, status: asked ? translate(`app.status.${asked.status}`) : '' }}
        onAccept={apply}
        onCancel={() => setAsked(null)}
      />
    </>
  );
};
