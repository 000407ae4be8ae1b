/**
 * The meta-schema of a resource YAML (schema/<area>/<resource>.yaml) and its normalised form.
 *
 * A YAML file stores only what differs from the defaults (as Frappe DocTypes do); `normalise`
 * fills the defaults in, so the generator, the server and the app all read one complete
 * `ResourceDef` and never re-derive a default on their own.
 */
import { z } from 'zod';

export const FIELD_TYPES = [
  'text',
  'richtext',
  'number',
  'money',
  'integer',
  'boolean',
  'date',
  'datetime',
  'email',
  'phone',
  'select',
  'reference',
  'references',
  'file',
  'image',
  'json',
  'password',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Record status codes (spec section 3, "Grid status codes"). */
export const RECORD_STATUSES = ['N', 'O', 'R', 'C', 'V'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** Menu areas in the order the menu shows them (spec section 2, route table). */
export const MENU_AREAS = [
  'dashboards',
  'services-tools',
  'sales-tools',
  'masterlists',
  'catalogues',
  'agreements',
  'e-commerce',
  'banners',
  'feedbacks',
  'dev-tools',
  'admin',
] as const;
export type MenuArea = (typeof MENU_AREAS)[number];

const identifier = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, 'must be lower snake_case (a-z, 0-9, _), starting with a letter');
const collectionName = z
  .string()
  .regex(/^[a-z][a-z0-9_-]*$/, 'must be lower case letters, digits, _ or -, starting with a letter');

const optionSchema = z.union([
  z.string(),
  z.object({ value: z.string(), label: z.string() }).strict(),
]);

const fieldSchema = z
  .object({
    type: z.enum(FIELD_TYPES).default('text'),
    /** English label; other languages live in locales/. Default: the humanised field name. */
    label: z.string().optional(),
    required: z.boolean().default(false),
    unique: z.boolean().default(false),
    default: z.union([z.string(), z.number(), z.boolean()]).optional(),
    /** Longest accepted text, in characters. */
    max_length: z.number().int().positive().optional(),
    /** number, integer, money: the smallest and largest accepted values. */
    min: z.number().optional(),
    max: z.number().optional(),
    /** Shown as a column of the list. */
    list: z.boolean().default(false),
    sortable: z.boolean().default(false),
    /** Part of the free-text `filter` of the list query. */
    searchable: z.boolean().default(false),
    /** Accepted as a `filterExt` key. Reference fields are filterable by default. */
    filterable: z.boolean().optional(),
    /** select: the allowed values. */
    options: z.array(optionSchema).optional(),
    /** reference / references: the target collection. */
    reference: collectionName.optional(),
    /** Read-only in forms (still returned by the API); the server sets it. */
    readonly: z.boolean().default(false),
    /** A longer help text under the input. */
    help: z.string().optional(),
    /** text: filled at insert from this numbering series (e.g. QUO-00042) when left empty. */
    numbering: identifier.optional(),
  })
  .strict()
  .superRefine((field, ctx) => {
    if (field.type === 'select' && !field.options?.length) {
      ctx.addIssue({ code: 'custom', message: 'a select field needs options', path: ['options'] });
    }
    if ((field.type === 'reference' || field.type === 'references') && !field.reference) {
      ctx.addIssue({ code: 'custom', message: `a ${field.type} field needs reference: <collection>`, path: ['reference'] });
    }
    if ((field.min !== undefined || field.max !== undefined) && !['number', 'integer', 'money'].includes(field.type)) {
      ctx.addIssue({ code: 'custom', message: 'min and max apply to number, integer and money fields', path: ['min'] });
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      ctx.addIssue({ code: 'custom', message: 'min is larger than max', path: ['min'] });
    }
    if (field.type === 'password' && (field.list || field.searchable || field.sortable || field.filterable)) {
      ctx.addIssue({ code: 'custom', message: 'a password field is write-only: no list, sort, search or filter', path: ['type'] });
    }
  });

const menuSchema = z
  .object({
    area: z.enum(MENU_AREAS),
    order: z.number().int().default(100),
    /** A @mui/icons-material icon name. */
    icon: z.string().regex(/^[A-Z][A-Za-z0-9]*$/).default('ListAlt'),
    hidden: z.boolean().default(false),
  })
  .strict();

const relatedSchema = z
  .object({
    resource: collectionName,
    /** The field of the related resource that holds this record's id. */
    target: identifier,
    label: z.string().optional(),
  })
  .strict();

export const resourceFileSchema = z
  .object({
    /** Collection name under /api/v1; also the ability subject and i18n key. */
    resource: collectionName,
    /** Database table; default: the collection name with - turned into _. */
    table: identifier.optional(),
    /** English plural name. */
    label: z.string().optional(),
    /** English singular name. */
    label_singular: z.string().optional(),
    /** The list route under /pages/<area>/; none for resources only edited inside another. */
    route: z
      .string()
      .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be a path like masterlists/uom')
      .optional(),
    menu: menuSchema.optional(),
    /** CASL subject; default: the collection name. */
    subject: z.string().optional(),
    /** Records get a UUIDv4 at insert, and list edit links use it. */
    uuid: z.boolean().default(false),
    /** The record statuses this resource uses; the first of `default_status` otherwise 'O'. */
    statuses: z.array(z.enum(RECORD_STATUSES)).nonempty().default([...RECORD_STATUSES]),
    default_status: z.enum(RECORD_STATUSES).default('O'),
    /** A record's display name in references and titles. */
    representation: identifier.optional(),
    /** Read-only collections accept only list and get (the audit log). */
    readonly: z.boolean().default(false),
    /** Default list sort, contract syntax. */
    sort: z.string().default('-updated_at'),
    fields: z.record(identifier, fieldSchema),
    /**
     * More list routes over the same collection, each with a permanent filter that also fills
     * the new record (suppliers are companies with co_type Supplier; the calendar lists job orders).
     */
    extra_routes: z
      .array(
        z
          .object({
            route: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be a path like masterlists/supplier'),
            label: z.string(),
            label_singular: z.string().optional(),
            filter: z.record(identifier, z.union([z.string(), z.number().int()])).default({}),
            menu: menuSchema,
          })
          .strict(),
      )
      .default([]),
    /** Related lists shown on the edit page (a company's sites). */
    related: z.array(relatedSchema).default([]),
    /**
     * Child lines edited inside this record's form and saved with it in one transaction
     * (quotation lines, checklist items): sent and answered as an array under `field`.
     */
    children: z
      .array(
        z
          .object({
            resource: collectionName,
            /** The child's field holding this record's id. */
            target: identifier,
            /** The array's name in this record's body. */
            field: identifier,
            label: z.string().optional(),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

export type ResourceFile = z.input<typeof resourceFileSchema>;

export interface OptionDef {
  value: string;
  label: string;
}

export interface FieldDef {
  name: string;
  type: FieldType;
  label: string;
  required: boolean;
  unique: boolean;
  default?: string | number | boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  list: boolean;
  sortable: boolean;
  searchable: boolean;
  filterable: boolean;
  options?: OptionDef[];
  reference?: string;
  readonly: boolean;
  help?: string;
  numbering?: string;
}

export interface ChildDef {
  resource: string;
  target: string;
  field: string;
  label: string;
}

export interface RelatedDef {
  resource: string;
  target: string;
  label: string;
}

/** One list route of a resource: its main route, or an extra one with a permanent filter. */
export interface RouteDef {
  /** Full app path, e.g. /pages/masterlists/supplier. */
  path: string;
  /** i18n key of the route's (plural |||| singular) name. */
  labelKey: string;
  label: string;
  labelSingular: string;
  menu: { area: MenuArea; order: number; icon: string; hidden: boolean };
  filter: Record<string, string | number>;
}

export interface ResourceDef {
  resource: string;
  /** The YAML file, relative to the project root. */
  source: string;
  table: string;
  label: string;
  labelSingular: string;
  /** Full app path of the list, e.g. /pages/masterlists/uom; null when not routed. */
  route: string | null;
  menu: { area: MenuArea; order: number; icon: string; hidden: boolean } | null;
  subject: string;
  uuid: boolean;
  statuses: RecordStatus[];
  defaultStatus: RecordStatus;
  representation: string;
  readonly: boolean;
  sort: string;
  fields: FieldDef[];
  related: RelatedDef[];
  children: ChildDef[];
  /** Every list route: the main one first (when routed), then the extra ones. */
  routes: RouteDef[];
}

/** Columns every table has besides its declared fields. */
export const SYSTEM_FIELDS = ['id', 'uuid', 'status', 'created_at', 'updated_at', 'created_by', 'updated_by'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

/** "company_name" -> "Company name" */
export function humanise(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/(ses|xes|ches|shes)$/.test(label)) return label.replace(/es$/, '');
  if (/s$/.test(label) && !/ss$/.test(label)) return label.slice(0, -1);
  return label;
}

/** Fill every default in; `source` is the YAML path relative to the project root. */
export function normalise(file: z.output<typeof resourceFileSchema>, source: string): ResourceDef {
  const fields: FieldDef[] = Object.entries(file.fields).map(([name, f]) => ({
    name,
    type: f.type,
    label: f.label ?? humanise(name),
    required: f.required,
    unique: f.unique,
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.max_length !== undefined ? { maxLength: f.max_length } : {}),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
    list: f.list,
    sortable: f.sortable,
    searchable: f.searchable,
    filterable: f.filterable ?? (f.type === 'reference' || f.sortable),
    ...(f.options
      ? { options: f.options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o)) }
      : {}),
    ...(f.reference ? { reference: f.reference } : {}),
    readonly: f.readonly,
    ...(f.help ? { help: f.help } : {}),
    ...(f.numbering ? { numbering: f.numbering } : {}),
  }));
  const label = file.label ?? humanise(file.resource);
  const firstText = fields.find((f) => f.type === 'text');
  return {
    resource: file.resource,
    source,
    table: file.table ?? file.resource.replace(/-/g, '_'),
    label,
    labelSingular: file.label_singular ?? singular(label),
    route: file.route && file.menu ? `/pages/${file.menu.area}/${file.route}` : file.route ? `/pages/${file.route}` : null,
    menu: file.menu
      ? { area: file.menu.area, order: file.menu.order, icon: file.menu.icon, hidden: file.menu.hidden }
      : null,
    subject: file.subject ?? file.resource,
    uuid: file.uuid,
    statuses: [...file.statuses],
    defaultStatus: file.default_status,
    representation: file.representation ?? firstText?.name ?? 'id',
    readonly: file.readonly,
    sort: file.sort,
    fields,
    related: file.related.map((r) => ({ resource: r.resource, target: r.target, label: r.label ?? humanise(r.resource) })),
    children: file.children.map((c) => ({ resource: c.resource, target: c.target, field: c.field, label: c.label ?? humanise(c.field) })),
    routes: [
      ...(file.route && file.menu
        ? [{ path: `/pages/${file.menu.area}/${file.route}`, labelKey: `resources.${file.resource}.name`, label, labelSingular: file.label_singular ?? singular(label), menu: { ...file.menu }, filter: {} }]
        : []),
      ...file.extra_routes.map((r) => ({
        path: `/pages/${r.menu.area}/${r.route}`,
        labelKey: `resources.${file.resource}.routes.${r.route.replace(/\//g, '_')}`,
        label: r.label,
        labelSingular: r.label_singular ?? singular(r.label),
        menu: { ...r.menu },
        filter: { ...r.filter },
      })),
    ],
  };
}

/** A cross-resource problem: the file, the YAML path it concerns, and what is wrong. */
export interface RegistryProblem {
  source: string;
  path: Array<string | number>;
  message: string;
}

/** Cross-resource checks that a single file cannot make (references resolve, names are unique). */
export function registryProblems(defs: ResourceDef[]): RegistryProblem[] {
  const problems: RegistryProblem[] = [];
  const add = (def: ResourceDef, path: Array<string | number>, message: string) => problems.push({ source: def.source, path, message });
  const byName = new Map<string, ResourceDef>();
  const tables = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const def of defs) {
    if (byName.has(def.resource)) add(def, ['resource'], `resource "${def.resource}" is also defined in ${byName.get(def.resource)!.source}`);
    byName.set(def.resource, def);
    if (tables.has(def.table)) add(def, ['table'], `table "${def.table}" is also used by ${tables.get(def.table)}`);
    tables.set(def.table, def.source);
    if (def.route && !def.menu) add(def, ['route'], 'a routed resource needs menu: { area: ... } (the route lives under /pages/<area>/)');
    def.routes.forEach((r, i) => {
      const at = i === 0 && def.route === r.path ? ['route'] : ['extra_routes', i - (def.route ? 1 : 0), 'route'];
      if (routes.has(r.path)) add(def, at, `route "${r.path}" is also used by ${routes.get(r.path)}`);
      routes.set(r.path, def.source);
      for (const key of Object.keys(r.filter)) {
        const f = def.fields.find((x) => x.name === key);
        if (!f) add(def, at.slice(0, -1).concat('filter'), `filter field "${key}" is not a field`);
        else if (f.options && !f.options.some((o) => o.value === r.filter[key])) {
          add(def, at.slice(0, -1).concat('filter'), `filter value "${r.filter[key]}" is not an option of ${key}`);
        }
      }
    });
    for (const f of def.fields) {
      if ((SYSTEM_FIELDS as readonly string[]).includes(f.name)) {
        add(def, ['fields', f.name], `field "${f.name}" is a system field and is added to every resource`);
      }
    }
    if (def.representation !== 'id' && !def.fields.some((f) => f.name === def.representation)) {
      add(def, ['representation'], `representation "${def.representation}" is not a field`);
    }
    if (!def.statuses.includes(def.defaultStatus)) {
      add(def, ['default_status'], `default_status "${def.defaultStatus}" is not one of statuses`);
    }
  }
  for (const def of defs) {
    for (const f of def.fields) {
      if (f.reference && !byName.has(f.reference)) {
        add(def, ['fields', f.name, 'reference'], `field "${f.name}" references unknown resource "${f.reference}"`);
      }
    }
    def.related.forEach((r, i) => {
      const target = byName.get(r.resource);
      if (!target) add(def, ['related', i, 'resource'], `related resource "${r.resource}" is not defined`);
      else if (!target.fields.some((f) => f.name === r.target)) {
        add(def, ['related', i, 'target'], `related resource "${r.resource}" has no field "${r.target}"`);
      }
    });
  }
  return problems;
}

/** The problems of `registryProblems` as `file: message` lines. */
export function checkRegistry(defs: ResourceDef[]): string[] {
  return registryProblems(defs).map((p) => `${p.source}: ${p.message}`);
}
