/**
 * The resource pages App.tsx routes (each list route with its views), and loading a page's code
 * ahead of time. The sign-in page loads the page the user will land on while they type, and
 * waits for it before leaving: a page that still has to fetch its code shows a loading fallback,
 * and React then holds the page itself back until 300 ms after that fallback appeared.
 */
import { appResources } from '../../../generated/app/resources';
import type { RouteDef } from '../../shared/resource-spec';
import { resourceDef } from '../crud/registry';
import type { AppResourceEntry, ResourceViews } from '../crud/types';
import { resourceOverrides } from '../resources';
import { findRoute, RESOURCE_VIEWS, resourceViewPath } from './routes';

export interface ResourcePageRoute {
  entry: AppResourceEntry;
  route: RouteDef;
}

/** A promise as React's use() reads it: once settled, use() takes its value without suspending. */
type UsableModule = Promise<{ default: ResourceViews }> & { status?: 'fulfilled' | 'rejected'; value?: { default: ResourceViews }; reason?: unknown };

/**
 * The entry with a load() that answers the same promise every time, marked settled as React
 * marks the promises use() has seen. A page whose code was loaded ahead then renders at once
 * (use() of a fresh import() would suspend, dynamic imports settle a task later). A failed load
 * is forgotten, so the next one tries again.
 */
function loadOnce(entry: AppResourceEntry): AppResourceEntry {
  let module: UsableModule | null = null;
  const load = () => {
    if (module) return module;
    const loading: UsableModule = entry.load();
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => {
        if (module === loading) module = null;
        Object.assign(loading, { status: 'rejected', reason });
      },
    );
    module = loading;
    return loading;
  };
  return { ...entry, load };
}

const entries = appResources.map(loadOnce);

export const RESOURCE_PAGES: ResourcePageRoute[] = entries.flatMap((entry) => resourceDef(entry.name).routes.map((route) => ({ entry, route })));

const entryOfPath = new Map(RESOURCE_PAGES.flatMap(({ entry, route }) => RESOURCE_VIEWS.map((view) => [resourceViewPath(route, view), entry] as const)));

/**
 * Loads the code of the page at `path` (with or without its query). Pages whose code is in the
 * entry chunk, and unknown paths, have nothing to load.
 */
export async function preloadPageCode(path: string): Promise<void> {
  const pattern = findRoute(path.split('?')[0])?.path;
  const entry = pattern === undefined ? undefined : entryOfPath.get(pattern);
  if (entry) await Promise.all([entry.load(), resourceOverrides[entry.name]?.()]);
}
