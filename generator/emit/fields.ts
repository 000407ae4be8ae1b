/**
 * FieldDef -> the react-admin element that shows it (list column, show page) and the one that
 * edits it (form). The only place that knows which component serves which field type.
 */
import type { FieldDef } from '../../src/shared/resource-spec';
import { attr, CRUD_KIT, Imports } from './common';
import { isLinkedReference, linkedReferenceInput } from './linked-inputs';

const RA = 'react-admin';

/** The element that displays a field, or null when the type is never shown (password). */
export function displayElement(field: FieldDef, imports: Imports, opts: { inList: boolean; keyed?: boolean; stateField?: string }): string | null {
  const source = attr('source', field.name);
  // Elements of an array (list columns, a trait's page rows) want keys.
  const key = opts.inList || opts.keyed ? ` ${attr('key', field.name)}` : '';
  const sortable = opts.inList && !field.sortable ? ` ${attr('sortable', false)}` : '';
  const common = `${key} ${source}${sortable}`;
  if (field.name === opts.stateField) {
    // A workflow's state: a chip in the state's colour (the YAML's workflow.states).
    imports.add(CRUD_KIT, 'WorkflowStateField');
    return `<WorkflowStateField${common} />`;
  }
  switch (field.type) {
    case 'password':
      return null;
    case 'text':
    case 'phone':
    case 'code_reference':
    case 'file':
      imports.add(RA, 'TextField');
      return `<TextField${common} />`;
    case 'image':
      imports.add(CRUD_KIT, 'ImageField');
      return `<ImageField${common}${opts.inList ? ' size={40}' : ''} />`;
    case 'richtext':
      // A list shows its text only; a record's page the kit's field, which cleans the HTML again.
      if (opts.inList) {
        imports.add(RA, 'RichTextField');
        return `<RichTextField${common} stripTags />`;
      }
      imports.add(CRUD_KIT, 'RichTextField');
      return `<RichTextField${common} />`;
    case 'email':
      imports.add(RA, 'EmailField');
      return `<EmailField${common} />`;
    case 'integer':
      imports.add(RA, 'NumberField');
      return `<NumberField${common} />`;
    case 'number':
      // Intl shows three decimals by default: an exchange rate of 1.3425 read 1.343, 0.0091 read 0.009.
      imports.add(RA, 'NumberField');
      return `<NumberField${common} options={{ maximumFractionDigits: 6 }} />`;
    case 'boolean':
      imports.add(RA, 'BooleanField');
      return `<BooleanField${common} />`;
    case 'money':
      imports.add(CRUD_KIT, 'MoneyField');
      return `<MoneyField${common} />`;
    case 'date':
      imports.add(CRUD_KIT, 'UnixDateField');
      return `<UnixDateField${common} />`;
    case 'datetime':
      imports.add(CRUD_KIT, 'UnixDateField');
      return `<UnixDateField${common} showTime />`;
    case 'select':
      imports.add(CRUD_KIT, 'OptionField');
      return `<OptionField${common} />`;
    case 'json':
      imports.add(CRUD_KIT, 'JsonField');
      return `<JsonField${common} />`;
    case 'reference':
      // A list has a cell per row: the lighter ReferenceCell (no access checks per row).
      if (opts.inList) {
        imports.add(CRUD_KIT, 'ReferenceCell');
        return `<ReferenceCell${common} ${attr('reference', field.reference!)} />`;
      }
      imports.add(RA, 'ReferenceField');
      return `<ReferenceField${common} ${attr('reference', field.reference!)} ${attr('link', false)} />`;
    case 'references':
      imports.add(RA, 'ReferenceArrayField');
      return `<ReferenceArrayField${common} ${attr('reference', field.reference!)} />`;
  }
}

/**
 * The input that edits a field, or null when forms do not edit it (read-only fields, which the
 * server sets, and files, which are uploaded through their panels rather than typed).
 */
