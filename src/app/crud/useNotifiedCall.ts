/**
 * A call a button makes (convert, revise, renew, restore, make default): `busy` while it runs, so
 * that the button is disabled and the call is not sent twice, and a failure shown as an error
 * notice. `run` answers what the call answered, or undefined when it failed (the notice said why).
 */
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { toastDuration } from '../layout/AppNotification';

export function useNotifiedCall<A extends unknown[], T>(call: (...args: A) => Promise<T>): { busy: boolean; run: (...args: A) => Promise<T | undefined> } {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (...args: A): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await call(...args);
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error', autoHideDuration: toastDuration('error') });
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
