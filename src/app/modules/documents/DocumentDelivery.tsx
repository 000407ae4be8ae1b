/**
 * A printed document's buttons: open its PDF in a new tab, save it as a file, and mail it from a
 * dialog prefilled with the addressee. The PDF comes from the server as base64 parts
 * (api-contract.md "PDFs"); the job's service report and the sales documents use it.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../authProvider/api';
import { useToasts } from '../../crud/list/feedback';

// The PDF's base64 parts joined and decoded: shared with the customer portal and the statement.
import { pdfBlob } from '../../../shared/pdf-parts';

const pdfUrl = async (pdfPath: string) => {
  const answer = await httpClient<{ data: string[] }>(pdfPath);
  return URL.createObjectURL(pdfBlob(answer.json.data));
};
// Long enough for the tab or the download to have read it.
const revokeLater = (url: string) => setTimeout(() => URL.revokeObjectURL(url), 60_000);

const savePdf = async (pdfPath: string, fileName: string) => {
  const url = await pdfUrl(pdfPath);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  revokeLater(url);
};

/** The tab is opened at the click (a popup opened after an await may be blocked) and shown the PDF when it arrives. */
const openPdf = async (pdfPath: string) => {
  const tab = window.open('', '_blank');
  try {
    const url = await pdfUrl(pdfPath);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    revokeLater(url);
  } catch (e) {
    tab?.close();
    throw e;
  }
};

/** A send's answer (POST …/send): how many mails the SMTP relay took, how many wait in the outbox. */
export interface MailDelivery {
  sent: number;
  queued?: number;
}

/**
 * What to tell someone after a send: "Queued: mail is not set up" when any mail only went to the
 * outbox (issue 25.7: "Sent" must mean sent), else the sent message.
 */
export const deliveryMessage = (done: MailDelivery, sent: (count: number) => string, translate: (key: string, options?: object) => string): string =>
  done.queued ? translate('app.mail.queued', { smart_count: done.queued }) : sent(done.sent);

export interface DocumentDeliveryProps {
  /** GET answering the PDF's base64 parts. */
  pdfPath: string;
  /** What the saved file is called. */
  fileName: string;
  /**
   * Mails the PDF to the addresses (with the message, when the dialog asks for one); answers how
   * many were sent and how many only queued. None: no Send button (the user may not mail it out).
   */
  send?: (to: string[], message: string) => Promise<MailDelivery>;
  /** The addressee to prefill. */
  defaultTo?: string | null;
  /** Show "Open" (a new tab) beside "Save", and a message field in the dialog. */
  withOpen?: boolean;
  withMessage?: boolean;
  labels: { save: string; send: string; sent: (count: number) => string };
  testIds?: { open?: string; save?: string; send?: string; to?: string; message?: string; confirm?: string };
}

const SendDialog = ({ props, onClose }: { props: DocumentDeliveryProps; onClose: () => void }) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const [typed, setTyped] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const to = typed ?? props.defaultTo ?? '';
  const send = async () => {
    setSending(true);
    try {
      const done = await props.send!(to.split(/[,;\s]+/).filter(Boolean), message);
      if (done.queued) toasts.info(translate('app.mail.title'), deliveryMessage(done, props.labels.sent, translate));
      else toasts.success(deliveryMessage(done, props.labels.sent, translate));
      onClose();
    } catch (e) {
      toasts.error(e);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{props.labels.send}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth margin="dense" label={translate('app.report_delivery.send_to')} value={to} onChange={(e) => setTyped(e.target.value)} slotProps={{ htmlInput: { 'data-testid': props.testIds?.to } }} />
        {props.withMessage && (
          <TextField fullWidth multiline minRows={3} margin="dense" label={translate('app.document_delivery.message')} value={message} onChange={(e) => setMessage(e.target.value)} slotProps={{ htmlInput: { 'data-testid': props.testIds?.message, maxLength: 5000 } }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.report_delivery.cancel')}</Button>
        <Button variant="contained" disabled={sending} onClick={() => void send()} data-testid={props.testIds?.confirm}>
          {translate('app.report_delivery.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export const DocumentDelivery = (props: DocumentDeliveryProps) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const [sending, setSending] = useState(false);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {props.withOpen && (
        <Button variant="outlined" size="small" onClick={() => openPdf(props.pdfPath).catch((e) => toasts.error(e))} data-testid={props.testIds?.open}>
          {translate('app.document_delivery.open')}
        </Button>
      )}
      <Button variant="outlined" size="small" onClick={() => savePdf(props.pdfPath, props.fileName).catch((e) => toasts.error(e))} data-testid={props.testIds?.save}>
        {props.labels.save}
      </Button>
      {props.send && (
        <Button variant="outlined" size="small" onClick={() => setSending(true)} data-testid={props.testIds?.send}>
          {props.labels.send}
        </Button>
      )}
      {sending && <SendDialog props={props} onClose={() => setSending(false)} />}
    </Stack>
  );
};
