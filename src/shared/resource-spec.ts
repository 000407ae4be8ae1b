/**
 * The meta-schema of a resource YAML (schema/<area>/<resource>.yaml) and its normalised form.
 *
 * A YAML file stores only what differs from the defaults (as Frappe DocTypes do); `normalise`
 * fills the defaults in, so the generator, the server and the app all read one complete
 * `ResourceDef` and never re-derive a default on their own.
 */
import type { FieldFile, ParsedResourceFile, TraitFile } from './resource-file';

export type { ResourceFile, TraitFile } from './resource-file';

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
  /** A text column holding a masterlist record's code (SGD) or name (Singapore): `reference` + `code_field`. */
  'code_reference',
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
  'purchases',
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

/** The panels a record's view page can show, each tied to the record by module and header id. */
export const RECORD_PANELS = ['notes', 'documents', 'logs', 'comments'] as const;
export type RecordPanel = (typeof RECORD_PANELS)[number];

/** The most files one note carries (spec section 9): the Notes panel refuses more, the server answers 422. */
export const MAX_NOTE_FILES = 3;

/** The search dialogs a reference can name (YAML `picker:`), each with the collection it picks from. */
export const PICKER_TARGETS = {
  company: 'companies',
  company_site: 'company_locations',
  product: 'products',
  contract: 'contract_headers',
  relocation_item: 'relocation_item_masters',
} as const;
export type PickerName = keyof typeof PICKER_TARGETS;

/** MUI palette colours a state chip may take (spec section 4: primary, info, warning, danger, success, secondary). */
export const STATE_COLORS = ['default', 'primary', 'secondary', 'info', 'warning', 'error', 'success'] as const;
export type StateColor = (typeof STATE_COLORS)[number];

export const ABILITY_ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const;

/**
 * The longest list an array-valued field accepts unless its YAML says `max_items`: every id of
 * a `references` value is checked against its table, so an unbounded list is unbounded work.
 */
export const DEFAULT_MAX_ITEMS = 1000;

/** The most items an array-valued field accepts (`references`); undefined for other fields. */
export function maxItemsOf(f: FieldDef): number | undefined {
  return f.type === 'references' ? (f.maxItems ?? DEFAULT_MAX_ITEMS) : undefined;
}

/** What of a trait field a resource may not change when it redeclares it (the input drawn for it). */
export const TRAIT_FIELD_SHAPE = ['type', 'reference', 'options', 'help'] as const;

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
  /** references: the most ids one value may hold; absent means DEFAULT_MAX_ITEMS (see maxItemsOf). */
  maxItems?: number;
  /** code_reference: the target's field the column holds. */
  codeField?: string;
  readonly: boolean;
  /** Given when the record is added; an update may send it back unchanged, never another value (YAML create_only). */
  createOnly?: boolean;
  help?: string;
  numbering?: string;
  /** numbering: 'confirm' takes the number when the record is confirmed (status C), not at insert. */
  numberedOn?: 'create' | 'confirm';
  /** reference: { target's field: this form's field (header.<field>: the line's record's) } limiting the choices (YAML depends_on). */
  dependsOn?: Record<string, string>;
  /** reference: the choice picked when what it depends on changes (YAML default_choice). */
  defaultChoice?: Record<string, string | number | boolean>;
  /** reference: { target's field: value } every choice must match, checked by the server too (YAML choices). */
  choices?: Record<string, string | number | boolean>;
  /** reference: { this form's field: target's field } copied on pick (YAML fills). */
  fills?: Record<string, string>;
  /** reference: the search dialog the form offers for it (YAML picker). */
  picker?: PickerName;
  /** json: the value's JSON Schema as answers carry it (YAML shape); its `type` is object or array. */
  shape?: Record<string, unknown>;
  /** The trait this field comes from (schema/traits/). */
  trait?: string;
}

export interface StateDef {
  value: string;
  label: string;
  color: StateColor;
}

