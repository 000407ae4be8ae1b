/**
 * Where and how long toasts show (spec section 9: 3000 ms in lists and panels). The toasts are
 * made by the shared helpers (crud/list/feedback, panels/panelKit); this only places them: at the
 * bottom on wide screens, at the top on phones, where the primary actions (Save, Finish job) sit
 * at the bottom of the screen and a toast over them would take the tap meant for the button (and
 * a tap on a toast pauses its timer: touch fires no mouseleave, so it stayed up for minutes).
 */
import { Notification, type NotificationProps } from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** The spec's toast time in lists and panels; a toast's own autoHideDuration still wins. */
export const TOAST_MS = 3000;

export const AppNotification = (props: NotificationProps) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Notification
      autoHideDuration={TOAST_MS}
      anchorOrigin={phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'center' }}
      {...props}
    />
  );
};
