/**
 * The side menu: the dashboard, then the spec's areas in order, each a collapsible group of the
 * routed resources the signed-in user may read (the same ability the server enforces).
 */
import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { appResources } from '../../../generated/app/resources';
import { MENU_AREAS, type MenuArea, type ResourceDef } from '../../shared/resource-spec';
import type { AppAbility } from '../../shared/wire';
import { useAbility } from '../crud/ability';
import { allResources } from '../crud/registry';

const icons = new Map(appResources.map((r) => [r.name, r.icon]));

/** The menu's groups for an ability: only readable, routed, visible resources; empty areas dropped. */
export function menuGroups(ability: AppAbility, defs: ResourceDef[] = allResources): Array<{ area: MenuArea; items: ResourceDef[] }> {
  return MENU_AREAS.map((area) => ({
    area,
    items: defs
      .filter((d) => d.route && d.menu && !d.menu.hidden && d.menu.area === area && ability.can('read', d.subject))
      .sort((a, b) => a.menu!.order - b.menu!.order || a.label.localeCompare(b.label)),
  })).filter((g) => g.items.length > 0);
}

export const Menu = () => {
  const ability = useAbility();
  const translate = useTranslate();
  const location = useLocation();
  const [sidebarOpen] = useSidebarState();
  const groups = menuGroups(ability);
  const current = groups.find((g) => g.items.some((d) => location.pathname.startsWith(d.route!)))?.area;
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const isOpen = (area: string) => open[area] ?? area === current;
  return (
    <RaMenu>
      {ability.can('read', 'Dashboard') || ability.can('manage', 'Dashboard') ? (
        <RaMenu.Item to="/dashboard" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />
      ) : null}
      {groups.map(({ area, items }) => (
        <List key={area} disablePadding data-testid={`menu-${area}`}>
          <ListItemButton onClick={() => setOpen({ ...open, [area]: !isOpen(area) })} dense>
            <ListItemText primary={sidebarOpen ? translate(`app.menu.areas.${area}`) : ''} slotProps={{ primary: { variant: 'overline' } }} />
            {isOpen(area) ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </ListItemButton>
          <Collapse in={isOpen(area)} timeout="auto" unmountOnExit>
            {items.map((def) => {
              const Icon = icons.get(def.resource) ?? ListAltIcon;
              return (
                <RaMenu.Item
                  key={def.resource}
                  to={def.route!}
                  primaryText={translate(`resources.${def.resource}.name`, { smart_count: 2 })}
                  leftIcon={<Icon />}
                />
              );
            })}
          </Collapse>
        </List>
      ))}
    </RaMenu>
  );
};
