/**
 * The columns of a data list: the generated list columns (generated/app/<res>/columns.tsx) plus
 * the record's created and updated times, hidden until the user picks them. Each column knows
 * its field type, so the cells, the quick edit, the quick view and the exports agree on it.
 * Which columns a user hides is a preference per user and list.
 */
import { cloneElement, isValidElement, useCallback, useMemo, type ReactElement } from 'react';
import { useStore } from 'react-admin';
import type { FieldDef, FieldType, ResourceDef, RouteDef } from '../../../shared/resource-spec';
import { preferenceKey } from '../../preferences';
import { UnixDateField } from '../fields';

export type ColumnKind =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'option'
  | 'status'
  | 'reference'
  | 'json'
  | 'richtext';

export interface ListColumn {
  source: string;
  /** i18n key of the header, or the literal label the column was given. */
  labelKey: string;
  kind: ColumnKind;
  field?: FieldDef;
  /** The collection a reference column points at. */
  reference?: string;
  sortable: boolean;
  /** Quick edit may change it in place. */
  editable: boolean;
  hiddenByDefault: boolean;
  element: ReactElement<{ source: string; label?: unknown; sortable?: boolean; textAlign?: string }>;
}

const KIND_OF_TYPE: Record<FieldType, ColumnKind> = {
  text: 'text',
  email: 'text',
  phone: 'text',
  file: 'text',
  image: 'text',
  password: 'text',
  richtext: 'richtext',
  number: 'number',
  integer: 'number',
  money: 'money',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  select: 'option',
  reference: 'reference',
  code_reference: 'text',
  references: 'json',
  json: 'json',
};

/** Field types quick edit has an input for. */
const EDITABLE_TYPES = new Set<FieldType>(['text', 'email', 'phone', 'number', 'integer', 'money', 'boolean', 'date', 'datetime', 'select']);

/** Columns every record has; the API sorts by them whatever the resource says. */
const SYSTEM_SORTABLE = new Set(['id', 'status', 'created_at', 'updated_at']);
const SYSTEM_KINDS: Record<string, ColumnKind> = { id: 'number', uuid: 'text', status: 'status', created_at: 'datetime', updated_at: 'datetime' };

/** Offered in the column chooser of every list, hidden until chosen. */
const EXTRA_COLUMNS = ['updated_at', 'created_at'];

/** What a column of `source` is, whichever element shows it. */
export type ColumnInfo = Omit<ListColumn, 'element' | 'hiddenByDefault'>;

export function describeColumn(def: ResourceDef, source: string, route: RouteDef | null = null, label?: unknown): ColumnInfo {
  const field = def.fields.find((f) => f.name === source);
  return {
    source,
    labelKey: typeof label === 'string' && label ? label : `resources.${def.resource}.fields.${source}`,
    kind: field ? KIND_OF_TYPE[field.type] : (SYSTEM_KINDS[source] ?? 'text'),
    ...(field ? { field } : {}),
    ...(field?.reference ? { reference: field.reference } : {}),
    sortable: field ? field.sortable : SYSTEM_SORTABLE.has(source),
    editable: !!field && !def.readonly && !field.readonly && EDITABLE_TYPES.has(field.type) && !(source in (route?.filter ?? {})),
  };
}

export function buildColumns(def: ResourceDef, children: ReactElement[], route: RouteDef | null): ListColumn[] {
  const elements = children.filter((c): c is ListColumn['element'] => isValidElement(c) && typeof (c.props as { source?: unknown }).source === 'string');
  const sources = new Set(elements.map((e) => e.props.source));
  const extras = EXTRA_COLUMNS.filter((s) => !sources.has(s)).map((s) => <UnixDateField key={s} source={s} showTime /> as ListColumn['element']);
  return [...elements, ...extras].map((element) => {
    const info = describeColumn(def, element.props.source, route, element.props.label);
    return {
      ...info,
      sortable: info.sortable && element.props.sortable !== false,
      hiddenByDefault: !sources.has(info.source),
      // A document number (JOB-00301) stays on one line.
      element: info.field?.numbering ? cloneElement(element, { sx: { whiteSpace: 'nowrap' } } as object) : element,
    };
  });
}

/** Where a list keeps its hidden columns: per list route (customers and suppliers differ). */
export function columnsPreferenceKey(def: ResourceDef, route: RouteDef | null): string {
  const list = route ? route.path.replace(/^\/pages\//, '') : def.resource;
  return preferenceKey(`list.${list}.hidden`);
}

export interface ColumnVisibility {
  visible: ListColumn[];
  isHidden(source: string): boolean;
  toggle(source: string): void;
}

export function useColumnVisibility(def: ResourceDef, route: RouteDef | null, columns: ListColumn[]): ColumnVisibility {
  const defaultHidden = useMemo(() => columns.filter((c) => c.hiddenByDefault).map((c) => c.source), [columns]);
  const [hidden, setHidden] = useStore<string[]>(columnsPreferenceKey(def, route), defaultHidden);
  const hiddenSet = useMemo(() => new Set(Array.isArray(hidden) ? hidden : defaultHidden), [hidden, defaultHidden]);
  const toggle = useCallback(
    (source: string) => {
      const next = new Set(hiddenSet);
      if (next.has(source)) next.delete(source);
      // Never hide the last column: an empty table would say nothing.
      else if (columns.filter((c) => !next.has(c.source)).length > 1) next.add(source);
      setHidden(columns.map((c) => c.source).filter((s) => next.has(s)));
    },
    [hiddenSet, columns, setHidden],
  );
  const visible = useMemo(() => columns.filter((c) => !hiddenSet.has(c.source)), [columns, hiddenSet]);
  return { visible, isHidden: (source) => hiddenSet.has(source), toggle };
}
