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

/**
 * How long a toast stays (docs/user-guide.md, "Toasts"): a confirmation 3,000 ms (the spec's time
 * in lists and panels; its 500 ms for the shared helper cannot be read, and what was saved shows on
 * the page anyway); a refusal twice as long, since it is read and acted on (on a form it also stays
 * as the red alert until closed). A toast's own autoHideDuration still wins.
 */
export const TOAST_MS = 3000;
export const REFUSAL_TOAST_MS = 6000;

/** The time a toast of this severity stays. */
export const toastDuration = (severity: 'success' | 'info' | 'warning' | 'error'): number => (severity === 'error' || severity === 'warning' ? REFUSAL_TOAST_MS : TOAST_MS);

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
