/** An audit entry read for a person (issue 10, item 8): the changed fields, and the record named and linked. */
import { describe, expect, it } from 'vitest';
import { auditedRecord, changesOf } from '../../src/app/modules/audit/diff';
import { resourceDef } from '../../src/app/crud/registry';

describe('changesOf', () => {
  const products = resourceDef('products');
  it('lists only the fields an update changed, not the bookkeeping', () => {
    const before = { id: 1, name: 'Drill', price: 10, sku: null, status: 'O', updated_at: 1, updated_by: 1 };
    const after = { ...before, price: 25.5, sku: '', status: 'V', updated_at: 2, updated_by: 2 };
    expect(changesOf(products, { action: 'update', before, after })).toEqual([
      { field: 'price', before: 10, after: 25.5 },
      { field: 'status', before: 'O', after: 'V' },
    ]);
  });

  it('shows the values a deleted or added record had', () => {
    const row = { id: 1, name: 'Drill', price: 10, sku: null, status: 'O', created_at: 5 };
    expect(changesOf(products, { action: 'delete', before: row, after: null }).map((c) => [c.field, c.before])).toEqual([['name', 'Drill'], ['price', 10], ['status', 'O']]);
    expect(changesOf(products, { action: 'create', before: null, after: row }).map((c) => [c.field, c.after])).toEqual([['name', 'Drill'], ['price', 10], ['status', 'O']]);
  });
});

describe('auditedRecord', () => {
  it('names a record by its number and links its view page (by uuid where it has one)', () => {
    const job = auditedRecord('joborder_headers', 301, { after: { id: 301, uuid: 'u-301', ticket_no: 'JOB-00301' } });
    expect(job.name).toBe('JOB-00301');
    expect(job.link).toEqual({ route: resourceDef('joborder_headers').routes[0], key: 'u-301' });
  });

  it("links a record without pages of its own to its parent's, and names a nameless one by id", () => {
    const line = auditedRecord('quotation_lines', 7, { before: { id: 7, header_id: 3, description: 'Pump' } });
    expect(line.name).toBe('Pump');
    expect(line.link).toEqual({ route: resourceDef('quotations').routes[0], key: '3' });
    const site = auditedRecord('company_locations', 9, { after: { id: 9, header_id: 4 } });
    expect(site.name).toBe('#9');
    expect(site.link?.key).toBe('4');
    expect(auditedRecord('gone_collection', 2, null)).toEqual({ def: undefined, name: '#2', link: null });
  });
});
