/**
 * generator/load.ts: every problem of a batch of YAML files is reported at once, each as
 * `file:line:col path: message` (YAML-level errors, which have no path, as `file:line:col: message`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchema, parseResource, SchemaError } from '../../generator/load';
import { checkRegistry } from '../../src/shared/resource-spec';

const roots: string[] = [];
afterEach(() => {
  while (roots.length) rmSync(roots.pop()!, { recursive: true, force: true });
});

/** A project root holding `files` (paths relative to the root). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'gen-load-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The problems loadSchema reports for `files`; fails when it does not throw a SchemaError. */
function problemsOf(files: Record<string, string>): string[] {
  const root = project(files);
  let caught: unknown;
  try {
    loadSchema(root);
  } catch (e) {
    caught = e;
  }
  expect(caught, 'loadSchema should throw a SchemaError').toBeInstanceOf(SchemaError);
  const err = caught as SchemaError;
  expect(err.message).toBe(`${err.problems.length} problem(s) in schema/:\n  ${err.problems.join('\n  ')}`);
  return err.problems;
}

const FIELD_TYPES_MESSAGE =
  'Invalid option: expected one of "text"|"richtext"|"number"|"money"|"integer"|"boolean"|"date"|"datetime"|"email"|"phone"|"select"|"reference"|"references"|"code_reference"|"file"|"image"|"json"|"password"';

/** `file:line:col path: message`, or `file:line:col: message` for YAML errors. */
const PROBLEM = /^schema\/[\w/.-]+\.yaml:\d+:\d+( [\w.()-]+)?: \S/;

const GOOD = {
  'schema/masterlists/colours.yaml': [
    'resource: colours',
    'route: colours',
    'menu: { area: masterlists }',
    'fields:',
    '  name: { required: true, list: true }',
    '',
  ].join('\n'),
};

describe('loadSchema: a valid schema', () => {
  it('loads and normalises every file, with sources relative to the root', () => {
    const defs = loadSchema(
      project({
        ...GOOD,
        'schema/admin/widgets.yaml': 'resource: widgets\nfields:\n  colour: { type: reference, reference: colours }\n',
      }),
    );
    expect(defs.map((d) => [d.resource, d.source])).toEqual([
      ['widgets', 'schema/admin/widgets.yaml'],
      ['colours', 'schema/masterlists/colours.yaml'],
    ]);
    const colours = defs[1];
    expect(colours).toMatchObject({
      table: 'colours',
      label: 'Colours',
      labelSingular: 'Colour',
      route: '/pages/masterlists/colours',
      menu: { area: 'masterlists', order: 100, icon: 'ListAlt', hidden: false },
      statuses: ['N', 'O', 'R', 'C', 'V'],
      defaultStatus: 'O',
      representation: 'name',
      sort: '-updated_at',
    });
    // A reference is filterable by default.
    expect(defs[0].fields[0]).toMatchObject({ name: 'colour', type: 'reference', filterable: true, label: 'Colour' });
  });

  it('reads both .yaml and .yml and ignores other files', () => {
    const defs = loadSchema(
      project({ ...GOOD, 'schema/admin/a.yml': 'resource: a\nfields: {}\n', 'schema/admin/README.md': '# not a resource' }),
    );
    expect(defs.map((d) => d.resource).sort()).toEqual(['a', 'colours']);
  });
});

