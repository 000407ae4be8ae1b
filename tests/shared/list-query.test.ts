import { describe, expect, it } from 'vitest';
import {
  checkListQuery,
  DEFAULT_PAGE_SIZE,
  DEFAULT_STATUS,
  encodeFilterExt,
  encodeListQuery,
  encodeSort,
  ListQueryError,
  MAX_PAGE_SIZE,
  parseFilterExt,
  parseListQuery,
  parseSort,
  type FilterValue,
  type ListQuery,
} from '../../src/shared/list-query';
import { errorMessage, UNKNOWN_ERROR_MESSAGE } from '../../src/shared/wire';

/** Run `fn`, expect a ListQueryError for `parameter`, and return it for further checks. */
function expectListQueryError(fn: () => unknown, parameter: string, { messageNamesIt = true } = {}): ListQueryError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught, 'expected a ListQueryError').toBeInstanceOf(ListQueryError);
  const err = caught as ListQueryError;
  expect(err.name).toBe('ListQueryError');
  expect(err.parameter).toBe(parameter);
  // The decoder's messages name the parameter too, since the API shows them to the caller.
  if (messageNamesIt) expect(err.message).toContain(parameter);
  return err;
}

/** What the server sees: the query string decoded into one value per key. */
function decodeQueryString(qs: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(qs));
}

const cond = (field: string, value: FilterValue) => ({ field, value });

describe('parseFilterExt: the forms api-contract.md names', () => {
  it.each([
    ["header_id=12,module='notes'", [cond('header_id', 12), cond('module', 'notes')]],
    ["model='X',header_id=7", [cond('model', 'X'), cond('header_id', 7)]],
    ["module='X',header_type='comment'", [cond('module', 'X'), cond('header_type', 'comment')]],
    ['header=5', [cond('header', 5)]],
    ['company_id=42', [cond('company_id', 42)]],
  ])('%s', (text, expected) => {
    expect(parseFilterExt(text)).toEqual(expected);
  });

  it('keeps the order of the conditions', () => {
    expect(parseFilterExt('b=1,a=2,c=3').map((c) => c.field)).toEqual(['b', 'a', 'c']);
  });

  it('keeps repeated keys as separate conditions', () => {
    expect(parseFilterExt('a=1,a=2')).toEqual([cond('a', 1), cond('a', 2)]);
  });

  it('decodes integers as numbers and quoted digits as strings', () => {
    const [n, s] = parseFilterExt("a=12,b='12'");
    expect(n.value).toBe(12);
    expect(typeof n.value).toBe('number');
    expect(s.value).toBe('12');
    expect(typeof s.value).toBe('string');
  });

  it('accepts negative integers and zero', () => {
    expect(parseFilterExt('a=-5,b=0,c=-9007199254740991')).toEqual([
      cond('a', -5),
      cond('b', 0),
      cond('c', -Number.MAX_SAFE_INTEGER),
    ]);
  });

  it('accepts the largest safe integer', () => {
    expect(parseFilterExt('a=9007199254740991')).toEqual([cond('a', Number.MAX_SAFE_INTEGER)]);
  });

  it('accepts keys with upper case, digits and leading underscores', () => {
    expect(parseFilterExt('_x=1,Header_ID2=2')).toEqual([cond('_x', 1), cond('Header_ID2', 2)]);
  });

  it('returns no conditions for an empty or blank text', () => {
    expect(parseFilterExt('')).toEqual([]);
    expect(parseFilterExt('   ')).toEqual([]);
  });
});

describe('parseFilterExt: quoting', () => {
  it.each([
    ["a=''", ''],
    ["a=''''", "'"],
    ["a='O''Brien'", "O'Brien"],
    ["a='it''s ''quoted'''", "it's 'quoted'"],
    ["a='x,y'", 'x,y'],
    ["a='k=v'", 'k=v'],
    ["a='b=1,c=2'", 'b=1,c=2'],
    ["a='  two  spaces  '", '  two  spaces  '],
    ["a='Ünïcødé 日本語 🚀'", 'Ünïcødé 日本語 🚀'],
    ["a='-12'", '-12'],
    ["a='\"double\"'", '"double"'],
    ["a='back\\slash'", 'back\\slash'],
  ])('%s -> %j', (text, value) => {
    expect(parseFilterExt(text)).toEqual([cond('a', value)]);
  });

  it('does not end a string at a quoted comma or equals sign', () => {
    expect(parseFilterExt("a='x'',y=1',b=2")).toEqual([cond('a', "x',y=1"), cond('b', 2)]);
  });
});

