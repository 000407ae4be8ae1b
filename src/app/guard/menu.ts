/**
 * The menu's content for an ability: the visible routes of the resources it may read, grouped
 * by the spec's areas in order (empty areas dropped). The side menu and the home fallback use it.
 *
 * Someone who works only on the jobs assigned to them (a technician: update on job orders
 * without manage, the rule by which the server holds them to their own jobs) gets their work
 * only: the routes of job orders and of the records of a job they may change (service reports);
 * the collections they read as references (customers, products, employees) stay out of the menu.
 */
import { MENU_AREAS, type MenuArea, type ResourceDef, type RouteDef } from '../../shared/resource-spec';
import type { AppAbility } from '../../shared/wire';
import { allResources } from '../crud/registry';

export interface MenuItem {
  def: ResourceDef;
  route: RouteDef;
}

const JOBS = 'joborder_headers';

/** Whether the ability works on its own jobs only (the server's own-jobs rule, behaviour/joborder_headers.ts). */
export const worksOwnJobsOnly = (ability: AppAbility): boolean => ability.can('update', JOBS) && !ability.can('manage', JOBS);

/** A job order, or a record of one (a field referencing job orders) the ability may change. */
const isJobWork = (ability: AppAbility, def: ResourceDef) =>
  def.resource === JOBS || (ability.can('update', def.subject) && def.fields.some((f) => f.reference === JOBS));

export function menuGroups(ability: AppAbility, defs: ResourceDef[] = allResources): Array<{ area: MenuArea; items: MenuItem[] }> {
  const ownJobsOnly = worksOwnJobsOnly(ability);
  const shown = (def: ResourceDef) => ability.can('read', def.subject) && (!ownJobsOnly || isJobWork(ability, def));
  const items = defs.flatMap((def) => (shown(def) ? def.routes.filter((r) => !r.menu.hidden).map((route) => ({ def, route })) : []));
  return MENU_AREAS.map((area) => ({
    area,
    items: items
      .filter((i) => i.route.menu.area === area)
      .sort((a, b) => a.route.menu.order - b.route.menu.order || a.route.label.localeCompare(b.route.label)),
  })).filter((g) => g.items.length > 0);
}