describe('loadSchema: each kind of problem, with its place', () => {
  it('a bad field type', () => {
    expect(
      problemsOf({
        'schema/masterlists/things.yaml': 'resource: things\nfields:\n  name: { list: true }\n  colour: { type: colour }\n',
      }),
    ).toEqual([`schema/masterlists/things.yaml:4:19 fields.colour.type: ${FIELD_TYPES_MESSAGE}`]);
  });

  it('an unknown key, reported at the key (field level and top level)', () => {
    expect(
      problemsOf({
        'schema/masterlists/things.yaml': [
          'resource: things',
          'lable: Things',
          'fields:',
          '  code:',
          '    type: text',
          '    lenght: 5',
          '',
        ].join('\n'),
      }),
    ).toEqual([
      'schema/masterlists/things.yaml:6:5 fields.code.lenght: Unrecognized key: "lenght"',
      'schema/masterlists/things.yaml:2:1 lable: Unrecognized key: "lable"',
    ]);
  });

  it('a select without options', () => {
    expect(
      problemsOf({
        'schema/masterlists/things.yaml': 'resource: things\nfields:\n  kind:\n    type: select\n    list: true\n',
      }),
    ).toEqual(['schema/masterlists/things.yaml:4:5 fields.kind.options: a select field needs options']);
    // An empty option list is no better.
    expect(
      problemsOf({ 'schema/masterlists/things.yaml': 'resource: things\nfields:\n  kind: { type: select, options: [] }\n' }),
    ).toEqual(['schema/masterlists/things.yaml:3:34 fields.kind.options: a select field needs options']);
  });

  it('a reference to an unknown resource, reported at the reference', () => {
    expect(
      problemsOf({
        ...GOOD,
        'schema/masterlists/things.yaml': [
          'resource: things',
          'fields:',
          '  name: { list: true }',
          '  owner_id:',
          '    type: reference',
          '    reference: owners',
          '',
        ].join('\n'),
      }),
    ).toEqual([
      'schema/masterlists/things.yaml:6:16 fields.owner_id.reference: field "owner_id" references unknown resource "owners"',
    ]);
  });

  it('a reference field without its target', () => {
    expect(problemsOf({ 'schema/masterlists/things.yaml': 'resource: things\nfields:\n  owner_id: { type: reference }\n' })).toEqual([
      'schema/masterlists/things.yaml:3:13 fields.owner_id.reference: a reference field needs reference: <collection>',
    ]);
  });

  it('duplicate keys', () => {
    expect(
      problemsOf({
        'schema/masterlists/things.yaml': 'resource: things\nfields:\n  name: { list: true }\n  name: { required: true }\n',
      }),
    ).toEqual(['schema/masterlists/things.yaml:4:3: Map keys must be unique']);
  });

  it('a YAML syntax error', () => {
    const problems = problemsOf({
      'schema/masterlists/things.yaml': 'resource: things\nfields:\n  name: { list: true\n',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^schema\/masterlists\/things\.yaml:\d+:\d+: \S/);
    expect(problems[0]).toMatch(/flow map|\}/i);
  });

  it('a document that is not a map', () => {
    expect(problemsOf({ 'schema/masterlists/things.yaml': '- a\n- b\n' })).toEqual([
      'schema/masterlists/things.yaml:1:1 (top): Invalid input: expected object, received array',
    ]);
  });

  it('a password field that is listed', () => {
    expect(
      problemsOf({ 'schema/admin/things.yaml': 'resource: things\nfields:\n  secret: { type: password, list: true }\n' }),
    ).toEqual(['schema/admin/things.yaml:3:19 fields.secret.type: a password field is write-only: no list, sort, search or filter']);
  });

  it('a field name that is not snake_case', () => {
    expect(problemsOf({ 'schema/admin/things.yaml': 'resource: things\nfields:\n  CamelCase: {}\n' })).toEqual([
      'schema/admin/things.yaml:3:3 fields.CamelCase: must be lower snake_case (a-z, 0-9, _), starting with a letter',
    ]);
  });
});

