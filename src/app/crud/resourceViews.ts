/**
 * A resource's views, loaded once: the generated ones (code-split per resource) with the
 * hand-written override (src/app/resources/<resource>/) merged over them by the generated loader
 * (generated/app/resources.ts wires `withOverride`; the kit imports no override).
 *
 * The promise is the same on every call and is marked settled the way React marks the promises
 * use() has seen, so a page whose code is already here (loaded ahead by the sign-in page, or on an
 * earlier visit) renders at once: use() of a fresh promise would suspend for a task even when the
 * module is loaded. A failed load is forgotten, so the next visit tries again.
 */
import { withChunkTimeout } from './chunks';
import type { AppResourceEntry, ResourceViews } from './types';

type Loaded = { default: ResourceViews };

const loading = new Map<string, Promise<Loaded>>();

/** The generated views with a hand-written override's views over them. */
export const withOverride = (generated: Promise<Loaded>, override: Promise<{ default: Partial<ResourceViews> }>): Promise<Loaded> =>
  Promise.all([generated, override]).then(([g, own]) => ({ default: { ...g.default, ...own.default } }));

export function loadResourceViews(entry: AppResourceEntry): Promise<Loaded> {
  const known = loading.get(entry.name);
  if (known) return known;
  // A chunk that does not arrive within the spec's 120 s is an error the page shows, with Reload (chunks.ts).
  const promise = withChunkTimeout(() => entry.load());
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
