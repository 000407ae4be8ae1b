/**
 * A resource's views, loaded once: the generated ones (code-split per resource) with the
 * hand-written override (src/app/resources/<resource>/) merged over them.
 *
 * The promise is the same on every call and is marked settled the way React marks the promises
 * use() has seen, so a page whose code is already here (loaded ahead by the sign-in page, or on an
 * earlier visit) renders at once: use() of a fresh promise would suspend for a task even when the
 * module is loaded. A failed load is forgotten, so the next visit tries again.
 */
import { resourceOverrides } from '../resources';
import type { AppResourceEntry, ResourceViews } from './types';

type Loaded = { default: ResourceViews };

const loading = new Map<string, Promise<Loaded>>();

export function loadResourceViews(entry: AppResourceEntry): Promise<Loaded> {
  const known = loading.get(entry.name);
  if (known) return known;
  const override = resourceOverrides[entry.name];
  const promise = override
    ? Promise.all([entry.load(), override()]).then(([generated, own]) => ({ default: { ...generated.default, ...own.default } }))
    : entry.load();
  // The fields React's use() reads: once settled, it takes the value without suspending.
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => {
      if (loading.get(entry.name) === promise) loading.delete(entry.name);
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  loading.set(entry.name, promise);
  return promise;
}
