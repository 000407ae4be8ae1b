/** One API call a page makes on demand: whether it runs, its error message, and whether it succeeded. */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Action<A extends unknown[]> {
  pending: boolean;
  error: string | null;
  done: boolean;
  run: (...args: A) => Promise<boolean>;
}

export function useAction<A extends unknown[]>(call: (...args: A) => Promise<unknown>): Action<A> {
  const [state, setState] = useState({ pending: false, error: null as string | null, done: false });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const callRef = useRef(call);
  callRef.current = call;
  const run = useCallback(async (...args: A) => {
    setState({ pending: true, error: null, done: false });
    try {
      await callRef.current(...args);
      if (mounted.current) setState({ pending: false, error: null, done: true });
      return true;
    } catch (e) {
      if (mounted.current) setState({ pending: false, error: e instanceof Error ? e.message : String(e), done: false });
      return false;
    }
  }, []);
  return { ...state, run };
}

/** Something a page loads when it opens (the sign-in options): its data, or the error. */
export function useLoaded<T>(load: () => Promise<T>): { data: T | undefined; error: string | null; pending: boolean } {
  const [state, setState] = useState<{ data: T | undefined; error: string | null; pending: boolean }>({ data: undefined, error: null, pending: true });
  useEffect(() => {
    let cancelled = false;
    load().then(
      (data) => !cancelled && setState({ data, error: null, pending: false }),
      (e: unknown) => !cancelled && setState({ data: undefined, error: e instanceof Error ? e.message : String(e), pending: false }),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

/** Runs an action once when the page opens (a link's single-use token must not be sent twice). */
export function useRunOnOpen<A extends unknown[]>(action: Action<A>, ...args: A): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void action.run(...args);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
