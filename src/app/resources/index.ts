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
  rfqs: () => import('./rfqs'),
  quotations: () => import('./quotations'),
  sales_orders: () => import('./sales_orders'),
  delivery_orders: () => import('./delivery_orders'),
  sales_invoices: () => import('./sales_invoices'),
};