export function inputElement(field: FieldDef, imports: Imports, opts: { rules?: string; labelKey?: string | { expr: string }; withDefault?: boolean; keyed?: boolean } = {}): string | null {
  if (field.readonly || field.type === 'file') return null;
  if (opts.keyed) {
    // An element of an array (a trait's inputs) wants a key, whichever input it is.
    const input = inputElement(field, imports, { ...opts, keyed: false });
    return input && input.replace(/^<[\w.]+/, (open) => `${open} ${attr('key', field.name)}`);
  }
  if (field.createOnly) {
    // Asked when the record is added, shown disabled afterwards (src/app/crud/CreateOnly.tsx).
    const input = inputElement({ ...field, createOnly: false }, imports, opts);
    if (!input) return null;
    imports.add(CRUD_KIT, 'CreateOnly');
    return `<CreateOnly>${input}</CreateOnly>`;
  }
  if (field.type === 'image') {
    // A picture is chosen, not typed; it travels as {field}base64 beside its name (ImageFields.tsx).
    imports.add(CRUD_KIT, 'ImageInput');
    return `<ImageInput ${attr('source', field.name)} />`;
  }
  const rules = opts.rules ?? 'rules';
  const base = `${attr('source', field.name)} ${attr('validate', { expr: `${rules}.${field.name}` })}`;
  // Inputs of child lines name their label key: inside the parent's form it would resolve to the parent's.
  const help = (field.help ? ` ${attr('helperText', field.help)}` : '') + (opts.labelKey ? ` ${attr('label', opts.labelKey)}` : '');
  const fallback = opts.withDefault && field.default !== undefined ? ` ${attr('defaultValue', field.default)}` : '';
  const props = base + help + fallback;
  switch (field.type) {
    case 'text':
      imports.add(RA, 'TextInput');
      return `<TextInput ${props} />`;
    case 'richtext':
      imports.add(CRUD_KIT, 'RichTextInput');
      return `<RichTextInput ${props} />`;
    case 'email':
      imports.add(RA, 'TextInput');
      // Not type="email": the browser's own check would pre-empt the form's message.
      return `<TextInput ${props} autoComplete="email" />`;
    case 'phone':
      imports.add(RA, 'TextInput');
      return `<TextInput ${props} type="tel" />`;
    case 'number':
      imports.add(RA, 'NumberInput');
      return `<NumberInput ${props} />`;
    case 'integer':
      imports.add(RA, 'NumberInput');
      return `<NumberInput ${props} step={1} />`;
    case 'money':
      imports.add(CRUD_KIT, 'MoneyInput');
      return `<MoneyInput ${props} />`;
    case 'boolean':
      imports.add(RA, 'BooleanInput');
      return `<BooleanInput ${props} />`;
    case 'date':
      imports.add(CRUD_KIT, 'UnixDateInput');
      return `<UnixDateInput ${props} />`;
    case 'datetime':
      imports.add(CRUD_KIT, 'UnixDateInput');
      return `<UnixDateInput ${props} showTime />`;
    case 'select':
      imports.add(CRUD_KIT, 'OptionInput');
      return `<OptionInput ${props} />`;
    case 'json':
      imports.add(CRUD_KIT, 'JsonInput');
      return `<JsonInput ${props} />`;
    case 'password':
      imports.add(RA, 'PasswordInput');
      return `<PasswordInput ${props} autoComplete="new-password" />`;
    case 'reference':
      if (isLinkedReference(field)) return linkedReferenceInput(field, imports, rules, help);
      imports.add(RA, 'ReferenceInput', 'AutocompleteInput');
      return `<ReferenceInput ${attr('source', field.name)} ${attr('reference', field.reference!)}><AutocompleteInput ${attr('validate', { expr: `${rules}.${field.name}` })}${help} /></ReferenceInput>`;
    case 'code_reference':
      imports.add(CRUD_KIT, 'CodeReferenceInput');
      return `<CodeReferenceInput ${props} ${attr('reference', field.reference!)} ${attr('codeField', field.codeField!)} />`;
    case 'references':
      imports.add(RA, 'ReferenceArrayInput', 'AutocompleteArrayInput');
      return `<ReferenceArrayInput ${attr('source', field.name)} ${attr('reference', field.reference!)}><AutocompleteArrayInput ${attr('validate', { expr: `${rules}.${field.name}` })}${help} /></ReferenceArrayInput>`;
  }
}