describe('loadSchema: cross-file problems point into the file concerned', () => {
  it('a resource defined twice', () => {
    expect(
      problemsOf({ ...GOOD, 'schema/masterlists/z.yaml': 'resource: colours\ntable: colours_2\nfields: {}\n' }),
    ).toEqual(['schema/masterlists/z.yaml:1:11 resource: resource "colours" is also defined in schema/masterlists/colours.yaml']);
  });

  it('a table and a route used twice', () => {
    expect(
      problemsOf({
        ...GOOD,
        'schema/masterlists/z.yaml': 'resource: tints\ntable: colours\nroute: colours\nmenu: { area: masterlists }\nfields: {}\n',
      }),
    ).toEqual([
      'schema/masterlists/z.yaml:2:8 table: table "colours" is also used by schema/masterlists/colours.yaml',
      'schema/masterlists/z.yaml:3:8 route: route "/pages/masterlists/colours" is also used by schema/masterlists/colours.yaml',
    ]);
  });

  it('a related list naming an unknown resource or field', () => {
    expect(
      problemsOf({
        ...GOOD,
        'schema/masterlists/z.yaml': [
          'resource: zones',
          'fields: {}',
          'related:',
          '  - { resource: nowhere, target: zone_id }',
          '  - { resource: colours, target: zone_id }',
          '',
        ].join('\n'),
      }),
    ).toEqual([
      'schema/masterlists/z.yaml:4:17 related.0.resource: related resource "nowhere" is not defined',
      'schema/masterlists/z.yaml:5:34 related.1.target: related resource "colours" has no field "zone_id"',
    ]);
  });

  it('a child resource that does not exist, or has no field pointing back (file and line, not a crash)', () => {
    expect(
      problemsOf({
        ...GOOD,
        'schema/masterlists/z.yaml': [
          'resource: zones',
          'fields: {}',
          'children:',
          '  - { resource: zone_lines, target: header_id, field: lines }',
          '  - { resource: colours, target: zone_id, field: colours }',
          '',
        ].join('\n'),
      }),
    ).toEqual([
      'schema/masterlists/z.yaml:4:17 children.0.resource: child resource "zone_lines" is not defined',
      'schema/masterlists/z.yaml:5:34 children.1.target: child resource "colours" has no field "zone_id" referencing zones',
    ]);
  });

  it('a workflow naming states and fields it does not have', () => {
    expect(
      problemsOf({
        'schema/masterlists/w.yaml': [
          'resource: works',
          'fields: { state: {} }',
          'workflow:',
          '  field: stage',
          '  states: [{ value: a, label: A }, { value: a, label: B }]',
          '  editable_in: [z]',
          '  transitions:',
          '    - { name: go, from: [a, q], to: b, requires: [nope] }',
          '    - { name: go, from: [a], to: a }',
          '',
        ].join('\n'),
      }).map((p) => p.replace(/:\d+:\d+ /, ' ')),
    ).toEqual([
      'schema/masterlists/w.yaml workflow.field: state field "stage" is not a field',
      'schema/masterlists/w.yaml workflow.states.1.value: state "a" is declared twice',
      'schema/masterlists/w.yaml workflow.editable_in.0: "z" is not a state',
      'schema/masterlists/w.yaml workflow.transitions.0.from.1: "q" is not a state',
      'schema/masterlists/w.yaml workflow.transitions.0.to: "b" is not a state',
      'schema/masterlists/w.yaml workflow.transitions.0.requires.0: "nope" is not a field',
      'schema/masterlists/w.yaml workflow.transitions.1.name: transition "go" is declared twice',
    ]);
  });

  it('a system field, a missing representation and a default status outside the statuses', () => {
    expect(
      problemsOf({
        'schema/admin/z.yaml': [
          'resource: zones',
          'representation: title',
          'statuses: [O, V]',
          'default_status: N',
          'fields:',
          '  status: {}',
          '',
        ].join('\n'),
      }),
    ).toEqual([
      'schema/admin/z.yaml:6:11 fields.status: field "status" is a system field and is added to every resource',
      'schema/admin/z.yaml:2:17 representation: representation "title" is not a field',
      'schema/admin/z.yaml:4:17 default_status: default_status "N" is not one of statuses',
    ]);
  });

  it('checkRegistry still gives the same problems as `file: message` lines', () => {
    const root = project({ 'schema/admin/z.yaml': 'resource: zones\nfields:\n  owner: { type: reference, reference: nobody }\n' });
    const def = parseResource(
      'resource: zones\nfields:\n  owner: { type: reference, reference: nobody }\n',
      'schema/admin/z.yaml',
    ).def!;
    expect(checkRegistry([def])).toEqual(['schema/admin/z.yaml: field "owner" references unknown resource "nobody"']);
    expect(() => loadSchema(root)).toThrow(SchemaError);
  });
});

