/**
 * Renders one view of a resource for a route, loading the resource's generated views on first
 * use (code-split per resource). `manage` is create without ?id= and edit with it.
 */
import { Suspense, use } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading, ResourceContextProvider } from 'react-admin';
import type { RouteDef } from '../../shared/resource-spec';
import { ListRouteContext } from './listRoute';
import type { AppResourceEntry, ResourceViews } from './types';
import { ToNotFound } from '../pages/NotFound';
import { resourceOverrides } from '../resources';

const loaded = new Map<string, Promise<{ default: ResourceViews }>>();

/** The generated views, with a hand-written override (src/app/resources/<resource>/) merged over them. */
function load(entry: AppResourceEntry) {
  let promise = loaded.get(entry.name);
  if (!promise) {
    const override = resourceOverrides[entry.name];
    promise = override
      ? Promise.all([entry.load(), override()]).then(([generated, own]) => ({ default: { ...generated.default, ...own.default } }))
      : entry.load();
    loaded.set(entry.name, promise);
  }
  return promise;
}

export type ResourceView = 'list' | 'manage' | 'view';

const View = ({ entry, view }: { entry: AppResourceEntry; view: ResourceView }) => {
  const views = use(load(entry)).default;
  const [params] = useSearchParams();
  const hasId = params.has('id');
  const Component = view === 'list' ? views.list : view === 'view' ? (hasId ? views.show : undefined) : hasId ? views.edit : views.create;
  return Component ? <Component /> : <ToNotFound />;
};

export const ResourcePage = ({ entry, route, view }: { entry: AppResourceEntry; route: RouteDef; view: ResourceView }) => (
  <ResourceContextProvider value={entry.name}>
    <ListRouteContext.Provider value={route}>
      <Suspense fallback={<Loading />}>
        <View entry={entry} view={view} />
      </Suspense>
    </ListRouteContext.Provider>
  </ResourceContextProvider>
);
