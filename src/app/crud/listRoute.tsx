/**
 * The list route a page was opened from. A resource can have several (customers and suppliers
 * are both companies); each carries its own path, title and permanent filter, which the list
 * applies, a new record starts from, and the manage/view links keep.
 */
import { createContext, useContext } from 'react';
import type { ResourceDef, RouteDef } from '../../shared/resource-spec';
import { useResourceDef } from './registry';

export const ListRouteContext = createContext<RouteDef | null>(null);

/** The current list route, or the resource's main route outside a routed page. */
export function useListRoute(): RouteDef | null {
  const route = useContext(ListRouteContext);
  const def = useResourceDef();
  return route ?? def.routes[0] ?? null;
}

export function routeManagePath(route: RouteDef, id?: string | number): string {
  return `${route.path}/manage${id === undefined ? '' : `?id=${encodeURIComponent(String(id))}`}`;
}

export function routeViewPath(route: RouteDef, id: string | number): string {
  return `${route.path}/view?id=${encodeURIComponent(String(id))}`;
}

/** The key of a record in manage/view links: its uuid for resources flagged uuid. */
export function recordKey(def: ResourceDef, record: { id: unknown; uuid?: unknown }): string {
  return def.uuid && record.uuid ? String(record.uuid) : String(record.id);
}
