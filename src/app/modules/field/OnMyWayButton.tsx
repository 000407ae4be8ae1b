/**
 * "On my way" on the technician's job card (issue 28.5): POST /joborder_headers/{id}/on-my-way
 * tells the job's contact the travel estimate by mail and notes it on the job's timeline. The
 * toast says what became of it: told (with the minutes to the site), queued (mail is not set up),
 * or noted only (no contact email, or the mail turned off).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { useToasts } from '../../crud/list/feedback';

interface OnMyWayAnswer {
  sent: number;
  queued: number;
  travel_minutes: number | null;
}

export const OnMyWayButton = ({ jobId, onDone }: { jobId: number; /** Told: the card starts sharing the phone's position. */ onDone?: () => void }) => {
  const translate = useTranslate();
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient<{ data: OnMyWayAnswer }>(`${API_URL}/joborder_headers/${encodeURIComponent(String(jobId))}/on-my-way`, { method: 'POST', body: {} });
      const done = json.data;
      const eta = done.travel_minutes === null ? '' : ` ${translate('app.field.on_my_way_eta', { smart_count: done.travel_minutes })}`;
      if (done.queued) toasts.info(translate('app.mail.title'), translate('app.mail.queued', { smart_count: done.queued }) + eta);
      else toasts.success(translate(done.sent ? 'app.field.on_my_way_sent' : 'app.field.on_my_way_no_mail') + eta);
      onDone?.();
    } catch (e) {
      toasts.error(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<DirectionsCarIcon />} disabled={busy} onClick={() => void go()} data-testid="on-my-way">
      {translate('app.field.on_my_way')}
    </Button>
  );
};
