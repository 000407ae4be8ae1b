/**
 * Filters beyond search (issue 26, item 6): every `filterable` field of the resource's YAML is a
 * filter of its list, offered by react-admin's "Add filter" button (which also saves and recalls
 * queries) and kept in the URL like every list filter:
 *   a select          its choices                    filterExt field='value'
 *   a boolean         Yes / No                       field=1 / field=0
 *   a reference       a picker of the referenced     field=id
 *   a date, date-time from and to days               field>=start of the first day, field<=end of the last
 *   a number, money   from and to                    field>=n, field<=n (money with two decimals)
 *   other text        the exact value, unless the search box already reads it
 * The status dropdown (list/filters.tsx) and the route's own permanent filter are not repeated.
 * The data provider sends `<field>_gte` / `<field>_lte` as the bounds of a range.
 */
import type { ReactElement } from 'react';
import { AutocompleteInput, DateInput, NumberInput, ReferenceInput, SelectInput, TextInput, type TranslateFunction } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../../shared/resource-spec';
import { fromDateString, toDateString } from '../dateValues';

const RANGE_TYPES = new Set(['date', 'datetime', 'number', 'integer', 'money']);
const EXACT_TEXT = new Set(['text', 'email', 'phone', 'code_reference']);

/** Whether `f` is offered as a list filter, and how. */
export function filterKind(f: FieldDef): 'choices' | 'boolean' | 'reference' | 'dates' | 'numbers' | 'text' | null {
  if (!f.filterable || f.name === 'status') return null;
  if (f.type === 'select') return f.options?.length ? 'choices' : null;
  if (f.type === 'boolean') return 'boolean';
  if (f.type === 'reference') return f.reference ? 'reference' : null;
  if (f.type === 'date' || f.type === 'datetime') return 'dates';
  if (RANGE_TYPES.has(f.type)) return 'numbers';
  // Free text the search box reads already needs no exact filter of its own.
  if (EXACT_TEXT.has(f.type) && !f.searchable) return 'text';
  return null;
}

/** The last second of the day a date input names (a range "to" includes its whole day). */
const endOfDay = (text: unknown) => {
  const start = fromDateString(text);
  return start === null ? null : start + 86_399;
};

/** The filter inputs of `def`'s filterable fields, in the YAML's order; `permanent` are the route's own filter keys. */
export function fieldFilters(def: ResourceDef, permanent: Record<string, unknown> = {}, translate: TranslateFunction = (key) => key): ReactElement[] {
  const out: ReactElement[] = [];
  // Plain text labels: react-admin's Add filter menu names each filter by its label.
  const bound = (field: string, end: 'from' | 'to') => translate(`app.filters.${end}`, { field: translate(`resources.${def.resource}.fields.${field}`) });
  for (const f of def.fields) {
    if (f.name in permanent) continue;
    const kind = filterKind(f);
    const label = `resources.${def.resource}.fields.${f.name}`;
    switch (kind) {
      case 'choices':
        out.push(<SelectInput key={f.name} source={f.name} label={label} choices={f.options!.map((o) => ({ id: o.value, name: `resources.${def.resource}.options.${f.name}.${o.value}` }))} />);
        break;
      case 'boolean':
        out.push(
          <SelectInput
            key={f.name}
            source={f.name}
            label={label}
            choices={[
              { id: 1, name: 'ra.boolean.true' },
              { id: 0, name: 'ra.boolean.false' },
            ]}
          />,
        );
        break;
      case 'reference':
        out.push(
          <ReferenceInput key={f.name} source={f.name} reference={f.reference!}>
            <AutocompleteInput label={label} sx={{ minWidth: 220 }} />
          </ReferenceInput>,
        );
        break;
      case 'dates':
        out.push(
          <DateInput key={`${f.name}_gte`} source={`${f.name}_gte`} label={bound(f.name, 'from')} format={toDateString} parse={fromDateString} />,
          <DateInput key={`${f.name}_lte`} source={`${f.name}_lte`} label={bound(f.name, 'to')} format={(v: unknown) => toDateString(v)} parse={endOfDay} />,
        );
        break;
      case 'numbers':
        out.push(
          <NumberInput key={`${f.name}_gte`} source={`${f.name}_gte`} label={bound(f.name, 'from')} />,
          <NumberInput key={`${f.name}_lte`} source={`${f.name}_lte`} label={bound(f.name, 'to')} />,
        );
        break;
      case 'text':
        out.push(<TextInput key={f.name} source={f.name} label={label} />);
        break;
      default:
        break;
    }
  }
  return out;
}
