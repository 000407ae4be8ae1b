/**
 * The menu's content for an ability: the visible routes of the resources it may read, grouped
 * by the spec's areas in order (empty areas dropped). The side menu and the home fallback use it.
 */
import { MENU_AREAS, type MenuArea, type ResourceDef, type RouteDef } from '../../shared/resource-spec';
import type { AppAbility } from '../../shared/wire';
import { allResources } from '../crud/registry';

export interface MenuItem {
  def: ResourceDef;
  route: RouteDef;
}

export function menuGroups(ability: AppAbility, defs: ResourceDef[] = allResources): Array<{ area: MenuArea; items: MenuItem[] }> {
  const items = defs.flatMap((def) => (ability.can('read', def.subject) ? def.routes.filter((r) => !r.menu.hidden).map((route) => ({ def, route })) : []));
  return MENU_AREAS.map((area) => ({
    area,
    items: items
      .filter((i) => i.route.menu.area === area)
      .sort((a, b) => a.route.menu.order - b.route.menu.order || a.route.label.localeCompare(b.route.label)),
  })).filter((g) => g.items.length > 0);
}
