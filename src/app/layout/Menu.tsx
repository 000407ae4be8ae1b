/**
 * The side menu: the dashboard (when the guard lets the user open it), then the spec's areas in
 * order, each a collapsible group of the routed resources the signed-in user may read (the same
 * ability the server enforces). Someone who works only on their own jobs gets those and their
 * account (guard/menu.ts).
 */
import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PersonIcon from '@mui/icons-material/Person';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { appResources } from '../../../generated/app/resources';
import { useAbility } from '../crud/ability';
import { isAllowed, PATHS } from '../guard';
import { menuGroups, worksOwnJobsOnly, type MenuItem } from '../guard/menu';

const icons = new Map(appResources.map((r) => [r.name, r.icon]));
/** Icons of extra routes, by icon name (generated/app/resources.ts imports them). */
const routeIcons = new Map(appResources.flatMap((r) => Object.entries(r.routeIcons ?? {})));

export { menuGroups, type MenuItem };

export const Menu = () => {
  const ability = useAbility();
  const translate = useTranslate();
  const location = useLocation();
  const [sidebarOpen] = useSidebarState();
  const groups = menuGroups(ability);
  const current = groups.find((g) => g.items.some((i) => location.pathname.startsWith(i.route.path)))?.area;
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const isOpen = (area: string) => open[area] ?? area === current;
  return (
    <RaMenu>
      {isAllowed(PATHS.dashboard, ability) ? (
        <RaMenu.Item to="/dashboard" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />
      ) : null}
      {groups.map(({ area, items }) => (
        // A menu may hold groups of menu items: each area is one, its header a menu item that opens it.
        <Box key={area} role="group" aria-label={translate(`app.menu.areas.${area}`)} data-testid={`menu-${area}`}>
          <ListItemButton
            role="menuitem"
            aria-expanded={isOpen(area)}
            aria-label={translate(`app.menu.areas.${area}`)}
            onClick={() => setOpen({ ...open, [area]: !isOpen(area) })}
            dense
          >
            <ListItemText primary={sidebarOpen ? translate(`app.menu.areas.${area}`) : ''} slotProps={{ primary: { variant: 'overline' } }} />
            {isOpen(area) ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </ListItemButton>
          <Collapse in={isOpen(area)} timeout="auto" unmountOnExit>
            {items.map(({ def, route }) => {
              const Icon = (route.path === def.route ? icons.get(def.resource) : routeIcons.get(route.menu.icon)) ?? ListAltIcon;
              return <RaMenu.Item key={route.path} to={route.path} primaryText={translate(route.labelKey, { smart_count: 2 })} leftIcon={<Icon />} />;
            })}
          </Collapse>
        </Box>
      ))}
      {worksOwnJobsOnly(ability) ? <RaMenu.Item to={PATHS.profile} primaryText={translate('app.profile.menu')} leftIcon={<PersonIcon />} data-testid="my-profile-link" /> : null}
    </RaMenu>
  );
};
