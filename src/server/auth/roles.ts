/**
 * The roles the product ships (README, "Security"). Their CASL rules are computed from the
 * registry by menu area, so a resource added as one YAML file falls into every role's rule set
 * without code: a technician reads every services-tools collection, sales manage every
 * sales-tools one, and so on.
 */
import { ADMIN_RULES } from '../../shared/abilities';
import { MENU_AREAS, type MenuArea, type ResourceDef } from '../../shared/resource-spec';
import type { AbilityRule, Action } from '../../shared/wire';
import type { Registry } from '../registry';

/** The role with manage all; it cannot be removed, renamed or narrowed (behaviour/roles.ts). */
export const ADMIN_ROLE = 'admin';

const RULE_KEYS = new Set(['action', 'subject', 'conditions', 'fields', 'inverted', 'reason']);
const names = (v: unknown) => (typeof v === 'string' && v !== '') || (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x !== ''));

/** A CASL rule: an action and a subject (each a name or a list of names), and nothing unknown. */
export function isCaslRule(rule: unknown): rule is AbilityRule {
  if (typeof rule !== 'object' || rule === null) return false;
  const r = rule as Record<string, unknown>;
  return names(r.action) && names(r.subject) && Object.keys(r).every((k) => RULE_KEYS.has(k));
}

/** A path of the app (/dashboard), never another site (//host, a scheme, a backslash trick). */
export const isAppPath = (path: string) => /^\/(?![/\\])\S*$/.test(path);

/** Where a collection lives: its menu areas, or `shared` for panels used by every module (notes, documents). */
export type Placement = MenuArea | 'shared';

/** What a role may do with a collection, weakest first. */
const GRANTS = ['read', 'edit', 'write', 'manage'] as const;
type Grant = (typeof GRANTS)[number];

/** `send` (mailing a document out) comes with manage only: a role that reads a document does not mail it. */
const ACTIONS_OF: Record<Grant, Action | Action[]> = {
  read: 'read',
  edit: ['read', 'update'],
  write: ['read', 'create', 'update'],
  manage: 'manage',
};

const stronger = (a: Grant | undefined, b: Grant | undefined): Grant | undefined =>
  a === undefined ? b : b === undefined ? a : GRANTS.indexOf(a) >= GRANTS.indexOf(b) ? a : b;

export interface RoleSpec {
  name: string;
  description: string;
  /** What the role may do in each area; an area not named is closed to it. */
  areas: Partial<Record<Placement, Grant>>;
  /** A stronger grant on the collections behind these app routes (with their related and child collections). */
  routes?: Record<string, Grant>;
  /** The most the role may do with the collections behind these app routes, whatever its areas grant (sales only read payments). */
  capped?: Record<string, Grant>;
  /** Read the collections that the collections of these areas reference (the masterlists a job order names). */
  readReferencesOf?: Placement[];
  /**
   * Page subjects (api-contract.md): the dashboard, the access-control page, a list row's manage
   * page, and History: a record's audit entries for whoever may read the record (its Logs panel)
   * without reading the whole audit log (auth/owned-records.ts).
   */
  pages: Partial<Record<'Dashboard' | 'ACL' | 'ManagePage' | 'History', Grant>>;
  /** Preferred landing routes; the first one the registry has wins, else /dashboard. */
  home: string[];
}

const EVERY_AREA_BUT_ADMIN = (grant: Grant): Partial<Record<Placement, Grant>> =>
  Object.fromEntries([...MENU_AREAS.filter((a) => a !== 'admin'), 'shared'].map((a) => [a, grant]));

/**
 * The staff roles of a field-service and sales business. custadmin (the customer's own
 * administrator) runs the business but only reads the admin area: users, roles and the audit
 * log stay with admin, so custadmin cannot raise anyone's rights, its own included.
 */
