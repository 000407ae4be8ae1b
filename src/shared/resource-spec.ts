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

/** The search dialogs a reference can name (YAML `picker:`), each with the collection it picks from. */
export const PICKER_TARGETS = {
  company: 'companies',
  company_site: 'company_locations',
  product: 'products',
  contract: 'contract_headers',
  relocation_item: 'relocation_item_masters',
} as const;
export type PickerName = keyof typeof PICKER_TARGETS;

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
    /** reference / references / code_reference: the target collection. */
    reference: collectionName.optional(),
    /** references: the most ids one value may hold (DEFAULT_MAX_ITEMS when not given). */
    max_items: z.number().int().positive().optional(),
    /** code_reference: the target's field the column holds (currencies' code, countries' name). */
    code_field: identifier.optional(),
    /** Read-only in forms (still returned by the API); the server sets it. */
    readonly: z.boolean().default(false),
    /** A longer help text under the input. */
    help: z.string().optional(),
    /** text: filled at insert from this numbering series (e.g. QUO-00042) when left empty. */
    numbering: identifier.optional(),
    /** numbering: when the number is taken; `confirm` leaves drafts unnumbered (sales documents). */
    numbered_on: z.enum(['create', 'confirm']).optional(),
    /**
     * reference: its choices are limited by other fields of the same form, as
     * { <target's filterable field>: <this form's field> }: a site picker with
     * { header_id: company_id } offers only the chosen company's sites (none before one is chosen).
     */
    depends_on: z.record(identifier, identifier).optional(),
    /**
     * reference with depends_on: when what it depends on is changed, the choice matching these
     * values of the target's filterable fields is picked ({ is_default: true }: the default site).
     */
    default_choice: z.record(identifier, z.union([z.string(), z.number().int(), z.boolean()])).optional(),
    /**
     * reference: picking a record copies some of its fields into this form, as
     * { <this form's field>: <target's field> } ({ contact_phone: tel }).
     */
    fills: z.record(identifier, identifier).optional(),
    /**
     * reference: the form offers the named search dialog (src/app/crud/pickers/) beside the
     * input: `company`, `company_site`, `product`, `contract`, `relocation_item`.
     */
    picker: z.enum(Object.keys(PICKER_TARGETS) as [PickerName, ...PickerName[]]).optional(),
  })
  .strict()
  .superRefine((field, ctx) => {
    if (field.picker && (field.type !== 'reference' || field.reference !== PICKER_TARGETS[field.picker])) {
      ctx.addIssue({ code: 'custom', message: `picker ${field.picker} is for a reference to ${PICKER_TARGETS[field.picker]}`, path: ['picker'] });
    }
    if (field.type === 'select' && !field.options?.length) {
      ctx.addIssue({ code: 'custom', message: 'a select field needs options', path: ['options'] });
    }
    if ((field.type === 'reference' || field.type === 'references' || field.type === 'code_reference') && !field.reference) {
      ctx.addIssue({ code: 'custom', message: `a ${field.type} field needs reference: <collection>`, path: ['reference'] });
    }
    if (field.max_items !== undefined && field.type !== 'references') {
      ctx.addIssue({ code: 'custom', message: 'max_items applies to references fields', path: ['max_items'] });
    }
    if ((field.type === 'code_reference') !== (field.code_field !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'code_field goes with type: code_reference, and it needs one', path: ['code_field'] });
    }
    if ((field.min !== undefined || field.max !== undefined) && !['number', 'integer', 'money'].includes(field.type)) {
      ctx.addIssue({ code: 'custom', message: 'min and max apply to number, integer and money fields', path: ['min'] });
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
      ctx.addIssue({ code: 'custom', message: 'min is larger than max', path: ['min'] });
    }
    for (const key of ['depends_on', 'fills'] as const) {
      if (field[key] && field.type !== 'reference') ctx.addIssue({ code: 'custom', message: `${key} applies to reference fields`, path: [key] });
    }
    if (field.default_choice && !field.depends_on) ctx.addIssue({ code: 'custom', message: 'default_choice needs depends_on', path: ['default_choice'] });
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

/** MUI palette colours a state chip may take (spec section 4: primary, info, warning, danger, success, secondary). */
export const STATE_COLORS = ['default', 'primary', 'secondary', 'info', 'warning', 'error', 'success'] as const;
export type StateColor = (typeof STATE_COLORS)[number];

const ABILITY_ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const;

/**
 * A workflow: the field holding a record's state, its states, and the named transitions between
 * them. One server engine enforces every workflow (src/server/workflow/); the state field is
 * never changed by a plain update, only by a transition.
 */
const workflowSchema = z
  .object({
    /** The state field; declared under `fields` for its list flags, its options come from `states`. */
    field: identifier,
    /** How a person names one record in a refusal ("Cannot start a job that is Done"); default: the singular label. */
    noun: z.string().optional(),
    /** In order; a new record starts in the first. */
    states: z
      .array(z.object({ value: z.string().min(1), label: z.string(), color: z.enum(STATE_COLORS).default('default') }).strict())
      .nonempty(),
    /** States in which a plain update and a delete are allowed; default every state. */
    editable_in: z.array(z.string()).optional(),
    /** The 409 title outside `editable_in`; `{label}` is the state's label. */
    locked_title: z.string().optional(),
    transitions: z
      .array(
        z
          .object({
            name: identifier,
            /** English label of its action button; default: the humanised name. */
            label: z.string().optional(),
            from: z.array(z.string()).nonempty(),
            to: z.string(),
            /** Who may run it: this ability action on the resource (default update) ... */
            action: z.enum(ABILITY_ACTIONS).default('update'),
            /** ... and, when given, only these roles. */
            roles: z.array(z.string()).nonempty().optional(),
            /** Fields that must hold a value (on the record or sent with the transition) to run it. */
            requires: z.array(identifier).default([]),
            /** The verb of its 409 title from any other state ("Cannot <verb> a <noun> that is <state>"); default: the label. */
            verb: z.string().optional(),
          })
          .strict(),
      )
      .nonempty(),
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
    /**
     * The form's map widget (spec section 2): an address search and a map with the record's
     * latitude and longitude (fields it must have); a chosen place also fills the fields named here.
     */
    address_map: z.object({ name: identifier.optional(), postal: identifier.optional(), country: identifier.optional() }).strict().optional(),
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
    workflow: workflowSchema.optional(),
    /**
     * Shared fragments (schema/traits/<trait>.yaml) whose fields come first and whose children
     * and behaviour (src/server/traits/<trait>.ts) this resource takes: `traits: [priced_document]`.
     */
    traits: z.array(identifier).default([]),
    /**
     * The record panels under its view page, in order (spec section 2, "Notes panel, Documents
     * panel, Logs panel and Comments panel"): `panels: [notes, documents, logs, comments]`.
     */
    panels: z.array(z.enum(RECORD_PANELS)).default([]),
  })
  .strict()
  .superRefine((file, ctx) => {
    // The state field is declared with its list flags only: type, options and default come from the workflow.
    const state = file.workflow ? file.fields[file.workflow.field] : undefined;
    if (state && (state.type !== 'text' || state.options || state.default !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'the workflow state field takes its type, options and default from workflow.states', path: ['fields', file.workflow!.field] });
    }
  });

