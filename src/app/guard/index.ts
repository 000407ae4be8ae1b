export { guardDecision, homePath, isAllowed, abilityOf, type GuardUser, type GuardDecision } from './decide';
export { FULL_LAYOUT_PATHS, PATHS, RESOURCE_VIEWS, ROUTE_TABLE, buildRouteTable, findRoute, resourceViewPath, type AppRoute, type FullLayoutPath } from './routes';
export { menuGroups, type MenuItem } from './menu';
export { RouteGuard, GuardedOutlet, currentGuardUser, currentHomePath } from './RouteGuard';