export const ROLE_SPECS: RoleSpec[] = [
  {
    name: 'custadmin',
    description: 'Runs the business: everything outside the admin area; reads users, roles and the audit log',
    areas: { ...EVERY_AREA_BUT_ADMIN('manage'), admin: 'read' },
    pages: { Dashboard: 'manage', ACL: 'read', ManagePage: 'read' },
    home: [],
  },
  {
    name: 'coordinator',
    description: 'Service coordinator: service requests, job orders and schedules; adds and edits customers',
    areas: { 'services-tools': 'manage', masterlists: 'write', catalogues: 'read', agreements: 'read', 'sales-tools': 'read', feedbacks: 'read', shared: 'write' },
    // Who is away (leave, training), so the dispatch timeline shades it.
    routes: { '/pages/admin/useravailabilities': 'read' },
    pages: { Dashboard: 'read', History: 'read' },
    home: ['/pages/services-tools/job-order', '/pages/services-tools/service-request'],
  },
  {
    name: 'technician',
    description: 'Field technician: reads the service tools, updates job orders and service reports',
    areas: { 'services-tools': 'read', shared: 'write' },
    routes: { '/pages/services-tools/job-order': 'edit', '/pages/services-tools/service-report': 'edit' },
    readReferencesOf: ['services-tools'],
    pages: { Dashboard: 'read' },
    // Their own dashboard: the jobs assigned to them (app pages/MyJobs.tsx).
    home: [],
  },
  {
    name: 'sales',
    description: 'Sales: RFQs, quotations, orders, deliveries and invoices, and mails them; reads payments; adds and edits customers; reads catalogues',
    areas: { 'sales-tools': 'manage', masterlists: 'read', catalogues: 'read', agreements: 'read', 'e-commerce': 'read', shared: 'write' },
    // The sales pivot and saved reports live on the reports page.
    routes: { '/pages/masterlists/customers': 'write', '/pages/admin/reports': 'read' },
    // Recording and voiding money is finance's (issue 34, item 7): sales see payments, never write them.
    // GST periods are finance's to file (issue 39 item 6): sales see them.
    capped: { '/pages/sales-tools/payment': 'read', '/pages/sales-tools/gst-period': 'read' },
    pages: { Dashboard: 'read', History: 'read' },
    home: ['/pages/sales-tools/quotation', '/pages/sales-tools/rfq'],
  },
  {
    name: 'finance',
    description: 'Finance: sales invoices, payments, credit notes, supplier bills, supplier payments and contracts, and mails them; reads sales, purchases, masterlists and catalogues',
    areas: { agreements: 'manage', 'sales-tools': 'read', purchases: 'read', masterlists: 'read', catalogues: 'read', 'e-commerce': 'read', shared: 'write' },
    // Money out is finance's too (issue 38): supplier bills and what is paid on them; purchase orders and receipts are read.
    routes: {
      '/pages/sales-tools/sales-invoice': 'manage',
      '/pages/sales-tools/payment': 'manage',
      '/pages/sales-tools/credit-note': 'manage',
      '/pages/purchases/supplier-bill': 'manage',
      '/pages/purchases/supplier-payment': 'manage',
      // GST periods and their F5 return (issue 39 item 6): finance files them.
      '/pages/sales-tools/gst-period': 'manage',
      '/pages/admin/reports': 'read',
    },
    pages: { Dashboard: 'read', History: 'read' },
    home: ['/pages/sales-tools/sales-invoice', '/pages/agreements/contracts'],
  },
  {
    // Issue 38: buying. Purchase orders and receipts; reads products, stock and suppliers (masterlists)
    // and the supplier movements its receipts make.
    name: 'purchasing',
    description: 'Purchasing: purchase orders to suppliers, reorder, receiving goods into stock; reads products, stock and suppliers',
    areas: { purchases: 'manage', masterlists: 'read', catalogues: 'read', shared: 'write' },
    routes: { '/pages/masterlists/supplier': 'write', '/pages/sales-tools/supplier-in-out': 'read' },
    // Bills and payments to suppliers are finance's: purchasing sees them.
    capped: { '/pages/purchases/supplier-bill': 'read', '/pages/purchases/supplier-payment': 'read' },
    pages: { Dashboard: 'read', History: 'read' },
    home: ['/pages/purchases/purchase-order'],
  },
  {
    name: 'readonly',
    description: 'Reads everything outside the admin area',
    areas: EVERY_AREA_BUT_ADMIN('read'),
    pages: { Dashboard: 'read' },
    home: [],
  },
];

/**
 * Each collection's placements: the areas of its routes; an unrouted collection lives where the
 * collections that hold it as a related list or as child lines live; one that belongs nowhere
 * is `shared` (the notes, documents and comments panels every module shows).
 */