export type ResourceFile = z.input<typeof resourceFileSchema>;

/**
 * The longest list an array-valued field accepts unless its YAML says `max_items`: every id of
 * a `references` value is checked against its table, so an unbounded list is unbounded work.
 */
export const DEFAULT_MAX_ITEMS = 1000;

/** The most items an array-valued field accepts (`references`); undefined for other fields. */
export function maxItemsOf(f: FieldDef): number | undefined {
  return f.type === 'references' ? (f.maxItems ?? DEFAULT_MAX_ITEMS) : undefined;
}

/**
 * A trait: fields and children several resources share (schema/traits/<trait>.yaml), after the
 * resource's own fields. A child's
 * `resource` may say `{stem}`: the taking resource's name without its plural s (quotations ->
 * quotation_lines). A resource may redeclare a trait field to change its label, required flag or
 * default, not what kind of input it is.
 */
export const traitFileSchema = z
  .object({
    trait: identifier,
    fields: z.record(identifier, fieldSchema),
    children: z
      .array(
        z
          .object({ resource: z.string().regex(/^[a-z{][a-z0-9_{}-]*$/), target: identifier, field: identifier, label: z.string().optional() })
          .strict(),
      )
      .default([]),
  })
  .strict();

export type TraitFile = z.output<typeof traitFileSchema>;

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
  help?: string;
  numbering?: string;
  /** numbering: 'confirm' takes the number when the record is confirmed (status C), not at insert. */
  numberedOn?: 'create' | 'confirm';
  /** reference: { target's field: this form's field } limiting the choices (YAML depends_on). */
  dependsOn?: Record<string, string>;
  /** reference: the choice picked when what it depends on changes (YAML default_choice). */
  defaultChoice?: Record<string, string | number | boolean>;
  /** reference: { this form's field: target's field } copied on pick (YAML fills). */
  fills?: Record<string, string>;
  /** reference: the search dialog the form offers for it (YAML picker). */
  picker?: PickerName;
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
  /** The form's map widget and the fields a chosen place fills (YAML address_map). */
  addressMap?: { name?: string; postal?: string; country?: string };
  related: RelatedDef[];
  children: ChildDef[];
  /** Every list route: the main one first (when routed), then the extra ones. */
  routes: RouteDef[];
  workflow: WorkflowDef | null;
  /** The traits it takes, in order (their behaviour runs before its own file's). */
  traits: string[];
  /** The record panels under its view page. */
  panels: RecordPanel[];
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
function normaliseWorkflow(file: z.output<typeof resourceFileSchema>, labelSingular: string): WorkflowDef | null {
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
function withTraits(file: z.output<typeof resourceFileSchema>, traits: ReadonlyMap<string, TraitFile>) {
  // The resource's own fields first (its number and dates), then each trait's block.
  const fromTraits = new Set(file.traits.flatMap((name) => Object.keys(traits.get(name)?.fields ?? {})));
  const merged = new Map<string, { field: z.output<typeof fieldSchema>; trait?: string }>();
  for (const [field, def] of Object.entries(file.fields)) if (!fromTraits.has(field)) merged.set(field, { field: def });
  for (const name of file.traits) {
    for (const [field, def] of Object.entries(traits.get(name)?.fields ?? {})) merged.set(field, { field: file.fields[field] ?? def, trait: name });
  }
  const stem = file.resource.replace(/s$/, '');
  const children: Array<{ resource: string; target: string; field: string; label?: string; trait?: string }> = [
    ...file.traits.flatMap((name) => (traits.get(name)?.children ?? []).map((c) => ({ ...c, resource: c.resource.replace('{stem}', stem), trait: name }))),
    ...file.children,
  ];
  return { merged, children };
}

export function normalise(file: z.output<typeof resourceFileSchema>, source: string, traits: ReadonlyMap<string, TraitFile> = new Map()): ResourceDef {
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
    ...(f.help ? { help: f.help } : {}),
    ...(f.numbering ? { numbering: f.numbering } : {}),
    ...(f.numbered_on ? { numberedOn: f.numbered_on } : {}),
    ...(f.depends_on ? { dependsOn: { ...f.depends_on } } : {}),
    ...(f.default_choice ? { defaultChoice: { ...f.default_choice } } : {}),
    ...(f.fills ? { fills: { ...f.fills } } : {}),
    ...(f.picker ? { picker: f.picker } : {}),
    ...(trait ? { trait } : {}),
    };
  });
  const label = file.label ?? humanise(file.resource);
  const labelSingular = file.label_singular ?? singular(label);
  const firstText = fields.find((f) => f.type === 'text');
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
    representation: file.representation ?? firstText?.name ?? 'id',
    readonly: file.readonly,
    sort: file.sort,
    fields,
    ...(file.address_map ? { addressMap: { ...file.address_map } } : {}),
    related: file.related.map((r) => ({ resource: r.resource, target: r.target, label: r.label ?? humanise(r.resource) })),
    children: children.map((c) => ({ resource: c.resource, target: c.target, field: c.field, label: c.label ?? humanise(c.field), ...(c.trait ? { trait: c.trait } : {}) })),
    traits: [...file.traits],
    panels: [...new Set(file.panels)],
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
    if (def.workflow) workflowProblems(def, def.workflow, (path, message) => add(def, ['workflow', ...path], message));
  }
  for (const def of defs) {
    for (const f of def.fields) {
      if (f.reference && !byName.has(f.reference)) {
        add(def, ['fields', f.name, 'reference'], `field "${f.name}" references unknown resource "${f.reference}"`);
      } else if (f.codeField && !byName.get(f.reference!)!.fields.some((t) => t.name === f.codeField)) {
        add(def, ['fields', f.name, 'code_field'], `"${f.codeField}" is not a field of ${f.reference}`);
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

/**
 * depends_on, default_choice and fills name real fields: this resource's (for a child line, the
 * line's own: a line's product fills the line), and the target's, filterable where the picker
 * filters by them.
 */
function linkedReferenceProblems(def: ResourceDef, byName: Map<string, ResourceDef>): RegistryProblem[] {
  const problems: RegistryProblem[] = [];
  const inForm = (name: string) => def.fields.some((f) => f.name === name);
  for (const f of def.fields) {
    const target = f.reference ? byName.get(f.reference) : undefined;
    if (!target) continue;
    const add = (key: string, message: string) => problems.push({ source: def.source, path: ['fields', f.name, key], message });
    const targetField = (name: string) => target.fields.find((t) => t.name === name);
    for (const [by, formField] of Object.entries(f.dependsOn ?? {})) {
      if (!targetField(by)?.filterable) add('depends_on', `"${by}" is not a filterable field of ${target.resource}`);
      if (!inForm(formField)) add('depends_on', `"${formField}" is not a field of this form`);
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
