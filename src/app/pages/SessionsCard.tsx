/**
 * The profile page's "Signed-in sessions" (GET /auth/me/sessions, issue 37 item 5): each session's
 * browser and system, address, when it was signed in and last seen, this browser's marked; any
 * other one is signed out with "Sign out", or all of them at once, each after a confirmation. The
 * server ends them at once on every instance; their next call is refused and their browser goes
 * back to the sign-in page (this card's own call too: a browser signed out elsewhere that opens
 * its profile lands on the sign-in page).
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Confirm, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { accountApi } from '../authProvider/api';
import type { SessionInfo } from '../../shared/wire';
import { formatUnix } from '../crud/list/format';
import { useDateLocale } from '../preferences';
import { FormError } from './auth/AuthShell';
import { useAction } from './auth/useAction';

/** "Chrome on Windows" in the reader's language, from the browser and system the server read. */
function useDeviceName(): (session: SessionInfo) => string {
  const translate = useTranslate();
  return ({ browser, system }) => {
    if (browser && system) return translate('app.profile.sessions.device', { browser, system });
    if (browser) return browser;
    return system ? translate('app.profile.sessions.some_browser', { system }) : translate('app.profile.sessions.unknown_device');
  };
}

type Asked = { kind: 'one'; session: SessionInfo } | { kind: 'others' } | null;

export const SessionsCard = () => {
  const translate = useTranslate();
  const [dateLocale] = useDateLocale();
  const deviceName = useDeviceName();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [asked, setAsked] = useState<Asked>(null);
  const [endedOthers, setEndedOthers] = useState<number | null>(null);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // A session ended elsewhere (from another browser's list) is refused: back to the sign-in page.
  const load = useAction(async () => {
    try {
      setSessions(await accountApi.sessions());
    } catch (e) {
      if (!(await logoutIfAccessDenied(e))) throw e;
    }
  });
  useEffect(() => void load.run(), [load.run]);
  const endOne = useAction(async (id: number) => {
    await accountApi.endSession(id);
    setSessions(await accountApi.sessions());
  });
  const endOthers = useAction(async () => {
    setEndedOthers(await accountApi.endOtherSessions());
    setSessions(await accountApi.sessions());
  });
  const confirm = () => {
    const question = asked;
    setAsked(null);
    setEndedOthers(null);
    if (question?.kind === 'one') void endOne.run(question.session.id);
    else if (question?.kind === 'others') void endOthers.run();
  };
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  const when = (seconds: number) => formatUnix(seconds, true, dateLocale);

  return (
    <Card data-testid="sessions-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate('app.profile.sessions.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.profile.sessions.intro')}</Typography>
        <FormError message={load.error ?? endOne.error ?? endOthers.error} />
        {sessions === null && !load.error ? <Skeleton height={72} /> : null}
        {sessions ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {sessions.map((s) => (
              <Box
                component="li"
                key={s.id}
                data-testid="session-row"
                data-current={s.current ? 'true' : 'false'}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1.5, border: 1, borderColor: s.current ? 'primary.main' : 'divider', borderRadius: 1 }}
              >
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography component="span" sx={{ fontWeight: 500 }} data-testid="session-device">
                      {deviceName(s)}
                    </Typography>
                    {s.current ? <Chip size="small" color="primary" label={translate('app.profile.sessions.this_browser')} data-testid="session-current" /> : null}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {translate('app.profile.sessions.address', { address: s.address ?? translate('app.profile.sessions.no_address') })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.profile.sessions.started', { when: when(s.created_at) })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {s.current ? translate('app.profile.sessions.seen_now') : translate('app.profile.sessions.seen', { when: when(s.last_seen_at) })}
                  </Typography>
                </Box>
                {s.current ? null : (
                  <Button variant="outlined" size="small" color="error" disabled={endOne.pending} onClick={() => setAsked({ kind: 'one', session: s })} data-testid="session-sign-out">
                    {translate('app.profile.sessions.sign_out')}
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        ) : null}
        {endedOthers !== null && endOthers.done ? (
          <Alert severity="success" role="status" data-testid="sessions-ended">
            {translate('app.profile.sessions.ended_others', { smart_count: endedOthers })}
          </Alert>
        ) : null}
        {others > 0 ? (
          <Box>
            <Button variant="outlined" color="error" disabled={endOthers.pending} onClick={() => setAsked({ kind: 'others' })} data-testid="sessions-sign-out-others">
              {translate('app.profile.sessions.sign_out_others')}
            </Button>
          </Box>
        ) : sessions ? (
          <Typography variant="body2" color="text.secondary" data-testid="sessions-only-this">
            {translate('app.profile.sessions.only_this')}
          </Typography>
        ) : null}
      </CardContent>
      <Confirm
        isOpen={asked !== null}
        title={asked?.kind === 'others' ? 'app.profile.sessions.confirm_others_title' : 'app.profile.sessions.confirm_one_title'}
        content={asked?.kind === 'others' ? 'app.profile.sessions.confirm_others' : 'app.profile.sessions.confirm_one'}
        translateOptions={asked?.kind === 'one' ? { device: deviceName(asked.session), address: asked.session.address ?? translate('app.profile.sessions.no_address') } : {}}
        confirm="app.profile.sessions.sign_out"
        confirmColor="warning"
        cancel="ra.action.cancel"
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </Card>
  );
};