describe('loadSchema: a batch of problems is reported together', () => {
  it('lists every problem of every file in one SchemaError', () => {
    const problems = problemsOf({
      ...GOOD,
      'schema/a/bad-type.yaml': 'resource: bad-type\nfields:\n  x: { type: strng }\n',
      'schema/a/dup.yaml': 'resource: dup\nfields:\n  x: {}\n  x: {}\n',
      'schema/a/ref.yaml': 'resource: ref\nfields:\n  x: { type: reference, reference: ghosts }\n',
      'schema/a/select.yaml': 'resource: select\nfields:\n  x: { type: select }\n',
      'schema/a/syntax.yaml': 'resource: syntax\nfields: [\n',
      'schema/a/unknown-key.yaml': 'resource: unknown-key\nfields:\n  x: { colour: red }\n',
    });
    expect(problems).toHaveLength(6);
    for (const p of problems) expect(p).toMatch(PROBLEM);
    // Single-file problems in file order, then the cross-file ones.
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'schema/a/bad-type.yaml',
      'schema/a/dup.yaml',
      'schema/a/select.yaml',
      'schema/a/syntax.yaml',
      'schema/a/unknown-key.yaml',
      'schema/a/ref.yaml',
    ]);
    expect(problems[0]).toBe(`schema/a/bad-type.yaml:3:14 fields.x.type: ${FIELD_TYPES_MESSAGE}`);
    expect(problems[1]).toBe('schema/a/dup.yaml:4:3: Map keys must be unique');
    expect(problems[2]).toBe('schema/a/select.yaml:3:6 fields.x.options: a select field needs options');
    expect(problems[3]).toMatch(/^schema\/a\/syntax\.yaml:\d+:\d+: /);
    expect(problems[4]).toBe('schema/a/unknown-key.yaml:3:8 fields.x.colour: Unrecognized key: "colour"');
    expect(problems[5]).toBe('schema/a/ref.yaml:3:36 fields.x.reference: field "x" references unknown resource "ghosts"');
  });

  it('reports several problems of one file together', () => {
    const problems = problemsOf({
      'schema/a/many.yaml': 'resource: Many\nfields:\n  a: { type: strng }\n  b: { type: select }\n  c: { required: maybe }\n',
    });
    expect(problems.map((p) => p.split(' ')[0] + ' ' + p.split(' ')[1])).toEqual([
      'schema/a/many.yaml:1:11 resource:',
      'schema/a/many.yaml:3:14 fields.a.type:',
      'schema/a/many.yaml:4:6 fields.b.options:',
      'schema/a/many.yaml:5:18 fields.c.required:',
    ]);
  });
});

