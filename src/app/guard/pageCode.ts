/**
 * The resource pages App.tsx routes (each list route with its views), and loading a page's code
 * ahead of time: the sign-in page loads the page the user will land on while they type, and
 * waits for it before leaving, so that page renders at once (crud/resourceViews.ts).
 */
import type { ComponentType } from 'react';
import { lazyWithTimeout } from '../crud/chunks';
import { appResources } from '../../../generated/app/resources';
import type { RouteDef } from '../../shared/resource-spec';
import { resourceDef } from '../crud/registry';
import { loadResourceViews } from '../crud/resourceViews';
import type { AppResourceEntry } from '../crud/types';
import { findRoute, PATHS, RESOURCE_VIEWS, resourceViewPath } from './routes';

export interface ResourcePageRoute {
  entry: AppResourceEntry;
  route: RouteDef;
}

/**
 * List routes whose page is an app module that needs none of its resource's generated views: it
 * loads alone, without them (the crud kit's grid, forms and rich text). The technician's phone
 * opens the task list first and downloads only it (README, "The technician's day").
 */
const MODULE_PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  [PATHS.taskList]: () => import('../modules/field/TaskList').then((m) => ({ default: m.TaskList })),
  // What customers owe by age (the payments collection's second route; issue 25.4).
  '/pages/sales-tools/receivables': () => import('../modules/reports/Receivables').then((m) => ({ default: m.Receivables })),
  // What is owed to suppliers by age (the supplier payments collection's second route; issue 38).
  '/pages/purchases/payables': () => import('../modules/reports/Receivables').then((m) => ({ default: m.Payables })),
  // The GST F5 return of a period, and filing it (the GST periods collection's second route; issue 39 item 6).
  '/pages/sales-tools/gst-f5': () => import('../modules/reports/GstF5').then((m) => ({ default: m.GstF5 })),
  // What to buy, per supplier (a purchase orders route; issue 38).
  '/pages/purchases/reorder': () => import('../modules/purchases/Reorder').then((m) => ({ default: m.Reorder })),
};

export const MODULE_PAGES: ReadonlyMap<string, ComponentType> = new Map(Object.entries(MODULE_PAGE_LOADERS).map(([path, load]) => [path, lazyWithTimeout(load)]));

export const RESOURCE_PAGES: ResourcePageRoute[] = appResources.flatMap((entry) => resourceDef(entry.name).routes.map((route) => ({ entry, route })));

const entryOfPath = new Map(RESOURCE_PAGES.flatMap(({ entry, route }) => RESOURCE_VIEWS.map((view) => [resourceViewPath(route, view), entry] as const)));

/**
 * Loads the code of the page at `path` (with or without its query). Pages whose code is in the
 * entry chunk, and unknown paths, have nothing to load.
 */
export async function preloadPageCode(path: string): Promise<void> {
  const pattern = findRoute(path.split('?')[0])?.path;
  const modulePage = pattern === undefined ? undefined : MODULE_PAGE_LOADERS[pattern];
  if (modulePage) return void (await modulePage());
  const entry = pattern === undefined ? undefined : entryOfPath.get(pattern);
  if (entry) await loadResourceViews(entry);
}