export interface TransitionDef {
  name: string;
  label: string;
  from: string[];
  to: string;
  action: (typeof ABILITY_ACTIONS)[number];
  roles: string[] | null;
  requires: string[];
  /** "Cannot <verb> a <noun> that is <state>". */
  verb: string;
}

export interface WorkflowDef {
  field: string;
  noun: string;
  states: StateDef[];
  /** null: every state. */
  editableIn: string[] | null;
  lockedTitle: string;
  transitions: TransitionDef[];
}

export interface ChildDef {
  resource: string;
  target: string;
  field: string;
  label: string;
  /** The trait that brings this child, if any. */
  trait?: string;
  /**
   * Its own routes may write it, while the record may be changed (YAML `written_alone`); without
   * it a row is written only with its record and its own writes answer 409 (db/records.ts).
   */
  writtenAlone?: true;
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
  /** The list a person opens (YAML worklist, `status=work`): these statuses, less `except`'s values. */
  worklist?: { statuses: RecordStatus[]; except: Record<string, string> };
  representation: string;
  readonly: boolean;
  sort: string;
  fields: FieldDef[];
  /** The form's map widget and the fields a chosen place fills (YAML address_map). */
  addressMap?: { name?: string; postal?: string; country?: string; address?: string; site?: string };
  related: RelatedDef[];
  children: ChildDef[];
  /** Every list route: the main one first (when routed), then the extra ones. */
  routes: RouteDef[];
  workflow: WorkflowDef | null;
  /** The traits it takes, in order (their behaviour runs before its own file's). */
  traits: string[];
  /** The record panels under its view page. */
  panels: RecordPanel[];
  /**
   * Its list can be imported from a spreadsheet (api-contract.md "Import"): YAML `import` (default
   * true), never for a read-only list or a child collection written only with its record.
   */
  importable: boolean;
  /** The unique field `mode=update|upsert` finds a row by (YAML import_key; default the only writable unique field). */
  importKey?: string;
}

/** Columns every table has besides its declared fields. */
export const SYSTEM_FIELDS = ['id', 'uuid', 'status', 'created_at', 'updated_at', 'created_by', 'updated_by'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

/** "company_name" -> "Company name" */
export function humanise(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/(ses|xes|ches|shes)$/.test(label)) return label.replace(/es$/, '');
  if (/s$/.test(label) && !/ss$/.test(label)) return label.slice(0, -1);
  return label;
}

/** Fill every default in; `source` is the YAML path relative to the project root. */
function normaliseWorkflow(file: ParsedResourceFile, labelSingular: string): WorkflowDef | null {
  const w = file.workflow;
  if (!w) return null;
  return {
    field: w.field,
    noun: w.noun ?? labelSingular.toLowerCase(),
    states: w.states.map((s) => ({ ...s })),
    editableIn: w.editable_in ? [...w.editable_in] : null,
    lockedTitle: w.locked_title ?? `${labelSingular} cannot be modified in state {label}`,
    transitions: w.transitions.map((t) => ({
      name: t.name,
      label: t.label ?? humanise(t.name),
      from: [...t.from],
      to: t.to,
      action: t.action,
      roles: t.roles ? [...t.roles] : null,
      requires: [...t.requires],
      verb: t.verb ?? (t.label ?? humanise(t.name)).toLowerCase(),
    })),
  };
}