describe('loadSchema: linked references (depends_on, default_choice, fills)', () => {
  const SITES = 'resource: sites\nfields:\n  owner_id: { type: reference, reference: owners }\n  name: {}\n  is_default: { type: boolean }\n';
  const OWNERS = 'resource: owners\nfields:\n  name: {}\n  tel: { type: phone }\n';
  const orders = (fields: string) => `resource: orders\nfields:\n  owner_id: { type: reference, reference: owners }\n  phone: { type: phone }\n${fields}`;

  it('accepts links that name real fields, and keeps them on the field', () => {
    const root = project({
      'schema/a/sites.yaml': SITES.replace('is_default: { type: boolean }', 'is_default: { type: boolean, filterable: true }'),
      'schema/a/owners.yaml': OWNERS,
      'schema/a/orders.yaml': orders(
        '  site_id: { type: reference, reference: sites, depends_on: { owner_id: owner_id }, default_choice: { is_default: true } }\n' +
          '  owner2_id: { type: reference, reference: owners, fills: { phone: tel } }\n',
      ),
    });
    const site = loadSchema(root).find((d) => d.resource === 'orders')!.fields.find((f) => f.name === 'site_id')!;
    expect(site).toMatchObject({ dependsOn: { owner_id: 'owner_id' }, defaultChoice: { is_default: true } });
  });

  it('reports fields that do not exist or cannot filter, at the link', () => {
    expect(
      problemsOf({
        'schema/a/sites.yaml': SITES,
        'schema/a/owners.yaml': OWNERS,
        'schema/a/orders.yaml': orders(
          '  site_id: { type: reference, reference: sites, depends_on: { owner_id: company_id }, default_choice: { is_default: true } }\n' +
            '  owner2_id: { type: reference, reference: owners, fills: { fax: tel, phone: mobile } }\n',
        ),
      }),
    ).toEqual([
      expect.stringMatching(/^schema\/a\/orders\.yaml:\d+:\d+ fields\.site_id\.depends_on: "company_id" is not a field of this form$/),
      expect.stringMatching(/^schema\/a\/orders\.yaml:\d+:\d+ fields\.site_id\.default_choice: "is_default" is not a filterable field of sites$/),
      expect.stringMatching(/^schema\/a\/orders\.yaml:\d+:\d+ fields\.owner2_id\.fills: "fax" is not an editable field of orders$/),
      expect.stringMatching(/^schema\/a\/orders\.yaml:\d+:\d+ fields\.owner2_id\.fills: "mobile" is not a field of owners$/),
    ]);
  });

  it("limits a reference's choices by the target's filterable fields, and lets a line depend on its record's field (header.<field>)", () => {
    const LINES = 'resource: order_lines\nfields:\n  header_id: { type: reference, reference: orders, required: true }\n';
    const root = project({
      'schema/a/sites.yaml': SITES,
      'schema/a/owners.yaml': OWNERS.replace('tel: { type: phone }', 'tel: { type: phone }\n  kind: { type: select, options: [Customer, Supplier], filterable: true }'),
      'schema/a/orders.yaml': orders('  buyer_id: { type: reference, reference: owners, choices: { kind: Customer } }\nchildren:\n  - { resource: order_lines, target: header_id, field: lines }\n'),
      'schema/a/order_lines.yaml': `${LINES}  site_id: { type: reference, reference: sites, depends_on: { owner_id: header.owner_id } }\n`,
    });
    const defs = loadSchema(root);
    expect(defs.find((d) => d.resource === 'orders')!.fields.find((f) => f.name === 'buyer_id')).toMatchObject({ choices: { kind: 'Customer' } });
    expect(defs.find((d) => d.resource === 'order_lines')!.fields.find((f) => f.name === 'site_id')).toMatchObject({ dependsOn: { owner_id: 'header.owner_id' } });
    const problems = problemsOf({
      'schema/a/sites.yaml': SITES,
      'schema/a/owners.yaml': OWNERS,
      'schema/a/orders.yaml': orders('  buyer_id: { type: reference, reference: owners, choices: { tel: x } }\nchildren:\n  - { resource: order_lines, target: header_id, field: lines }\n'),
      'schema/a/order_lines.yaml': `${LINES}  site_id: { type: reference, reference: sites, depends_on: { owner_id: header.nothing } }\n`,
    });
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/fields\.buyer_id\.choices: "tel" is not a filterable field of owners$/),
        expect.stringMatching(/fields\.site_id\.depends_on: "header\.nothing" is not a field of this form$/),
      ]),
    );
  });

  it('refuses links on a field that is not a reference', () => {
    expect(problemsOf({ 'schema/a/x.yaml': 'resource: x\nfields:\n  a: { fills: { b: c } }\n  d: { type: reference, reference: x, default_choice: { a: 1 } }\n' })).toEqual([
      expect.stringMatching(/fields\.a\.fills: fills applies to reference fields$/),
      expect.stringMatching(/fields\.d\.default_choice: default_choice needs depends_on$/),
    ]);
  });
});

