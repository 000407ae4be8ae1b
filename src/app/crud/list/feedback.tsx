/**
 * The spec's feedback (section 8): toasts titled Success / Error with a default text (Save
 * Successful / Save Not Successful), and the confirm dialog titled 'Are you sure' with Cancel and
 * Accept.
 */
import { useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { OFFLINE_QUEUED } from '../../dataProvider/httpClient';
import { toastDuration } from '../../layout/AppNotification';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

/**
 * The one way the app shows a toast: a title and a text in a filled alert, for as long as its
 * severity says (layout/AppNotification.ts). `testId` names it for the browser tests.
 */
export function useTitledToast(): (severity: ToastSeverity, title: string, text?: string, testId?: string) => void {
  const notify = useNotify();
  return useCallback(
    (severity, title, text, testId = `toast-${severity}`) =>
      notify(
        <Alert severity={severity} variant="filled" sx={{ minWidth: 280 }} data-testid={testId}>
          <AlertTitle>{title}</AlertTitle>
          {text}
        </Alert>,
        { type: severity, autoHideDuration: toastDuration(severity) },
      ),
    [notify],
  );
}

export interface Toasts {
  success(text?: string): void;
  /** Neither done nor failed: something waits (a mail queued while mail is not set up). */
  info(title: string, text: string): void;
  /** `error` is an HttpError whose message is the contract's title + meta, or a plain text. */
  error(error?: unknown): void;
}

/** The text of a failed call: the server's message (title + meta) when there is one. */
export function failureText(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return message?.trim() ? message : undefined;
}

export function useToasts(): Toasts {
  const show = useTitledToast();
  const translate = useTranslate();
  return useMemo(
    () => ({
      success: (text) => show('success', translate('app.list.toast.success'), text ?? translate('app.list.toast.saved')),
      info: (title, text) => show('info', title, text),
      // A write kept in the offline outbox has not failed: it waits for the network.
      error: (error) =>
        error instanceof Error && error.message === OFFLINE_QUEUED
          ? show('info', translate('app.offline.title'), translate(OFFLINE_QUEUED))
          : show('error', translate('app.list.toast.error'), failureText(error) ?? translate('app.list.toast.not_saved')),
    }),
    [show, translate],
  );
}

export const ConfirmDialog = ({
  open,
  content,
  contentArgs,
  busy,
  onAccept,
  onCancel,
}: {
  open: boolean;
  /** i18n key of the question. */
  content: string;
  contentArgs?: Record<string, unknown>;
  busy?: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) => (
  <Confirm
    isOpen={open}
    loading={busy}
    title="app.confirm.title"
    content={content}
    contentTranslateOptions={contentArgs}
    confirm="app.list.accept"
    cancel="ra.action.cancel"
    onConfirm={(e) => {
      e.stopPropagation();
      onAccept();
    }}
    onClose={(e) => {
      e.stopPropagation();
      onCancel();
    }}
  />
);
