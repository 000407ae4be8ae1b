/**
 * What the four record panels share: the rows of one panel collection for the record (paged, with
 * 'ALL' = 10,000 among the sizes), a pager, toasts with a title as the spec words them, a
 * confirm dialog, and file links (signed, as an <a> cannot send the bearer token).
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TablePagination from '@mui/material/TablePagination';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useTitledToast, type ToastSeverity } from '../../crud/list/feedback';
import { TOAST_MS } from '../../layout/AppNotification';
import { signedFileUrl } from '../../authProvider/thumbnail';
import { firstTitle } from '../../dataProvider/errors';

/** Page sizes of the panels (spec section 9): the list's, and 'ALL', which the API caps at 10,000. */
export const PANEL_PAGE_SIZES = [10, 20, 50, 100];
export const ALL_ROWS = 10000;

/** The record a panel hangs on: its collection (the panel's `module`) and id (`header_id`). */
export interface PanelOwner {
  module: string;
  id: number;
}

/** One page of a panel collection's rows, filtered by filterExt, newest first unless `sort` says. */
export function usePanelRows(resource: string, filter: Record<string, unknown>, options: { sort?: { field: string; order: 'ASC' | 'DESC' }; enabled?: boolean } = {}) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PANEL_PAGE_SIZES[0]);
  const list = useGetList(resource, { filter, pagination: { page, perPage }, sort: options.sort ?? { field: 'updated_at', order: 'DESC' } }, { enabled: options.enabled ?? true });
  const pager = (
    <PanelPager
      total={list.total ?? 0}
      page={page}
      perPage={perPage}
      onPage={setPage}
      onPerPage={(size) => {
        setPerPage(size);
        setPage(1);
      }}
    />
  );
  return { ...list, rows: (list.data ?? []) as RaRecord[], pager };
}

const PanelPager = ({ total, page, perPage, onPage, onPerPage }: { total: number; page: number; perPage: number; onPage: (p: number) => void; onPerPage: (s: number) => void }) => {
  const translate = useTranslate();
  if (total <= PANEL_PAGE_SIZES[0]) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...PANEL_PAGE_SIZES, { label: translate('app.panels.all'), value: ALL_ROWS }]}
      onPageChange={(_e, p) => onPage(p + 1)}
      onRowsPerPageChange={(e) => onPerPage(Number(e.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
    />
  );
};

/** How long a panel's confirmation stays (spec section 9: "Toast timeout 3000 ms in list panels"); a refusal stays longer (toastDuration). */
export const PANEL_TOAST_MS = TOAST_MS;

/** Toasts with a title and a text, as the spec names them ('Max 3 files' / 'you have uploaded more than 3 files'): the app's toast (crud/list/feedback). */
export function useTitledNotify() {
  const toast = useTitledToast();
  return (type: ToastSeverity, title: string, text?: string) => toast(type, title, text, 'panel-toast');
}

/** The first error title of a failed call, for its toast. */
export function errorTitle(error: unknown): string | undefined {
  return firstTitle(error);
}

/** 'Are you sure': Cancel and Accept (spec section 8). */
export const ConfirmDialog = ({ open, onCancel, onAccept }: { open: boolean; onCancel: () => void; onAccept: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel}>
      <DialogTitle>{translate('app.panels.confirm_title')}</DialogTitle>
      <DialogContent>{translate('app.panels.confirm_text')}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="error" onClick={onAccept}>
          {translate('app.panels.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A stored file (documents/{id}/{file}, notes_attachments/{id}/{file}), opened through a signed link. */
export const FileLink = ({ path, children }: { path: string; children: ReactNode }) => (
  <Link
    component="button"
    type="button"
    variant="body2"
    onClick={async () => {
      const url = await signedFileUrl(path);
      window.open(url, '_blank', 'noopener');
    }}
  >
    {children}
  </Link>
);

/** A stored file of a note, as `note_attachments` lists it. */
export interface Attachment {
  name: string;
}

export const attachmentsOf = (note: RaRecord | null): Attachment[] => (Array.isArray(note?.note_attachments) ? note!.note_attachments : []);

export const storedPath = (model: string, id: unknown, name: string) => `${model}/${encodeURIComponent(String(id))}/${encodeURIComponent(name)}`;

export const PanelEmpty = ({ children }: { children: ReactNode }) => (
  <Alert severity="info" variant="outlined" sx={{ my: 1 }}>
    {children}
  </Alert>
);
