/**
 * Hand-written overrides of generated resource views (DESIGN.md: src/app/resources/<resource>/).
 * ResourcePage merges an override over the generated views; each loads on first use.
 */
import type { ResourceViews } from '../crud/types';

export const resourceOverrides: Record<string, () => Promise<{ default: Partial<ResourceViews> }>> = {
  users: () => import('./users'),
  roles: () => import('./roles'),
  joborder_headers: () => import('./joborder_headers'),
  'audit-log': () => import('./audit-log'),
  service_requests: () => import('./service_requests'),
  reports: () => import('./reports'),
  contract_headers: () => import('./contract_headers'),
  contract_renewals: () => import('./contract_renewals'),
  planned_visits: () => import('./planned_visits'),
};