describe('loadSchema: traits', () => {
  const TRAIT = [
    'trait: priced',
    'fields:',
    '  price: { type: money, required: true, list: true }',
    '  note: { max_length: 50 }',
    'children:',
    "  - { resource: '{stem}_lines', target: header_id, field: lines }",
    '',
  ].join('\n');
  const LINES = ['resource: offer_lines', 'fields:', '  header_id: { type: reference, reference: offers, required: true }', ''].join('\n');

  it('brings the trait\'s fields after the resource\'s own, marked, and its children by the resource\'s stem', () => {
    const root = project({
      'schema/traits/priced.yaml': TRAIT,
      'schema/sales/offer_lines.yaml': LINES,
      'schema/sales/offers.yaml': ['resource: offers', 'traits: [priced]', 'fields:', '  code: { list: true }', '  note: { max_length: 80, label: Remark }', ''].join('\n'),
    });
    const offers = loadSchema(root).find((d) => d.resource === 'offers')!;
    expect(offers.traits).toEqual(['priced']);
    expect(offers.fields.map((f) => [f.name, f.trait ?? null])).toEqual([['code', null], ['price', 'priced'], ['note', 'priced']]);
    // A redeclared trait field keeps the trait's place and takes the resource's label and length.
    expect(offers.fields.find((f) => f.name === 'note')).toMatchObject({ label: 'Remark', maxLength: 80 });
    expect(offers.children).toEqual([{ resource: 'offer_lines', target: 'header_id', field: 'lines', label: 'Lines', trait: 'priced' }]);
  });

  it('refuses an unknown trait, a redeclared field of another kind, and a trait child that does not exist, each at its line', () => {
    expect(
      problemsOf({
        'schema/traits/priced.yaml': TRAIT,
        'schema/sales/offers.yaml': ['resource: offers', 'traits: [priced, nothing]', 'fields:', '  price: { type: number }', ''].join('\n'),
        'schema/sales/bids.yaml': ['resource: bids', 'traits: [priced]', 'fields: {}', ''].join('\n'),
      }),
    ).toEqual([
      'schema/sales/offers.yaml:4:10 fields.price: redeclares price of trait priced with another type, reference, options, help',
      'schema/sales/offers.yaml:2:18 traits.1: there is no trait "nothing" in schema/traits/',
      'schema/sales/bids.yaml:2:10 traits.0: child resource "bid_lines" (from trait priced) is not defined',
    ]);
  });
});

describe('loadSchema: code references', () => {
  const CURRENCIES = 'resource: currencies\nfields:\n  code: {}\n';

  it('keeps the target field of a code reference', () => {
    const root = project({ 'schema/a/currencies.yaml': CURRENCIES, 'schema/a/firms.yaml': 'resource: firms\nfields:\n  currency_id: { type: code_reference, reference: currencies, code_field: code }\n' });
    expect(loadSchema(root).find((d) => d.resource === 'firms')!.fields[0]).toMatchObject({ type: 'code_reference', reference: 'currencies', codeField: 'code' });
  });

  it('reports a code reference without code_field, and one naming a field the target lacks', () => {
    expect(problemsOf({ 'schema/a/currencies.yaml': CURRENCIES, 'schema/a/firms.yaml': 'resource: firms\nfields:\n  a: { type: code_reference, reference: currencies }\n' })).toEqual([
      expect.stringMatching(/fields\.a\.code_field: code_field goes with type: code_reference, and it needs one$/),
    ]);
    expect(problemsOf({ 'schema/a/currencies.yaml': CURRENCIES, 'schema/a/firms.yaml': 'resource: firms\nfields:\n  b: { type: code_reference, reference: currencies, code_field: iso }\n' })).toEqual([
      expect.stringMatching(/fields\.b\.code_field: "iso" is not a field of currencies$/),
    ]);
  });
});

