/** Range bounds of the list query (issue 26, item 6): integers, and money amounts with at most two decimals. */
import { describe, expect, it } from 'vitest';
import { encodeCondition, encodeListQuery, ListQueryError, parseFilterExt } from '../../src/shared/list-query';

describe('filterExt ranges', () => {
  it('encode and parse a money bound with decimals, and integers as before', () => {
    expect(encodeCondition({ field: 'price', op: '>=', value: 12.5 })).toBe('price>=12.5');
    expect(encodeCondition({ field: 'price', op: '<=', value: 99.99 })).toBe('price<=99.99');
    expect(encodeCondition({ field: 'end_date', op: '<=', value: 1_790_000_000 })).toBe('end_date<=1790000000');
    expect(parseFilterExt('price>=12.5,price<=99.99,type=\'Goods\'')).toEqual([
      { field: 'price', op: '>=', value: 12.5 },
      { field: 'price', op: '<=', value: 99.99 },
      { field: 'type', value: 'Goods' },
    ]);
    expect(decodeURIComponent(encodeListQuery({ filterExt: [{ field: 'price', op: '>=', value: 0.05 }] }))).toBe('filterExt=price>=0.05');
  });

  it('refuses a bound with more than two decimals, and decimals in an equality', () => {
    expect(() => encodeCondition({ field: 'price', op: '>=', value: 1.234 })).toThrow(ListQueryError);
    expect(() => parseFilterExt('price>=1.234')).toThrow(/expected , between conditions/);
    expect(() => parseFilterExt('qty=1.5')).toThrow(/expected , between conditions/);
    expect(() => encodeCondition({ field: 'qty', value: 1.5 })).toThrow(/only integers and strings/);
  });
});
