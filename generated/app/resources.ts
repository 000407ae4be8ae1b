// GENERATED from schema/ by generator/. Do not edit.
import type { AppResourceEntry } from '../../src/app/crud/types';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import StraightenIcon from '@mui/icons-material/Straighten';
export const appResources: AppResourceEntry[] = [
  { name: 'audit-log', icon: HistoryIcon, load: () => import('./audit_log') },
  { name: 'companies', icon: undefined, routeIcons: { Business: BusinessIcon, LocalShipping: LocalShippingIcon }, load: () => import('./companies') },
  { name: 'company_locations', icon: undefined, load: () => import('./company_locations') },
  { name: 'products', icon: Inventory2Icon, load: () => import('./products') },
  { name: 'roles', icon: AdminPanelSettingsIcon, load: () => import('./roles') },
  { name: 'uom', icon: StraightenIcon, load: () => import('./uom') },
  { name: 'users', icon: PeopleIcon, load: () => import('./users') },
];