describe('parseFilterExt: whitespace around separators', () => {
  it.each([
    " header_id = 12 , module = 'notes' ",
    "header_id=12 ,module='notes'",
    "header_id= 12,  module ='notes'",
    "   header_id=12,module='notes'   ",
  ])('%j', (text) => {
    expect(parseFilterExt(text)).toEqual([cond('header_id', 12), cond('module', 'notes')]);
  });

  it('keeps spaces inside quotes', () => {
    expect(parseFilterExt("a = ' x ' ")).toEqual([cond('a', ' x ')]);
  });
});

describe('parseFilterExt: bad input', () => {
  it.each([
    ['unterminated quote', "module='notes"],
    ['unterminated quote ending on an escaped quote', "module='notes''"],
    ['lone quote', "module='"],
    ['missing =', 'header_id12'],
    ['missing = before a quoted value', "module'notes'"],
    ['missing value', 'header_id='],
    ['missing value before a comma', 'header_id=,module=1'],
    ['bare word', 'notes'],
    ['bare word value', 'module=notes'],
    ['double-quoted value', 'module="notes"'],
    ['trailing comma', 'header_id=12,'],
    ['trailing comma and space', 'header_id=12, '],
    ['leading comma', ',header_id=12'],
    ['double comma', 'a=1,,b=2'],
    ['two conditions without a comma', "a=1 b='x'"],
    ['text after a quoted value', "a='x'y"],
    ['unsafe integer', 'header_id=9007199254740992'],
    ['huge integer', 'header_id=123456789012345678901234567890'],
    ['unsafe negative integer', 'header_id=-9007199254740992'],
    ['decimal number', 'header_id=1.5'],
    ['decimal number with leading dot', 'header_id=.5'],
    ['exponent', 'header_id=1e3'],
    ['plus sign', 'header_id=+1'],
    ['minus without digits', 'header_id=-'],
    ['double minus', 'header_id=--1'],
    ['integer followed by letters', 'header_id=12abc'],
    ['key with a dash', 'header-id=1'],
    ['key with a dot', 'header.id=1'],
    ['key starting with a digit', '1header=1'],
    ['key with a space inside', 'header id=1'],
    ['key with a semicolon', 'a;drop=1'],
    ['quoted key', "'a'=1"],
    ['empty key', '=1'],
    ['unicode key', 'héader=1'],
    ['SQL after a value', "a=1; DROP TABLE users"],
  ])('%s: %j', (_why, text) => {
    const err = expectListQueryError(() => parseFilterExt(text), 'filterExt');
    expect(err.message).toMatch(/^filterExt is malformed at character \d+: /);
  });

  it('reads the bounds of a range, integers only', () => {
    expect(parseFilterExt("created_at>=100, created_at <= 200,model='x'")).toEqual([
      { field: 'created_at', value: 100, op: '>=' },
      { field: 'created_at', value: 200, op: '<=' },
      { field: 'model', value: 'x' },
    ]);
    expect(() => parseFilterExt("model>='x'")).toThrow(/a range of model takes an integer/);
    expect(encodeListQuery({ filterExt: [{ field: 'created_at', value: 100, op: '>=' }, { field: 'id', value: 7 }] })).toBe(`filterExt=${encodeURIComponent('created_at>=100,id=7')}`);
  });

  it('names the position of the problem', () => {
    expect(() => parseFilterExt('a=1,b')).toThrow(/at character 6: expected =, >= or <= after b/);
    expect(() => parseFilterExt("a='x")).toThrow(/unterminated quoted string/);
    expect(() => parseFilterExt('a=9007199254740992')).toThrow(/the value of a is out of range/);
    expect(() => parseFilterExt('a=x')).toThrow(/the value of a must be an integer or a single-quoted string/);
    expect(() => parseFilterExt('a=1.5')).toThrow(/at character 4: expected , between conditions/);
  });
});

