/**
 * On a user's edit page: their picture (upload a new one), their status with disable/enable
 * (V/O), and a password reset where the administrator sets the new password.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import KeyIcon from '@mui/icons-material/Key';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import {
  Form,
  PasswordInput,
  SaveButton,
  useGetIdentity,
  useLogoutIfAccessDenied,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { accountApi, readAsBase64 } from '../../authProvider/api';
import { session } from '../../authProvider/session';
import { useAbility } from '../../crud/ability';
import { StatusField } from '../../crud';
import { confirmPasswordRules, newPasswordRules } from '../../authProvider/passwordRules';
import { UserAvatar } from './UserAvatar';
import { SecondFactorReset } from './SecondFactorReset';

const useFailureNotice = () => {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return async (error: unknown) => {
    if (await logoutIfAccessDenied(error)) return;
    notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  };
};

const ThumbnailUpload = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const failed = useFailureNotice();
  const { refetch: refetchIdentity } = useGetIdentity();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify('app.users.thumbnail.not_image', { type: 'error' });
      return;
    }
    setPending(true);
    try {
      const answer = await accountApi.uploadUserThumbnail(record.id, await readAsBase64(file));
      // Your own picture also shows in the app bar.
      const s = session.read();
      const thumbnail = answer.json?.data?.thumbnail;
      if (s?.user && s.user.id === record.id && typeof thumbnail === 'string') {
        session.save({ token: s.token, refreshToken: s.refreshToken, user: { ...s.user, thumbnail } });
        void refetchIdentity();
      }
      notify('app.users.thumbnail.saved', { type: 'success' });
      refresh();
    } catch (error) {
      await failed(error);
    } finally {
      setPending(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input ref={input} type="file" accept="image/*" hidden data-testid="thumbnail-input" onChange={(e) => void upload(e.target.files?.[0])} />
      <Button size="small" startIcon={<PhotoCameraIcon />} disabled={pending} onClick={() => input.current?.click()}>
        {translate(pending ? 'app.users.thumbnail.uploading' : 'app.users.thumbnail.upload')}
      </Button>
    </>
  );
};

const StatusToggle = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailureNotice();
  const [update, { isPending }] = useUpdate();
  const active = record.status === 'O';
  const isSelf = session.read()?.userId === record.id;
  // Nobody disables their own account: they would lock themselves out.
  if (active && isSelf) return null;
  const next = active ? 'V' : 'O';
  return (
    <Button
      size="small"
      color={active ? 'warning' : 'success'}
      startIcon={active ? <BlockIcon /> : <CheckCircleIcon />}
      disabled={isPending}
      onClick={() =>
        update(
          'users',
          { id: record.id, data: { status: next }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify(active ? 'app.users.disabled' : 'app.users.enabled', { type: 'success' }),
            onError: (error) => void failed(error),
          },
        )
      }
    >
      {translate(active ? 'app.users.disable' : 'app.users.enable')}
    </Button>
  );
};

const PasswordReset = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailureNotice();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const save = (values: Record<string, unknown>) =>
    update(
      'users',
      { id: record.id, data: { password: values.password }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('app.users.password_reset.done', { type: 'success', messageArgs: { username: record.username } });
        },
        onError: (error) => void failed(error),
      },
    );
  return (
    <>
      <Button size="small" startIcon={<KeyIcon />} onClick={() => setOpen(true)}>
        {translate('app.users.password_reset.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <Form onSubmit={save} record={{}}>
          <DialogTitle>{translate('app.users.password_reset.title', { username: record.username })}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.users.password_reset.help')}
            </Typography>
            <PasswordInput source="password" label="app.account.password.new" validate={newPasswordRules} autoComplete="new-password" fullWidth autoFocus />
            <PasswordInput source="confirm_password" label="app.account.password.confirm" validate={confirmPasswordRules} autoComplete="new-password" fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label="app.users.password_reset.submit" disabled={isPending} alwaysEnable={!isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

export const UserAccountPanel = () => {
  const record = useRecordContext();
  const ability = useAbility();
  if (!record?.id) return null;
  const canUpdate = ability.can('update', 'users');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: 2, pt: 2 }} data-testid="user-account-panel">
      <UserAvatar user={record as RaRecord & { id: number }} size={64} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="h6">{record.username}</Typography>
        <StatusField source="status" />
      </Box>
      {canUpdate ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ThumbnailUpload record={record} />
          <StatusToggle record={record} />
          <PasswordReset record={record} />
          {/* Administrators only (manage users), and not on their own page: they would sign themselves out. */}
          {ability.can('manage', 'users') && session.read()?.userId !== record.id ? <SecondFactorReset record={record} /> : null}
        </Box>
      ) : null}
    </Box>
  );
};
