/**
 * "Reset second factor" on a user's page, for administrators (POST /users/{id}/reset-mfa, the
 * server's auth/mfa-reset.ts): after a confirmation that says what it does, the user's authenticator
 * app, recovery codes and passkeys go, their sessions end and they are mailed.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';
import { FormError } from '../../pages/auth/AuthShell';
import { useAction } from '../../pages/auth/useAction';

export const SecondFactorReset = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const reset = useAction(async () => {
    const answer = await httpClient<{ data: { mail: string } }>(`${API_URL}/users/${record.id}/reset-mfa`, { method: 'POST' });
    setOpen(false);
    const mailed = answer.json.data.mail === 'sent' || answer.json.data.mail === 'queued';
    notify(mailed ? 'app.users.mfa_reset.done' : 'app.users.mfa_reset.done_no_mail', { type: 'success', messageArgs: { username: record.username } });
  });
  return (
    <>
      <Button size="small" color="warning" startIcon={<PhonelinkEraseIcon />} onClick={() => setOpen(true)} data-testid="mfa-reset">
        {translate('app.users.mfa_reset.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('app.users.mfa_reset.title', { username: record.username })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>{translate('app.users.mfa_reset.help')}</DialogContentText>
          <FormError message={reset.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="warning" variant="contained" disabled={reset.pending} onClick={() => void reset.run()} data-testid="mfa-reset-confirm">
            {translate('app.users.mfa_reset.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
