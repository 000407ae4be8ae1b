/**
 * The account page's "Passkeys" (issue 37 item 2; server: auth/passkeys.ts): add a passkey on
 * this device under a name (the browser asks for the fingerprint, face or PIN), see each with when
 * it was added and last used, rename one in place, remove one after a confirmation. A passkey signs
 * in instead of the password and counts as the second factor.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Confirm, useTranslate } from 'react-admin';
import { passkeyApi, type Passkey } from '../authProvider/passkeys';
import { formatUnix } from '../crud/list/format';
import { useDateLocale } from '../preferences';
import { FormError } from './auth/AuthShell';
import { usePasskeyError } from './auth/passkeyError';
import { useAction } from './auth/useAction';

const NAME_MAX = 80;

/** One passkey: its name (or the rename field), when added and last used, rename and remove. */
const PasskeyRow = ({ passkey, onRename, onRemove, busy }: { passkey: Passkey; onRename: (name: string) => Promise<boolean>; onRemove: () => void; busy: boolean }) => {
  const translate = useTranslate();
  const [dateLocale] = useDateLocale();
  const [editing, setEditing] = useState<string | null>(null);
  const when = (seconds: number) => formatUnix(seconds, true, dateLocale);
  const save = async () => {
    if (editing !== null && (await onRename(editing.trim()))) setEditing(null);
  };
  return (
    <Box
      component="li"
      data-testid="passkey-row"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        {editing === null ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-testid="passkey-name">
              {passkey.name}
            </Typography>
            {passkey.device_type === 'multiDevice' ? <Chip size="small" variant="outlined" label={translate('app.profile.passkeys.synced')} /> : null}
          </Box>
        ) : (
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <TextField
              size="small"
              autoFocus
              value={editing}
              onChange={(e) => setEditing(e.target.value)}
              label={translate('app.profile.passkeys.name')}
              slotProps={{ htmlInput: { maxLength: NAME_MAX, 'data-testid': 'passkey-rename-input' } }}
              sx={{ flex: '1 1 200px' }}
            />
            <Button type="submit" variant="contained" size="small" disabled={busy || !editing.trim()}>
              {translate('ra.action.save')}
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              {translate('ra.action.cancel')}
            </Button>
          </Box>
        )}
        <Typography variant="body2" color="text.secondary">
          {translate('app.profile.passkeys.added_at', { when: when(passkey.created_at) })}
          {' · '}
          <span data-testid="passkey-last-used">{passkey.last_used_at ? translate('app.profile.passkeys.last_used', { when: when(passkey.last_used_at) }) : translate('app.profile.passkeys.never_used')}</span>
        </Typography>
      </Box>
      {editing === null ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setEditing(passkey.name)} data-testid="passkey-rename">
            {translate('app.profile.passkeys.rename')}
          </Button>
          <Button size="small" variant="outlined" color="error" disabled={busy} onClick={onRemove} data-testid="passkey-remove">
            {translate('app.profile.passkeys.remove')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
};

/** `onAdded`: told once a passkey was added (the second factor's set-up page then opens the app). */
export const PasskeysCard = ({ onAdded }: { onAdded?: () => void } = {}) => {
  const translate = useTranslate();
  const sentence = usePasskeyError();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [name, setName] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const [asked, setAsked] = useState<Passkey | null>(null);
  const load = useAction(async () => setPasskeys(await passkeyApi.list()));
  useEffect(() => void load.run(), [load.run]);
  const add = useAction(async (wanted: string) => {
    setAdded(null);
    try {
      const passkey = await passkeyApi.add(wanted);
      setAdded(passkey.name);
      setName('');
    } catch (e) {
      throw sentence(e);
    }
    setPasskeys(await passkeyApi.list());
    onAdded?.();
  });
  const rename = useAction(async (id: number, wanted: string) => {
    setAdded(null);
    await passkeyApi.rename(id, wanted);
    setPasskeys(await passkeyApi.list());
  });
  const remove = useAction(async (id: number) => {
    setAdded(null);
    await passkeyApi.remove(id);
    setPasskeys(await passkeyApi.list());
  });

  return (
    <Card data-testid="passkeys-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate('app.profile.passkeys.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.profile.passkeys.intro')}</Typography>
        <FormError message={load.error ?? rename.error ?? remove.error} />
        {passkeys === null && !load.error ? <Skeleton height={72} /> : null}
        {passkeys?.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="passkeys-none">
            {translate('app.profile.passkeys.none')}
          </Typography>
        ) : null}
        {passkeys?.length ? (
          <Box component="ul" aria-label={translate('app.profile.passkeys.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {passkeys.map((p) => (
              <PasskeyRow key={p.id} passkey={p} busy={rename.pending || remove.pending} onRename={(wanted) => rename.run(p.id, wanted)} onRemove={() => setAsked(p)} />
            ))}
          </Box>
        ) : null}
        {added && add.done ? (
          <Alert severity="success" role="status" data-testid="passkey-added">
            {translate('app.profile.passkeys.added', { name: added })}
          </Alert>
        ) : null}
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) void add.run(name.trim());
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            value={name}
            onChange={(e) => setName(e.target.value)}
            label={translate('app.profile.passkeys.name')}
            helperText={translate('app.profile.passkeys.name_hint')}
            slotProps={{ htmlInput: { maxLength: NAME_MAX, name: 'passkey_name' } }}
            sx={{ flex: '1 1 220px' }}
          />
          <Button type="submit" variant="contained" disabled={add.pending || !name.trim()} data-testid="passkey-add" sx={{ mt: 0.25 }}>
            {translate('app.profile.passkeys.add')}
          </Button>
        </Box>
        <FormError message={add.error} />
      </CardContent>
      <Confirm
        isOpen={asked !== null}
        title="app.profile.passkeys.confirm_remove_title"
        content="app.profile.passkeys.confirm_remove"
        translateOptions={{ name: asked?.name ?? '' }}
        confirm="app.profile.passkeys.remove"
        confirmColor="warning"
        cancel="ra.action.cancel"
        onConfirm={() => {
          const passkey = asked;
          setAsked(null);
          if (passkey) void remove.run(passkey.id);
        }}
        onClose={() => setAsked(null)}
      />
    </Card>
  );
};
