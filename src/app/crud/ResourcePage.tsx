/**
 * Renders one view of a resource for a route, loading the resource's views on first use
 * (code-split per resource). `manage` is create without ?id= and edit with it.
 *
 * No Suspense boundary of its own: while the code loads, the layout's boundary (react-admin's,
 * already on screen) holds, and as route changes are transitions React keeps the page the user
 * came from until the new one is ready. A boundary mounted here would show a loading screen and
 * then hold it at least 300 ms (React's fallback throttle), even for code that is a moment away.
 */
import { use, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ResourceContextProvider } from 'react-admin';
import type { RouteDef } from '../../shared/resource-spec';
import { ListRouteContext } from './listRoute';
import { loadResourceViews } from './resourceViews';
import type { AppResourceEntry } from './types';
import { ToNotFound } from './ToNotFound';

export type ResourceView = 'list' | 'manage' | 'view';

const View = ({ entry, view }: { entry: AppResourceEntry; view: ResourceView }) => {
  const views = use(loadResourceViews(entry)).default;
  const [params] = useSearchParams();
  const hasId = params.has('id');
  const Component = view === 'list' ? views.list : view === 'view' ? (hasId ? views.show : undefined) : hasId ? views.edit : views.create;
  return Component ? <Component /> : <ToNotFound />;
};

/** `page`, when given, is the route's own module page, shown instead of the resource's views (guard/pageCode.ts MODULE_PAGES). */
export const ResourcePage = ({ entry, route, view, page: Page }: { entry: AppResourceEntry; route: RouteDef; view: ResourceView; page?: ComponentType }) => (
  <ResourceContextProvider value={entry.name}>
    <ListRouteContext.Provider value={route}>{Page ? <Page /> : <View entry={entry} view={view} />}</ListRouteContext.Provider>
  </ResourceContextProvider>
);
