/**
 * The job's service report as a document: "PDF" saves `<ticket_no>.pdf` (GET /{id}/generatepdf,
 * base64 parts joined), "Send report" mails it (POST /send-service-report) to the addresses in a
 * dialog prefilled with the site's email, else the customer's.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useGetOne, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { useToasts } from '../../crud/list/feedback';

interface Job {
  id: number;
  ticket_no?: string | null;
  site_id?: number | null;
  company_id?: number | null;
}

/** The PDF's bytes from the answer's base64 parts. */
export function pdfBytes(parts: string[]): Uint8Array<ArrayBuffer> {
  const binary = atob(parts.join(''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const savePdf = async (job: Job) => {
  const answer = await httpClient<{ data: string[] }>(`${API_URL}/joborder_headers/${encodeURIComponent(String(job.id))}/generatepdf`);
  const url = URL.createObjectURL(new Blob([pdfBytes(answer.json.data)], { type: 'application/pdf' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${job.ticket_no ?? job.id}.pdf` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

const SendDialog = ({ job, onClose }: { job: Job; onClose: () => void }) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const { data: site } = useGetOne('company_locations', { id: job.site_id ?? 0 }, { enabled: !!job.site_id });
  const { data: company } = useGetOne('companies', { id: job.company_id ?? 0 }, { enabled: !!job.company_id });
  const [typed, setTyped] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const to = typed ?? site?.email ?? company?.email ?? '';
  const send = async () => {
    setSending(true);
    try {
      const addresses = to.split(/[,;\s]+/).filter(Boolean);
      const answer = await httpClient<{ data: { sent: number } }>(`${API_URL}/send-service-report`, { method: 'POST', body: { id: job.id, ...(addresses.length ? { to: addresses } : {}) } });
      toasts.success(translate('app.report_delivery.sent', { smart_count: answer.json.data.sent }));
      onClose();
    } catch (e) {
      toasts.error(e);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.report_delivery.send_report')}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth margin="dense" label={translate('app.report_delivery.send_to')} value={to} onChange={(e) => setTyped(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'send-report-to' } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.report_delivery.cancel')}</Button>
        <Button variant="contained" disabled={sending} onClick={() => void send()} data-testid="send-report-confirm">
          {translate('app.report_delivery.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export const ReportDelivery = ({ job }: { job: Job }) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const [sending, setSending] = useState(false);
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" size="small" onClick={() => savePdf(job).catch((e) => toasts.error(e))} data-testid="job-pdf">
        {translate('app.report_delivery.pdf')}
      </Button>
      <Button variant="outlined" size="small" onClick={() => setSending(true)} data-testid="send-report">
        {translate('app.report_delivery.send_report')}
      </Button>
      {sending && <SendDialog job={job} onClose={() => setSending(false)} />}
    </Stack>
  );
};