describe('loadSchema: pickers and the map widget', () => {
  it('a picker on a reference to another collection than its own, and on a non-reference', () => {
    const problems = problemsOf({
      'schema/masterlists/things.yaml': 'resource: things\nfields:\n  name: { list: true }\n  owner_id: { type: reference, reference: things, picker: company }\n  code: { picker: product }\n',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^schema\/masterlists\/things\.yaml:4:\d+ fields\.owner_id\.picker: picker company is for a reference to companies$/),
      expect.stringMatching(/^schema\/masterlists\/things\.yaml:5:\d+ fields\.code\.picker: picker product is for a reference to products$/),
    ]);
  });

  it('a map widget without latitude and longitude, or filling a field the form does not have', () => {
    const problems = problemsOf({
      'schema/masterlists/things.yaml': 'resource: things\naddress_map: { name: addr }\nfields:\n  name: { list: true }\n  latitude: { type: number }\n',
    });
    expect(problems).toEqual([
      expect.stringMatching(/address_map: the map widget needs an editable longitude field$/),
      expect.stringMatching(/address_map\.name: "addr" is not an editable field$/),
    ]);
  });
});

describe('loadSchema: imports from a spreadsheet (import_key, import: false)', () => {
  it('takes the only writable unique field as the import key, a declared one over it, and none when two are unique', () => {
    const defs = loadSchema(
      project({
        'schema/a/parts.yaml': 'resource: parts\nfields:\n  sku: { unique: true }\n  name: {}\n  ref_no: { unique: true, readonly: true }\n',
        'schema/a/sites.yaml': 'resource: sites\nfields:\n  code: { unique: true }\n  email: { type: email, unique: true }\n',
        'schema/a/staff.yaml': 'resource: staff\nimport_key: email\nfields:\n  code: { unique: true }\n  email: { type: email, unique: true }\n',
        'schema/a/logs.yaml': 'resource: logs\nimport: false\nfields:\n  code: { unique: true }\n',
        'schema/a/views.yaml': 'resource: views\nreadonly: true\nfields:\n  code: { unique: true }\n',
      }),
    );
    const of = (name: string) => defs.find((d) => d.resource === name)!;
    expect(of('parts')).toMatchObject({ importable: true, importKey: 'sku' });
    expect(of('sites').importable).toBe(true);
    expect(of('sites').importKey).toBeUndefined();
    expect(of('staff')).toMatchObject({ importable: true, importKey: 'email' });
    expect(of('logs').importable).toBe(false);
    expect(of('logs').importKey).toBeUndefined();
    expect(of('views').importable).toBe(false);
  });

  it('refuses an import key that is not a unique field, one that is no field, and one with import: false, at the key', () => {
    expect(problemsOf({ 'schema/a/parts.yaml': 'resource: parts\nimport_key: name\nfields:\n  name: {}\n' })).toEqual([
      expect.stringMatching(/^schema\/a\/parts\.yaml:2:\d+ import_key: import_key "name" is not a unique field \(unique: true\)$/),
    ]);
    expect(problemsOf({ 'schema/a/parts.yaml': 'resource: parts\nimport_key: sku\nfields:\n  name: {}\n' })).toEqual([
      expect.stringMatching(/^schema\/a\/parts\.yaml:2:\d+ import_key: import_key "sku" is not a field$/),
    ]);
    expect(problemsOf({ 'schema/a/parts.yaml': 'resource: parts\nimport: false\nimport_key: name\nfields:\n  name: { unique: true }\n' })).toEqual([
      expect.stringMatching(/import_key: import_key has no use with import: false$/),
    ]);
  });

  it('the shipped schema: products by SKU, companies by Company ID, users not imported', async () => {
    const { resources } = await import('../../generated/server/registry');
    const of = (name: string) => resources.find((d) => d.resource === name)!;
    expect(of('products')).toMatchObject({ importable: true, importKey: 'sku' });
    expect(of('companies')).toMatchObject({ importable: true, importKey: 'company_id' });
    expect(of('countries').importKey).toBe('iso2');
    expect(of('users').importable).toBe(false);
    expect(of('audit-log').importable).toBe(false);
  });
});
