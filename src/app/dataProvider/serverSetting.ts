/**
 * A setting the server says once per page load (the password's least length, whether e-invoices
 * are sent): asked on first use and kept. A failed read answers `fallback`, kept too: a validator
 * that asks at every key must not send a request at every key while the server is out of reach.
 */
import { useEffect, useState } from 'react';

export interface ServerSetting<T> {
  /** The setting, asked once. */
  load(): Promise<T>;
  /** The setting if it has been read, else undefined. */
  known(): T | undefined;
  /** The setting in a component: `before` until it has been read (or what was read already). */
  use<B>(before: B): T | B;
}

export function serverSetting<T>(read: () => Promise<T>, fallback: T): ServerSetting<T> {
  let known: T | undefined;
  let loading: Promise<T> | null = null;
  const load = () =>
    (loading ??= read().then(
      (value) => (known = value),
      () => fallback,
    ));
  return {
    load,
    known: () => known,
    use<B>(before: B): T | B {
      const [value, setValue] = useState<T | B>(known ?? before);
      useEffect(() => {
        let mounted = true;
        void load().then((v) => mounted && setValue(v));
        return () => {
          mounted = false;
        };
      }, []);
      return value;
    },
  };
}
