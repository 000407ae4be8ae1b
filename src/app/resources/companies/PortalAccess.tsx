/**
 * The company page's "Portal access" panel (issue 40): the company's customer-portal contacts, with
 * their last sign-in and open sessions; Invite (name, email, language: mailed a sign-in link), and
 * per contact End sessions and Revoke. Calls: GET /portal_contacts?company_id=, POST
 * /portal/invitations, POST /portal_contacts/{id}/end-sessions and /revoke (routes/portal-staff.ts).
 * Every refusal is the server's sentence.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../../authProvider/api';

interface PortalContact {
  id: number;
  name: string;
  email: string;
  language: string;
  active: boolean;
  last_sign_in: number | null;
  open_sessions: number;
}

const LANGUAGES = ['en', 'de', 'fr', 'pt'];
const when = (unix: number | null) => (unix ? new Date(unix * 1000).toLocaleString() : '—');
const sentenceOf = (e: unknown) => (e as { body?: { errors?: Array<{ title?: string }> }; message?: string })?.body?.errors?.[0]?.title ?? (e as Error)?.message ?? String(e);

export const PortalAccess = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const key = params.get('id') ?? '';
  const { data: company } = useGetOne<{ id: number }>('companies', { id: key as unknown as number }, { enabled: key !== '' });
  const [contacts, setContacts] = useState<PortalContact[]>([]);
  const [invite, setInvite] = useState({ name: '', email: '', language: 'en' });
  const companyId = company?.id;

  const load = useCallback(async () => {
    if (!companyId) return;
    try {
      const { json } = await httpClient(`${API_URL}/portal_contacts?company_id=${companyId}`);
      setContacts(json.data as PortalContact[]);
    } catch {
      setContacts([]); // a role that may not read companies sees no panel content
    }
  }, [companyId]);
  useEffect(() => void load(), [load]);

  const act = async (path: string, body: unknown, done: string) => {
    try {
      await httpClient(`${API_URL}${path}`, { method: 'POST', body });
      notify(done, { type: 'info' });
      await load();
    } catch (e) {
      notify(sentenceOf(e), { type: 'error' });
    }
  };

  if (!companyId) return null;
  return (
    <Box sx={{ px: 1, pb: 2 }} data-testid="portal-access">
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('app.portal_access.title')}
          </Typography>
          {contacts.length === 0 && <Typography color="text.secondary">{translate('app.portal_access.none')}</Typography>}
          {contacts.map((c) => (
            <Stack key={c.id} direction="row" spacing={2} sx={{ py: 0.5, alignItems: 'center' }} data-testid="portal-contact">
              <Box sx={{ flex: 1 }}>
                <Typography>
                  {c.name} &lt;{c.email}&gt; {c.active ? '' : `(${translate('app.portal_access.revoked')})`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.portal_access.last_sign_in', { when: when(c.last_sign_in) })} · {translate('app.portal_access.sessions', { smart_count: c.open_sessions })}
                </Typography>
              </Box>
              <Button size="small" onClick={() => act(`/portal_contacts/${c.id}/end-sessions`, {}, translate('app.portal_access.ended'))} disabled={!c.open_sessions}>
                {translate('app.portal_access.end_sessions')}
              </Button>
              <Button size="small" color="error" onClick={() => act(`/portal_contacts/${c.id}/revoke`, {}, translate('app.portal_access.revoked'))} disabled={!c.active}>
                {translate('app.portal_access.revoke')}
              </Button>
            </Stack>
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <TextField size="small" label={translate('app.portal_access.name')} value={invite.name} onChange={(e) => setInvite({ ...invite, name: e.target.value })} />
            <TextField size="small" type="email" label={translate('app.portal_access.email')} value={invite.email} onChange={(e) => setInvite({ ...invite, email: e.target.value })} />
            <TextField size="small" select label={translate('app.portal_access.language')} value={invite.language} onChange={(e) => setInvite({ ...invite, language: e.target.value })}>
              {LANGUAGES.map((l) => (
                <MenuItem key={l} value={l}>
                  {l.toUpperCase()}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={!invite.name.trim() || !invite.email.trim()}
              onClick={async () => {
                await act('/portal/invitations', { company_id: companyId, ...invite }, translate('app.portal_access.invited', { email: invite.email }));
                setInvite({ name: '', email: '', language: invite.language });
              }}
            >
              {translate('app.portal_access.invite')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
