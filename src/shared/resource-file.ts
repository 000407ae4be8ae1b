/**
 * The meta-schema of a resource YAML and of a trait YAML, as zod schemas: what the generator
 * (generator/load.ts) checks each file against before `normalise` (resource-spec.ts) fills the
 * defaults in. Apart from resource-spec.ts so the app, which reads only the normalised
 * definitions, does not carry zod and these schemas in its bundle.
 */
import { z } from 'zod';
import { ABILITY_ACTIONS, FIELD_TYPES, MENU_AREAS, PICKER_TARGETS, RECORD_PANELS, RECORD_STATUSES, STATE_COLORS, type PickerName } from './resource-spec';

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
    /** reference / references / code_reference: the target collection. */
    reference: collectionName.optional(),
    /** references: the most ids one value may hold (DEFAULT_MAX_ITEMS when not given). */
    max_items: z.number().int().positive().optional(),
    /** code_reference: the target's field the column holds (currencies' code, countries' name). */
    code_field: identifier.optional(),
    /** Read-only in forms (still returned by the API); the server sets it. */
    readonly: z.boolean().default(false),
    /**
     * Given when the record is added, not changed afterwards: the add form asks for it, the edit
     * form shows it disabled, and an update that sends another value is refused (422).
     */
    create_only: z.boolean().optional(),
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
     * On a child line, `header.<field>` names a field of the record the line belongs to (a
     * contract's covered site: { header_id: header.company_id }).
     */
    depends_on: z.record(identifier, z.string().regex(/^(header\.)?[a-z][a-z0-9_]*$/, 'must be a field of this form, or header.<field> on a child line')).optional(),
    /**
     * reference with depends_on: when what it depends on is changed, the choice matching these
     * values of the target's filterable fields is picked ({ is_default: true }: the default site).
     */
    default_choice: z.record(identifier, z.union([z.string(), z.number().int(), z.boolean()])).optional(),
    /**
     * reference: only the target's records whose filterable fields hold these values may be
     * chosen, in the form, its picker and by the server ({ co_type: Customer }: customers only).
     */
    choices: z.record(identifier, z.union([z.string(), z.number().int(), z.boolean()])).optional(),
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
    /**
     * json: the value's shape as a JSON Schema ({type: array, items: {...}}), as answers carry it:
     * the API's description publishes it, so a generated client types the value. What a write may
     * send is checked by the resource's behaviour, in its own words.
     */
    shape: z.record(z.string(), z.unknown()).optional(),
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
    if (field.shape !== undefined && field.type !== 'json') {
      ctx.addIssue({ code: 'custom', message: 'shape applies to json fields', path: ['shape'] });
    }
    if (field.shape !== undefined && !['object', 'array'].includes(field.shape.type as string)) {
      ctx.addIssue({ code: 'custom', message: 'a shape is an object or an array: type: object or type: array', path: ['shape', 'type'] });
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
    for (const key of ['depends_on', 'fills', 'choices'] as const) {
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


/**
 * A workflow: the field holding a record's state, its states, and the named transitions between
 * them. One server engine enforces every workflow (src/server/workflow/); the state field is
 * never changed by a plain update, only by a transition.
 */
const workflowSchema = z
  .object({
    /** The state field; declared under `fields` for its list flags, its options come from `states`. */
    field: identifier,
    /** How a person names one record in a refusal ("This job is Done; it can move only to Completed."); default: the singular label. */
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

/**
 * A child collection's own POST/PATCH/DELETE (and bulk status, and a restore of one row): by default
 * refused (409), its rows being written only with their record's save (a document's lines, a
 * payment's allocations); `written_alone: true` lets them through while the record may be changed,
 * for whoever may update the record, and saves the record again in the same transaction
 * (db/records.ts, DESIGN.md "A document and its rows are one aggregate").
 */
const writtenAlone = z.boolean().optional();

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
    /**
     * The list a person opens (`status=work`): the records in these statuses, less those whose
     * field holds the value given in `except` (invoices: drafts and confirmed ones not yet paid).
     */
    worklist: z
      .object({ statuses: z.array(z.enum(RECORD_STATUSES)).nonempty(), except: z.record(identifier, z.string()).optional() })
      .strict()
      .optional(),
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
     * `address`: the field keeping the chosen address as text (the widget is its input; issue 35
     * item 2), which always goes with the pin; `site`: the reference to company_locations whose
     * choice sets the pin and the text from the site (cleared with it).
     */
    address_map: z
      .object({ name: identifier.optional(), postal: identifier.optional(), country: identifier.optional(), address: identifier.optional(), site: identifier.optional() })
      .strict()
      .optional(),
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
            written_alone: writtenAlone,
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
    /**
     * The field that finds an existing record when a spreadsheet is imported with `mode=update` or
     * `upsert` (api-contract.md "Import"): a unique field people write (a product's `sku`, a
     * company's `company_id`). Default: the resource's only unique field that a form may write.
     */
    import_key: identifier.optional(),
    /** `false`: the list cannot be imported from a spreadsheet (no template, no import route). */
    import: z.boolean().default(true),
  })
  .strict()
  .superRefine((file, ctx) => {
    if (file.import_key !== undefined) {
      const key = file.fields[file.import_key];
      if (key && !key.unique) ctx.addIssue({ code: 'custom', message: `import_key "${file.import_key}" is not a unique field (unique: true)`, path: ['import_key'] });
    }
    if (file.import === false && file.import_key !== undefined) ctx.addIssue({ code: 'custom', message: 'import_key has no use with import: false', path: ['import_key'] });
    // The state field is declared with its list flags only: type, options and default come from the workflow.
    const state = file.workflow ? file.fields[file.workflow.field] : undefined;
    if (state && (state.type !== 'text' || state.options || state.default !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'the workflow state field takes its type, options and default from workflow.states', path: ['fields', file.workflow!.field] });
    }
  });

export type ResourceFile = z.input<typeof resourceFileSchema>;
export type ParsedResourceFile = z.output<typeof resourceFileSchema>;
export type FieldFile = z.output<typeof fieldSchema>;

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
          .object({ resource: z.string().regex(/^[a-z{][a-z0-9_{}-]*$/), target: identifier, field: identifier, label: z.string().optional(), written_alone: writtenAlone })
          .strict(),
      )
      .default([]),
  })
  .strict();

export type TraitFile = z.output<typeof traitFileSchema>;