export function placementsOf(defs: ResourceDef[]): Map<string, Set<Placement>> {
  const parents = new Map<string, string[]>();
  for (const def of defs) {
    for (const child of [...def.related, ...(def.children ?? [])]) {
      parents.set(child.resource, [...(parents.get(child.resource) ?? []), def.resource]);
    }
  }
  const byName = new Map(defs.map((d) => [d.resource, d]));
  const memo = new Map<string, Set<Placement>>();
  const visit = (name: string, seen: Set<string>): Set<Placement> => {
    const known = memo.get(name);
    if (known) return known;
    const def = byName.get(name);
    const areas = new Set<Placement>(def?.routes.map((r) => r.menu.area) ?? []);
    if (areas.size === 0) {
      for (const parent of parents.get(name) ?? []) {
        if (!seen.has(parent)) for (const a of visit(parent, new Set([...seen, name]))) areas.add(a);
      }
    }
    if (areas.size === 0) areas.add('shared');
    memo.set(name, areas);
    return areas;
  };
  for (const def of defs) visit(def.resource, new Set());
  // A panel's entries belong to a parent row that is part of the panel too (a comment's
  // timeline header), even when an admin page also lists those parents.
  for (const def of defs) {
    if (!memo.get(def.resource)?.has('shared')) continue;
    for (const field of def.fields) if (field.required && field.reference) memo.get(field.reference)?.add('shared');
  }
  return memo;
}

/** The collections behind an app route, with their related and child collections. */
function collectionsOfRoute(defs: ResourceDef[], path: string): string[] {
  const byName = new Map(defs.map((d) => [d.resource, d]));
  const found = new Set<string>();
  const add = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    const def = byName.get(name);
    for (const child of [...(def?.related ?? []), ...(def?.children ?? [])]) add(child.resource);
  };
  for (const def of defs) if (def.routes.some((r) => r.path === path)) add(def.resource);
  return [...found];
}

/** The CASL rules of a role spec over the registry's collections: one rule per subject, sorted. */
export function rulesOf(spec: RoleSpec, defs: ResourceDef[]): AbilityRule[] {
  const placements = placementsOf(defs);
  const grants = new Map<string, Grant>();
  const grant = (subject: string, g: Grant | undefined) => {
    const best = stronger(grants.get(subject), g);
    if (best) grants.set(subject, best);
  };
  for (const def of defs) {
    for (const place of placements.get(def.resource) ?? []) grant(def.subject, spec.areas[place]);
  }
  for (const [path, g] of Object.entries(spec.routes ?? {})) {
    for (const name of collectionsOfRoute(defs, path)) grant(defs.find((d) => d.resource === name)!.subject, g);
  }
  for (const [path, most] of Object.entries(spec.capped ?? {})) {
    for (const name of collectionsOfRoute(defs, path)) {
      const subject = defs.find((d) => d.resource === name)!.subject;
      const had = grants.get(subject);
      if (had && stronger(had, most) === had && had !== most) grants.set(subject, most);
    }
  }
  const readingAreas = new Set(spec.readReferencesOf ?? []);
  for (const def of defs) {
    if (![...(placements.get(def.resource) ?? [])].some((p) => readingAreas.has(p))) continue;
    for (const field of def.fields) {
      const target = field.reference && defs.find((d) => d.resource === field.reference);
      // The admin area (users, roles) stays closed: a reference to a user is shown by its id.
      if (target && !placements.get(target.resource)?.has('admin')) grant(target.subject, 'read');
    }
  }
  const rules: AbilityRule[] = [...grants.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([subject, g]) => ({ action: ACTIONS_OF[g], subject }));
  for (const [page, g] of Object.entries(spec.pages)) rules.push({ action: ACTIONS_OF[g], subject: page });
  return rules;
}

export interface ShippedRole {
  name: string;
  description: string;
  ability: AbilityRule[];
  home: string;
  /** Its users must set up a second factor first (auth/factors.ts). */
  require_mfa: boolean;
}

/** The shipped roles whose users must set up a second factor: the admin area and the money. */
export const MFA_REQUIRED_ROLES: ReadonlySet<string> = new Set([ADMIN_ROLE, 'finance']);

/** Every shipped role, admin first, with rules and home computed from the registry. */
export function shippedRoles(registry: Registry): ShippedRole[] {
  const routes = new Set(registry.defs.flatMap((d) => d.routes.map((r) => r.path)));
  return [
    { name: ADMIN_ROLE, description: 'Everything, everywhere', ability: ADMIN_RULES, home: '/dashboard' },
    ...ROLE_SPECS.map((spec) => ({
      name: spec.name,
      description: spec.description,
      ability: rulesOf(spec, registry.defs),
      home: spec.home.find((path) => routes.has(path)) ?? '/dashboard',
    })),
  ].map((role) => ({ ...role, require_mfa: MFA_REQUIRED_ROLES.has(role.name) }));
}
