/**
 * The data list's column model: which headers sort (only the sortable fields), which cells quick
 * edit may change, the created/updated columns offered hidden, the status choices, and how quick
 * edit turns inputs into wire values.
 */
import { describe, expect, it } from 'vitest';
import { TextField } from 'react-admin';
import { resourceDef } from '../../src/app/crud/registry';
import { buildColumns, columnsPreferenceKey, describeColumn } from '../../src/app/crud/list/columns';
import { initialStatus, statusChoices, statusLabelKey } from '../../src/app/crud/list/filters';
import { toInputValue, toWireValue } from '../../src/app/crud/list/quickEdit';
import type { ResourceDef, RouteDef } from '../../src/shared/resource-spec';

const products = resourceDef('products');
const companies = resourceDef('companies');

const columnsOf = (def: ResourceDef, sources: string[], route: RouteDef | null = def.routes[0] ?? null) =>
  buildColumns(def, sources.map((s) => <TextField key={s} source={s} />), route);

describe('list columns', () => {
  it('sorts only by sortable fields and the record columns the API sorts by', () => {
    const byName = Object.fromEntries(columnsOf(products, ['name', 'price', 'uom', 'type', 'status']).map((c) => [c.source, c]));
    expect(byName.name.sortable).toBe(true);
    expect(byName.price.sortable).toBe(true);
    expect(byName.uom.sortable).toBe(false);
    expect(byName.type.sortable).toBe(false);
    expect(byName.status.sortable).toBe(true);
    expect(byName.updated_at.sortable).toBe(true);
  });

  it('respects a column that says it does not sort', () => {
    const [name] = buildColumns(products, [<TextField key="name" source="name" sortable={false} />], null);
    expect(name.sortable).toBe(false);
  });

  it('offers Last updated and Created, hidden until chosen, after the list columns', () => {
    const columns = columnsOf(products, ['name', 'sku']);
    expect(columns.map((c) => [c.source, c.hiddenByDefault])).toEqual([
      ['name', false],
      ['sku', false],
      ['updated_at', true],
      ['created_at', true],
    ]);
    expect(columns[2].kind).toBe('datetime');
    expect(columns[2].labelKey).toBe('resources.products.fields.updated_at');
  });

  it('lets quick edit change plain fields, not system fields nor the route filter field', () => {
    const customers = companies.routes.find((r) => r.path.endsWith('/customers')) ?? null;
    expect(customers).not.toBeNull();
    const byName = Object.fromEntries(columnsOf(companies, ['company_name', 'co_type', 'email', 'status'], customers).map((c) => [c.source, c]));
    expect(byName.company_name.editable).toBe(true);
    expect(byName.email.editable).toBe(true);
    expect(byName.co_type.editable).toBe(false); // customers are companies with co_type Customer
    expect(byName.status.editable).toBe(false);
    expect(describeColumn(products, 'price').kind).toBe('money');
    expect(describeColumn(products, 'type').kind).toBe('option');
  });

  it('keeps hidden columns per list route', () => {
    const uom = resourceDef('uom');
    expect(columnsPreferenceKey(uom, uom.routes[0])).toBe('preferences.list.masterlists/uom.hidden');
    expect(columnsPreferenceKey(uom, null)).toBe('preferences.list.uom.hidden');
  });

  it('offers every status the resource uses, its default first, and all', () => {
    expect(statusChoices(resourceDef('uom'))).toEqual(['O', 'V', 'all']);
    expect(statusChoices({ ...resourceDef('uom'), statuses: ['O'] })).toEqual(['O', 'all']);
    expect(statusChoices({ ...resourceDef('uom'), statuses: ['N', 'O', 'V'], defaultStatus: 'N' })).toEqual(['N', 'O', 'V', 'all']);
  });

  it('opens a document list on its worklist and offers Confirmed and Void, which Archive used to hide (issue 25.1)', () => {
    const invoices = resourceDef('sales_invoices');
    expect(initialStatus(invoices)).toBe('work');
    expect(statusChoices(invoices)).toEqual(['work', 'O', 'C', 'V', 'all']);
    expect(statusChoices(resourceDef('quotations'))).toEqual(['work', 'O', 'C', 'V', 'all']);
    expect(initialStatus(resourceDef('uom'))).toBe('O');
    expect(statusLabelKey('V', invoices)).toBe('app.status.V');
    expect(statusLabelKey('V', resourceDef('uom'))).toBe('app.list.archive');
    expect(statusLabelKey('work', invoices)).toBe('app.list.work');
  });
});

describe('quick edit values', () => {
  const column = (source: string) => describeColumn(products, source);

  it('sends typed values: numbers as numbers, money as the typed decimal text, empty as null', () => {
    expect(toWireValue(column('stock_quantity'), '12')).toBe(12);
    expect(toWireValue(column('price'), '12.50')).toBe('12.50');
    expect(toWireValue(column('name'), '')).toBeNull();
    expect(toWireValue(column('name'), 'Bolt')).toBe('Bolt');
  });

  it('shows stored values in the inputs', () => {
    expect(toInputValue(column('price'), 52.5)).toBe('52.5');
    expect(toInputValue(column('brand'), null)).toBe('');
  });

  it('round-trips a date through the date input as the Singapore calendar day, whatever the browser\'s zone', () => {
    const def: ResourceDef = { ...products, fields: [...products.fields, { ...products.fields[0], name: 'due', type: 'date' }] };
    const due = describeColumn(def, 'due');
    const seconds = Date.UTC(2025, 4, 31) / 1000 - 8 * 3600; // 31 May 2025, 00:00 in Singapore
    expect(toInputValue(due, seconds)).toBe('2025-05-31');
    expect(toWireValue(due, '2025-05-31')).toBe(seconds);
  });
});
