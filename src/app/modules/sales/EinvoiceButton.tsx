/**
 * "E-invoice (XML)" on a confirmed invoice's or credit note's page: saves the PINT-SG UBL the
 * server writes (GET /{collection}/{id}/ubl, application/xml) as `<number>.xml`, for InvoiceNow
 * when no Access Point sends it. A refusal (a draft, a void document) shows as the server's sentence.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/Code';
import SendIcon from '@mui/icons-material/ForwardToInbox';
import { useRefresh, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { download } from '../../crud/list/export/run';
import { useToasts } from '../../crud/list/feedback';
import { serverSetting } from '../../dataProvider/serverSetting';

export const EinvoiceButton = ({ path, fileName }: { path: string; fileName: string }) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const save = async () => download(new TextEncoder().encode((await httpClient(path)).text).buffer as ArrayBuffer, fileName, 'application/xml');
  return (
    <Button variant="outlined" size="small" startIcon={<CodeIcon />} onClick={() => save().catch((e) => toasts.error(e))} data-testid="document-einvoice">
      {translate('app.document_delivery.einvoice')}
    </Button>
  );
};

/**
 * Whether this server sends e-invoices (GET /invoicenow/config), asked once per page load; unknown
 * (a failed read), Send is offered and the server's refusal says why.
 */
const sendingHere = serverSetting(async () => (await httpClient<{ data: { sending: boolean } }>(`${API_URL}/invoicenow/config`)).json.data.sending, true);

const CHIP_COLOUR: Record<string, 'default' | 'info' | 'success' | 'error' | 'warning'> = { not_sent: 'default', queued: 'warning', sent: 'info', delivered: 'success', failed: 'error' };

/**
 * Where sending the e-invoice through the InvoiceNow Access Point stands (issue 39 item 4): a chip
 * with its einvoice_status, the Access Point's reason when it failed (or the last try's error while
 * it waits for another), and Send / Resend (POST /{collection}/{id}/einvoice) for whoever may send
 * the document, when its customer has a Peppol id and this server has an Access Point (else a
 * sentence saying to save the XML for one). The answer is the document as it then stands; a
 * refusal (a draft) shows as the server's sentence.
 */
export const EinvoiceStatus = ({ path, collection, doc, maySend, peppolId }: { path: string; collection: string; doc: Record<string, unknown>; maySend: boolean; peppolId: unknown }) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const sending = sendingHere.use(null);
  const status = String(doc.einvoice_status ?? 'not_sent');
  const error = typeof doc.einvoice_error === 'string' ? doc.einvoice_error : '';
  const send = async () => {
    setBusy(true);
    try {
      const answer = await httpClient<{ data: Record<string, unknown> }>(`${path}/einvoice`, { method: 'POST' });
      const now = String(answer.json.data.einvoice_status ?? '');
      if (now === 'failed') toasts.error(String(answer.json.data.einvoice_error ?? ''));
      else toasts.success(translate(`app.einvoice.done.${now === 'queued' ? 'queued' : 'sent'}`));
      refresh();
    } catch (e) {
      toasts.error(e);
    } finally {
      setBusy(false);
    }
  };
  if (status === 'not_sent' && !peppolId) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ maxWidth: 520, alignItems: 'center' }}>
      <Tooltip title={translate('app.einvoice.title')}>
        <Chip size="small" color={CHIP_COLOUR[status] ?? 'default'} label={translate(`resources.${collection}.options.einvoice_status.${status}`, { _: status })} data-testid="einvoice-status" data-status={status} />
      </Tooltip>
      {error ? (
        <Typography variant="caption" color={status === 'failed' ? 'error' : 'text.secondary'} data-testid="einvoice-error">
          {error}
        </Typography>
      ) : null}
      {maySend && peppolId && sending ? (
        <Button variant="outlined" size="small" startIcon={<SendIcon />} disabled={busy} onClick={() => void send()} data-testid="einvoice-send">
          {translate(status === 'not_sent' ? 'app.einvoice.send' : 'app.einvoice.resend')}
        </Button>
      ) : null}
      {maySend && peppolId && sending === false ? (
        <Typography variant="caption" color="text.secondary" data-testid="einvoice-not-set-up">
          {translate('app.einvoice.not_set_up')}
        </Typography>
      ) : null}
    </Stack>
  );
};