/** The fields of a resource, then its traits' (a redeclared trait field keeps its trait's place), each marked with its trait. */
function withTraits(file: ParsedResourceFile, traits: ReadonlyMap<string, TraitFile>) {
  // The resource's own fields first (its number and dates), then each trait's block.
  const fromTraits = new Set(file.traits.flatMap((name) => Object.keys(traits.get(name)?.fields ?? {})));
  const merged = new Map<string, { field: FieldFile; trait?: string }>();
  for (const [field, def] of Object.entries(file.fields)) if (!fromTraits.has(field)) merged.set(field, { field: def });
  for (const name of file.traits) {
    for (const [field, def] of Object.entries(traits.get(name)?.fields ?? {})) merged.set(field, { field: file.fields[field] ?? def, trait: name });
  }
  const stem = file.resource.replace(/s$/, '');
  const children: Array<{ resource: string; target: string; field: string; label?: string; written_alone?: boolean; trait?: string }> = [
    ...file.traits.flatMap((name) => (traits.get(name)?.children ?? []).map((c) => ({ ...c, resource: c.resource.replace('{stem}', stem), trait: name }))),
    ...file.children,
  ];
  return { merged, children };
}

export function normalise(file: ParsedResourceFile, source: string, traits: ReadonlyMap<string, TraitFile> = new Map()): ResourceDef {
  const stateField = file.workflow?.field;
  const { merged, children } = withTraits(file, traits);
  const fields: FieldDef[] = [...merged].map(([name, { field: declared, trait }]) => {
    // The workflow's state field: a select over the states, starting in the first, set only by transitions.
    const f = name === stateField ? { ...declared, type: 'select' as const, options: file.workflow!.states.map((s) => ({ value: s.value, label: s.label })), default: file.workflow!.states[0].value, required: true, readonly: true } : declared;
    return {
    name,
    type: f.type,
    label: f.label ?? humanise(name),
    required: f.required,
    unique: f.unique,
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.max_length !== undefined ? { maxLength: f.max_length } : {}),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
    ...(f.max_items !== undefined ? { maxItems: f.max_items } : {}),
    list: f.list,
    sortable: f.sortable,
    searchable: f.searchable,
    filterable: f.filterable ?? (f.type === 'reference' || f.sortable),
    ...(f.options
      ? { options: f.options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o)) }
      : {}),
    ...(f.reference ? { reference: f.reference } : {}),
    ...(f.code_field ? { codeField: f.code_field } : {}),
    readonly: f.readonly,
    ...(f.create_only ? { createOnly: true } : {}),
    ...(f.help ? { help: f.help } : {}),
    ...(f.numbering ? { numbering: f.numbering } : {}),
    ...(f.numbered_on ? { numberedOn: f.numbered_on } : {}),
    ...(f.depends_on ? { dependsOn: { ...f.depends_on } } : {}),
    ...(f.default_choice ? { defaultChoice: { ...f.default_choice } } : {}),
    ...(f.choices ? { choices: { ...f.choices } } : {}),
    ...(f.fills ? { fills: { ...f.fills } } : {}),
    ...(f.picker ? { picker: f.picker } : {}),
    ...(f.shape ? { shape: f.shape } : {}),
    ...(trait ? { trait } : {}),
    };
  });
  const label = file.label ?? humanise(file.resource);
  const labelSingular = file.label_singular ?? singular(label);
  const firstText = fields.find((f) => f.type === 'text');
  const writableUnique = fields.filter((f) => f.unique && !f.readonly);
  const importKey = file.import ? (file.import_key ?? (writableUnique.length === 1 ? writableUnique[0].name : undefined)) : undefined;
  return {
    resource: file.resource,
    source,
    table: file.table ?? file.resource.replace(/-/g, '_'),
    label,
    labelSingular,
    route: file.route && file.menu ? `/pages/${file.menu.area}/${file.route}` : file.route ? `/pages/${file.route}` : null,
    menu: file.menu
      ? { area: file.menu.area, order: file.menu.order, icon: file.menu.icon, hidden: file.menu.hidden }
      : null,
    subject: file.subject ?? file.resource,
    uuid: file.uuid,
    statuses: [...file.statuses],
    defaultStatus: file.default_status,
    ...(file.worklist ? { worklist: { statuses: [...file.worklist.statuses], except: { ...(file.worklist.except ?? {}) } } } : {}),
    representation: file.representation ?? firstText?.name ?? 'id',
    readonly: file.readonly,
    sort: file.sort,
    fields,
    ...(file.address_map ? { addressMap: { ...file.address_map } } : {}),
    related: file.related.map((r) => ({ resource: r.resource, target: r.target, label: r.label ?? humanise(r.resource) })),
    children: children.map((c) => ({ resource: c.resource, target: c.target, field: c.field, label: c.label ?? humanise(c.field), ...(c.trait ? { trait: c.trait } : {}), ...(c.written_alone ? { writtenAlone: true as const } : {}) })),
    traits: [...file.traits],
    panels: [...new Set(file.panels)],
    importable: file.import && !file.readonly,
    ...(importKey ? { importKey } : {}),
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
    workflow: normaliseWorkflow(file, labelSingular),
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
    if (def.addressMap) {
      const has = (name: string) => def.fields.some((f) => f.name === name && !f.readonly);
      for (const coordinate of ['latitude', 'longitude']) if (!has(coordinate)) add(def, ['address_map'], `the map widget needs an editable ${coordinate} field`);
      for (const [role, field] of Object.entries(def.addressMap)) if (field && !has(field)) add(def, ['address_map', role], `"${field}" is not an editable field`);
      const site = def.addressMap.site ? def.fields.find((f) => f.name === def.addressMap!.site) : undefined;
      if (site && (site.type !== 'reference' || site.reference !== 'company_locations')) add(def, ['address_map', 'site'], `"${site.name}" is not a reference to company_locations`);
    }
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
    if (def.worklist) {
      for (const s of def.worklist.statuses) if (!def.statuses.includes(s)) add(def, ['worklist', 'statuses'], `worklist status "${s}" is not one of statuses`);
      for (const [key, value] of Object.entries(def.worklist.except)) {
        const f = def.fields.find((x) => x.name === key);
        if (!f) add(def, ['worklist', 'except'], `worklist field "${key}" is not a field`);
        else if (f.options && !f.options.some((o) => o.value === value)) add(def, ['worklist', 'except'], `worklist value "${value}" is not an option of ${key}`);
      }
    }
    if (def.workflow) workflowProblems(def, def.workflow, (path, message) => add(def, ['workflow', ...path], message));
    if (def.importKey && !def.fields.some((f) => f.name === def.importKey)) add(def, ['import_key'], `import_key "${def.importKey}" is not a field`);
  }
  for (const def of defs) {
    for (const f of def.fields) {
      if (f.reference && !byName.has(f.reference)) {
        add(def, ['fields', f.name, 'reference'], `field "${f.name}" references unknown resource "${f.reference}"`);
      } else if (f.codeField && !byName.get(f.reference!)!.fields.some((t) => t.name === f.codeField)) {
        add(def, ['fields', f.name, 'code_field'], `"${f.codeField}" is not a field of ${f.reference}`);
      } else if (f.type === 'reference' && f.searchable) {
        // A searchable reference searches what its record is shown as, through that field's search index.
        const target = byName.get(f.reference!)!;
        if (!target.fields.some((t) => t.name === target.representation && t.searchable && !t.reference)) {
          add(def, ['fields', f.name, 'searchable'], `a searchable reference searches its record's representation: "${target.representation}" of ${f.reference} is not a searchable field`);
        }
      }
    }
    problems.push(...linkedReferenceProblems(def, byName));
    const own = def.children.filter((c) => !c.trait);
    def.children.forEach((c) => {
      const target = byName.get(c.resource);
      // A trait's child is reported at the trait's name in the file, the resource's own at its entry.
      const at = c.trait ? ['traits', def.traits.indexOf(c.trait)] : ['children', own.indexOf(c)];
      const from = c.trait ? ` (from trait ${c.trait})` : '';
      if (!target) add(def, c.trait ? at : [...at, 'resource'], `child resource "${c.resource}"${from} is not defined`);
      else if (!target.fields.some((f) => f.name === c.target && f.reference === def.resource)) {
        add(def, c.trait ? at : [...at, 'target'], `child resource "${c.resource}"${from} has no field "${c.target}" referencing ${def.resource}`);
      }
    });
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

/** A workflow's own consistency: its field exists, transitions name states, names are unique. */
function workflowProblems(def: ResourceDef, w: WorkflowDef, add: (path: Array<string | number>, message: string) => void): void {
  if (!def.fields.some((f) => f.name === w.field)) add(['field'], `state field "${w.field}" is not a field`);
  const states = new Set<string>();
  w.states.forEach((s, i) => {
    if (states.has(s.value)) add(['states', i, 'value'], `state "${s.value}" is declared twice`);
    states.add(s.value);
  });
  (w.editableIn ?? []).forEach((s, i) => {
    if (!states.has(s)) add(['editable_in', i], `"${s}" is not a state`);
  });
  const names = new Set<string>();
  w.transitions.forEach((t, i) => {
    if (names.has(t.name)) add(['transitions', i, 'name'], `transition "${t.name}" is declared twice`);
    names.add(t.name);
    t.from.forEach((s, j) => {
      if (!states.has(s)) add(['transitions', i, 'from', j], `"${s}" is not a state`);
    });
    if (!states.has(t.to)) add(['transitions', i, 'to'], `"${t.to}" is not a state`);
    t.requires.forEach((f, j) => {
      if (!def.fields.some((x) => x.name === f)) add(['transitions', i, 'requires', j], `"${f}" is not a field`);
    });
  });
}

/** depends_on on a child line: `header.company_id` is the company_id of the record the line belongs to. */
export const HEADER_PREFIX = 'header.';

/**
 * depends_on, default_choice and fills name real fields: this resource's (for a child line, the
 * line's own: a line's product fills the line), and the target's, filterable where the picker
 * filters by them.
 */
function linkedReferenceProblems(def: ResourceDef, byName: Map<string, ResourceDef>): RegistryProblem[] {
  const problems: RegistryProblem[] = [];
  // A child line's form also holds its record's fields, as header.<field>.
  const headers = [...byName.values()].filter((d) => d.children.some((c) => c.resource === def.resource));
  const inForm = (name: string) =>
    name.startsWith(HEADER_PREFIX) ? headers.length > 0 && headers.every((h) => h.fields.some((f) => f.name === name.slice(HEADER_PREFIX.length))) : def.fields.some((f) => f.name === name);
  for (const f of def.fields) {
    const target = f.reference ? byName.get(f.reference) : undefined;
    if (!target) continue;
    const add = (key: string, message: string) => problems.push({ source: def.source, path: ['fields', f.name, key], message });
    const targetField = (name: string) => target.fields.find((t) => t.name === name);
    for (const [by, formField] of Object.entries(f.dependsOn ?? {})) {
      if (!targetField(by)?.filterable) add('depends_on', `"${by}" is not a filterable field of ${target.resource}`);
      if (!inForm(formField)) add('depends_on', `"${formField}" is not a field of this form`);
    }
    for (const by of Object.keys(f.choices ?? {})) {
      if (!targetField(by)?.filterable) add('choices', `"${by}" is not a filterable field of ${target.resource}`);
    }
    for (const by of Object.keys(f.defaultChoice ?? {})) {
      if (!targetField(by)?.filterable) add('default_choice', `"${by}" is not a filterable field of ${target.resource}`);
    }
    for (const [formField, from] of Object.entries(f.fills ?? {})) {
      if (!def.fields.some((x) => x.name === formField && !x.readonly)) add('fills', `"${formField}" is not an editable field of ${def.resource}`);
      if (!targetField(from)) add('fills', `"${from}" is not a field of ${target.resource}`);
    }
  }
  return problems;
}

/** The problems of `registryProblems` as `file: message` lines. */
export function checkRegistry(defs: ResourceDef[]): string[] {
  return registryProblems(defs).map((p) => `${p.source}: ${p.message}`);
}