describe('encodeFilterExt', () => {
  it('writes integers bare and strings single-quoted, in insertion order', () => {
    expect(encodeFilterExt({ header_id: 12, module: 'notes' })).toBe("header_id=12,module='notes'");
    expect(encodeFilterExt({ model: 'X', header_id: -3 })).toBe("model='X',header_id=-3");
  });

  it("doubles single quotes", () => {
    expect(encodeFilterExt({ a: "O'Brien" })).toBe("a='O''Brien'");
    expect(encodeFilterExt({ a: "'" })).toBe("a=''''");
    expect(encodeFilterExt({ a: '' })).toBe("a=''");
  });

  it('returns an empty text for no conditions', () => {
    expect(encodeFilterExt({})).toBe('');
  });

  it.each([1.5, -0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'refuses the non-integer %s',
    (value) => {
      const err = expectListQueryError(() => encodeFilterExt({ a: value }), 'filterExt', { messageNamesIt: false });
      expect(err.message).toBe('a: only integers and strings can be filtered');
    },
  );

  it.each([2 ** 53, -(2 ** 53), 1e21, Number.MAX_VALUE])(
    'refuses the unsafe integer %s, which the decoder could not read back',
    (value) => {
      expectListQueryError(() => encodeFilterExt({ a: value }), 'filterExt', { messageNamesIt: false });
    },
  );

  it.each(['header-id', 'a b', '1a', '', 'a.b', "a'", 'a=b', 'é'])('refuses the key %j', (key) => {
    const err = expectListQueryError(() => encodeFilterExt({ [key]: 1 }), 'filterExt', { messageNamesIt: false });
    expect(err.message).toContain(`"${key}" is not a field name`);
  });

  it.each<Record<string, FilterValue>>([
    { header_id: 12, module: 'notes' },
    { a: "it's, a=b 'test'" },
    { a: '', b: "''", c: ' ' },
    { name: 'Ünïcødé 日本語 🚀', n: 0 },
    { neg: -42, max: Number.MAX_SAFE_INTEGER, min: -Number.MAX_SAFE_INTEGER },
    { looks_numeric: '12', looks_negative: '-1' },
    { _under: 'x', MixedCase: 'y' },
  ])('round-trips %j through parseFilterExt', (conditions) => {
    expect(parseFilterExt(encodeFilterExt(conditions))).toEqual(
      Object.entries(conditions).map(([field, value]) => cond(field, value)),
    );
  });
});

describe('parseSort / encodeSort', () => {
  it('reads a comma list with - for descending', () => {
    expect(parseSort('-updated_at,name')).toEqual([
      { field: 'updated_at', desc: true },
      { field: 'name', desc: false },
    ]);
  });

  it('trims spaces around terms', () => {
    expect(parseSort(' -id , name ')).toEqual([
      { field: 'id', desc: true },
      { field: 'name', desc: false },
    ]);
  });

  it.each(['', 'name,', ',name', '-', '--name', 'na-me', 'name desc', '+name', 'a.b', '- name'])(
    'refuses %j',
    (text) => {
      expectListQueryError(() => parseSort(text), 'sort');
    },
  );

  it('round-trips', () => {
    const terms = [
      { field: 'company_name', desc: false },
      { field: 'updated_at', desc: true },
      { field: 'id', desc: true },
    ];
    expect(encodeSort(terms)).toBe('company_name,-updated_at,-id');
    expect(parseSort(encodeSort(terms))).toEqual(terms);
  });
});

describe('encodeListQuery', () => {
  it('writes nothing for an empty query, so the server defaults apply', () => {
    expect(encodeListQuery({})).toBe('');
    expect(parseListQuery(decodeQueryString(encodeListQuery({})))).toEqual(parseListQuery({}));
  });

  it('writes the parameters in the contract order with URL encoding', () => {
    const qs = encodeListQuery({
      sort: [{ field: 'name', desc: false }],
      size: 25,
      after: 3,
      status: 'all',
      filter: 'acme & co',
      filterExt: [cond('header_id', 12), cond('module', 'notes')],
    });
    expect(qs).toBe(
      'sort=name&page%5Bsize%5D=25&page%5Bafter%5D=3&status=all&filter=acme+%26+co' +
        '&filterExt=header_id%3D12%2Cmodule%3D%27notes%27',
    );
  });

  it('omits an empty sort, filter and filterExt', () => {
    expect(encodeListQuery({ sort: [], filter: '', filterExt: [] })).toBe('');
  });

  it('refuses a bad filterExt condition', () => {
    expectListQueryError(() => encodeListQuery({ filterExt: [cond('a', 0.5)] }), 'filterExt', { messageNamesIt: false });
  });

  const queries: ListQuery[] = [
    { sort: [{ field: 'updated_at', desc: true }], size: 10, after: 1, status: 'O', filterExt: [] },
    {
      sort: [
        { field: 'company_name', desc: false },
        { field: 'id', desc: true },
      ],
      size: 10000,
      after: 100_000_000,
      status: 'all',
      filter: "O'Brien & Sons, 100% = ok? #1 / ü",
      filterExt: [cond('header_id', -12), cond('module', "it's, a=b"), cond('header_type', '')],
    },
    { sort: [{ field: 'code', desc: false }], size: 1, after: 2, status: 'V', filter: '日本語', filterExt: [cond('a', '🚀')] },
    {
      sort: [{ field: 'id', desc: false }],
      size: 50,
      after: 1,
      status: 'N',
      filterExt: [cond('a', 1), cond('a', 2)],
    },
  ];

  it.each(queries)('round-trips through a query string: %j', (q) => {
    const qs = encodeListQuery(q);
    expect(parseListQuery(decodeQueryString(qs))).toEqual(q);
  });
});

describe('parseListQuery: defaults', () => {
  it('applies the contract defaults to an empty query', () => {
    expect(parseListQuery({})).toEqual({
      sort: [{ field: 'updated_at', desc: true }],
      size: 10,
      after: 1,
      status: 'O',
      filterExt: [],
    });
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(DEFAULT_STATUS).toBe('O');
    expect(MAX_PAGE_SIZE).toBe(10000);
  });

  it("uses the resource's default sort when given", () => {
    expect(parseListQuery({}, 'code').sort).toEqual([{ field: 'code', desc: false }]);
    expect(parseListQuery({}, '-id,name').sort).toEqual([
      { field: 'id', desc: true },
      { field: 'name', desc: false },
    ]);
  });

  it('treats an empty sort, filter and filterExt as absent', () => {
    const q = parseListQuery({ sort: '', filter: '', filterExt: '' });
    expect(q.sort).toEqual([{ field: 'updated_at', desc: true }]);
    expect(q).not.toHaveProperty('filter');
    expect(q.filterExt).toEqual([]);
  });

  it('decodes every parameter', () => {
    expect(
      parseListQuery({
        sort: 'name,-id',
        'page[size]': '25',
        'page[after]': '4',
        status: 'V',
        filter: 'acme',
        filterExt: "company_id=3,co_type='Customer'",
      }),
    ).toEqual({
      sort: [
        { field: 'name', desc: false },
        { field: 'id', desc: true },
      ],
      size: 25,
      after: 4,
      status: 'V',
      filter: 'acme',
      filterExt: [cond('company_id', 3), cond('co_type', 'Customer')],
    });
  });

  it('keeps the free-text filter as given, spaces and quotes included', () => {
    expect(parseListQuery({ filter: " O'Brien, 100% " }).filter).toBe(" O'Brien, 100% ");
  });

  it('refuses a filter longer than 200 characters', () => {
    expect(parseListQuery({ filter: 'x'.repeat(200) }).filter).toHaveLength(200);
    expectListQueryError(() => parseListQuery({ filter: 'x'.repeat(201) }), 'filter');
  });

  it('passes filterExt and sort problems on, naming their parameter', () => {
    expectListQueryError(() => parseListQuery({ filterExt: "module='x" }), 'filterExt');
    expectListQueryError(() => parseListQuery({ sort: 'na-me' }), 'sort');
  });
});

describe('parseListQuery: page bounds', () => {
  it.each([
    ['1', 1],
    ['10', 10],
    ['10000', 10000],
    ['010', 10],
  ])('page[size]=%s -> %d', (raw, n) => {
    expect(parseListQuery({ 'page[size]': raw }).size).toBe(n);
  });

  it.each(['0', '10001', '99999', '-1', '', ' 10', '10 ', '1.5', '1e3', 'ten', '0x10', '+5', '9999999999', '1'.repeat(400)])(
    'refuses page[size]=%j',
    (raw) => {
      const err = expectListQueryError(() => parseListQuery({ 'page[size]': raw }), 'page[size]');
      expect(err.message).toBe('page[size] must be a whole number from 1 to 10000');
    },
  );

  it.each([
    ['1', 1],
    ['2', 2],
    ['100000000', 100_000_000],
  ])('page[after]=%s -> %d', (raw, n) => {
    expect(parseListQuery({ 'page[after]': raw }).after).toBe(n);
  });

  it.each(['0', '-1', '', 'abc', '1.0', '100000001', '999999999', '9999999999', '12345678901234567890'])(
    'refuses page[after]=%j',
    (raw) => {
      expectListQueryError(() => parseListQuery({ 'page[after]': raw }), 'page[after]');
    },
  );

  it('keeps the row offset of the last page a safe integer', () => {
    const q = parseListQuery({ 'page[size]': String(MAX_PAGE_SIZE), 'page[after]': '100000000' });
    expect(Number.isSafeInteger(q.size * (q.after - 1))).toBe(true);
  });
});

describe('parseListQuery: parameters', () => {
  it.each(['page', 'page[before]', 'limit', 'SORT', 'filterext', 'offset', '__proto__x'])(
    'refuses the unknown parameter %j',
    (key) => {
      const err = expectListQueryError(() => parseListQuery({ [key]: '1' }), key);
      expect(err.message).toBe(`unknown query parameter "${key}"`);
    },
  );

  it.each(['sort', 'page[size]', 'page[after]', 'status', 'filter', 'filterExt'])(
    'refuses %s given twice (an array value)',
    (key) => {
      const err = expectListQueryError(() => parseListQuery({ [key]: ['1', '2'] }), key);
      expect(err.message).toBe(`${key} must be given once`);
    },
  );

  it('refuses a non-string value', () => {
    expectListQueryError(() => parseListQuery({ 'page[size]': 10 }), 'page[size]');
    expectListQueryError(() => parseListQuery({ filterExt: { a: 1 } }), 'filterExt');
  });

  it('reports the unknown parameter even when others are valid', () => {
    expectListQueryError(() => parseListQuery({ sort: 'name', 'page[size]': '5', extra: 'x' }), 'extra');
  });
});

describe('parseListQuery: status', () => {
  it.each(['N', 'O', 'R', 'C', 'V', 'all', 'work', 'X'])('accepts the syntax of %j', (status) => {
    expect(parseListQuery({ status }).status).toBe(status);
  });

  it.each(['', 'o', 'ALL', 'All', 'OO', 'O,V', ' O', '1', '*'])('refuses %j', (status) => {
    const err = expectListQueryError(() => parseListQuery({ status }), 'status');
    expect(err.message).toBe('status must be a status code, work or all');
  });
});

describe('checkListQuery', () => {
  const allowed = {
    sortable: new Set(['updated_at', 'name', 'id']),
    filterable: new Set(['header_id', 'module']),
    statuses: ['O', 'V'] as const,
  };
  const query = (raw: Record<string, string>) => parseListQuery(raw);

  it('accepts a query within what the resource allows', () => {
    expect(() =>
      checkListQuery(query({ sort: 'name,-id', status: 'V', filterExt: "header_id=1,module='x'" }), allowed),
    ).not.toThrow();
    expect(() => checkListQuery(query({}), allowed)).not.toThrow();
    expect(() => checkListQuery(query({ status: 'all' }), allowed)).not.toThrow();
  });

  it('refuses a field that is not sortable', () => {
    const err = expectListQueryError(() => checkListQuery(query({ sort: 'name,-secret' }), allowed), 'sort');
    expect(err.message).toBe('sort: "secret" is not a sortable field');
  });

  it('refuses the default sort when the resource cannot sort by it', () => {
    expectListQueryError(
      () => checkListQuery(query({}), { ...allowed, sortable: new Set(['name']) }),
      'sort',
    );
  });

  it('refuses a field that is not filterable', () => {
    const err = expectListQueryError(
      () => checkListQuery(query({ filterExt: "header_id=1,password='x'" }), allowed),
      'filterExt',
    );
    expect(err.message).toBe('filterExt: "password" is not a filterable field');
  });

  it('takes a range only on a rangeable field', () => {
    const withRanges = { ...allowed, rangeable: new Set(['created_at']) };
    expect(() => checkListQuery(query({ filterExt: 'created_at>=1,created_at<=2' }), withRanges)).not.toThrow();
    const err = expectListQueryError(() => checkListQuery(query({ filterExt: 'header_id>=1' }), withRanges), 'filterExt');
    expect(err.message).toBe('filterExt: "header_id" does not take a range');
    expectListQueryError(() => checkListQuery(query({ filterExt: 'created_at<=1' }), allowed), 'filterExt');
  });

  it('matches field names exactly (case-sensitive)', () => {
    expectListQueryError(() => checkListQuery(query({ filterExt: 'Header_Id=1' }), allowed), 'filterExt');
    expectListQueryError(() => checkListQuery(query({ sort: 'Name' }), allowed), 'sort');
  });

  it('refuses a status the resource does not use', () => {
    const err = expectListQueryError(() => checkListQuery(query({ status: 'R' }), allowed), 'status');
    expect(err.message).toBe('status must be one of O, V or all');
  });

  it('refuses the default status when the resource does not use it', () => {
    expectListQueryError(() => checkListQuery(query({}), { ...allowed, statuses: ['V'] }), 'status');
  });
});

describe('errorMessage (wire.ts)', () => {
  it('is the first title plus its first meta value', () => {
    expect(
      errorMessage({
        errors: [
          { title: 'Validation failed', meta: { code: 'must be unique', other: 'ignored' }, status: '422', code: 'VALIDATION_FAILED' },
          { title: 'Second', meta: { x: 'y' }, status: '422', code: 'VALIDATION_FAILED' },
        ],
      }),
    ).toBe('Validation failed must be unique');
  });

  it('turns a non-string meta value into text', () => {
    expect(errorMessage({ errors: [{ title: 'Too large', meta: { limit: 10 }, status: '413', code: 'PAYLOAD_TOO_LARGE' }] })).toBe(
      'Too large 10',
    );
    expect(errorMessage({ errors: [{ title: 'Flag', meta: { on: false }, status: '400', code: 'BAD_REQUEST' }] })).toBe('Flag false');
  });

  it('is the title alone without meta, with empty meta or with an empty first meta value', () => {
    expect(errorMessage({ errors: [{ title: 'Not found', status: '404', code: 'NOT_FOUND' }] })).toBe('Not found');
    expect(errorMessage({ errors: [{ title: 'Not found', meta: {}, status: '404', code: 'NOT_FOUND' }] })).toBe('Not found');
    expect(errorMessage({ errors: [{ title: 'Bad', meta: { a: '' }, status: '400', code: 'BAD_REQUEST' }] })).toBe('Bad');
    expect(errorMessage({ errors: [{ title: 'Bad', meta: { a: null }, status: '400', code: 'BAD_REQUEST' }] })).toBe('Bad');
  });

  it('uses only the first entry, even when a later one has a title', () => {
    expect(
      errorMessage({ errors: [{ status: '500', code: 'INTERNAL' }, { title: 'Later', status: '400', code: 'BAD_REQUEST' }] }),
    ).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it.each([
    ['no title', { errors: [{ meta: { a: 'b' }, status: '500', code: 'INTERNAL' }] }],
    ['an empty title', { errors: [{ title: '', status: '500', code: 'INTERNAL' }] }],
    ['no entries', { errors: [] }],
    ['no errors list', { message: 'boom' }],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'Internal Server Error'],
    ['a number', 500],
  ])('is the unknown-error text for %s', (_why, body) => {
    expect(errorMessage(body)).toBe('Unknown Error, Reload the page and try again');
  });

  it('exports the unknown-error text of the contract', () => {
    expect(UNKNOWN_ERROR_MESSAGE).toBe('Unknown Error, Reload the page and try again');
  });
});
