/** generator/render.ts: a pure, deterministic ResourceDefs -> file set function. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchema } from '../../generator/load';
import { render } from '../../generator/render';
import { viewOverrides } from '../../generator/cli';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const load = (name: string) => loadSchema(join(FIXTURES, name));

describe('render', () => {
  it('gives the same files, in the same order, on every run', () => {
    const defs = load('parent-child');
    const first = [...render(defs)];
    const second = [...render(defs)];
    const fromFreshLoad = [...render(load('parent-child'))];
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(fromFreshLoad).toEqual(first);
  });

  it('does not depend on the order of the definitions', () => {
    const defs = load('parent-child');
    expect([...render([...defs].reverse())]).toEqual([...render(defs)]);
  });

  it("wires a hand-written override into its resource's loader, and only there", () => {
    const defs = load('parent-child');
    const plain = render(defs).get('generated/app/resources.ts')!;
    expect(plain).not.toContain('withOverride');
    const index = render(defs, { overrides: ['quotations'] }).get('generated/app/resources.ts')!;
    expect(index).toContain("import { withOverride } from '../../src/app/crud/resourceViews';");
    expect(index).toContain("load: () => withOverride(import('./quotations'), import('../../src/app/resources/quotations'))");
    expect(index.match(/withOverride\(/g)).toHaveLength(1);
  });

  it('finds the overrides as folders of src/app/resources with an index file', () => {
    expect(viewOverrides(join(import.meta.dirname, '../..'))).toEqual(expect.arrayContaining(['roles', 'users']));
    expect(viewOverrides(FIXTURES)).toEqual([]);
  });

  it('does not change its input', () => {
    const defs = load('parent-child');
    const before = structuredClone(defs);
    render(defs);
    expect(defs).toEqual(before);
  });

  it('lists files sorted by path, all under generated/', () => {
    const paths = [...render(load('parent-child')).keys()];
    expect(paths).toEqual([...paths].sort((a, b) => a.localeCompare(b)));
    for (const p of paths) expect(p).toMatch(/^generated\/(app|server|locales)\//);
  });

  it('emits one folder of views per resource, and list/show only for a read-only one', () => {
    const paths = [...render([...load('parent-child'), ...load('readonly-log')]).keys()];
    expect(paths.filter((p) => p.startsWith('generated/app/quotations/'))).toEqual([
      'generated/app/quotations/columns.tsx',
      'generated/app/quotations/index.ts',
      'generated/app/quotations/QuotationsCreate.tsx',
      'generated/app/quotations/QuotationsEdit.tsx',
      'generated/app/quotations/QuotationsForm.tsx',
      'generated/app/quotations/QuotationsList.tsx',
      'generated/app/quotations/QuotationsShow.tsx',
    ]);
    expect(paths.filter((p) => p.startsWith('generated/app/event_log/'))).toEqual([
      'generated/app/event_log/columns.tsx',
      'generated/app/event_log/EventLogList.tsx',
      'generated/app/event_log/EventLogShow.tsx',
      'generated/app/event_log/index.ts',
    ]);
  });

  it('starts every file with a header naming its YAML, and writes no timestamp', () => {
    const defs = [...load('parent-child'), ...load('simple-masterlist')];
    const files = render(defs);
    for (const [path, content] of files) {
      if (path.endsWith('.json')) {
        expect(JSON.parse(content)['//'], path).toBe('GENERATED from schema/ by generator/. Do not edit.');
      } else {
        const folder = /^generated\/app\/([^/]+)\//.exec(path)?.[1];
        const def = folder ? defs.find((d) => d.resource.replace(/-/g, '_') === folder) : undefined;
        const source = def ? def.source : 'schema/';
        expect(content.split('\n')[0], path).toBe(`// GENERATED from ${source} by generator/. Do not edit.`);
      }
      expect(content.endsWith('\n'), `${path} ends with a newline`).toBe(true);
      expect(content, path).not.toMatch(/\b(19|20)\d\d-\d\d-\d\d|\d\d:\d\d:\d\d|generated (at|on)\b/i);
    }
    expect(files.get('generated/app/quotations/QuotationsForm.tsx')!.split('\n')[0]).toBe(
      '// GENERATED from schema/sales-tools/quotations.yaml by generator/. Do not edit.',
    );
  });

  it('never shows a password field, and never puts read-only or file fields in a form', () => {
    const files = render(load('parent-child'));
    const form = files.get('generated/app/quotations/QuotationsForm.tsx')!;
    expect(form).toContain('<PasswordInput source="portal_password"');
    expect(form).not.toContain('source="total"');
    expect(files.get('generated/app/quotations/QuotationsShow.tsx')).not.toContain('portal_password');
    expect(files.get('generated/app/quotations/columns.tsx')).not.toContain('portal_password');
    expect(files.get('generated/app/quotation_lines/QuotationLinesForm.tsx')).not.toContain('source="attachment"');
    expect(files.get('generated/app/quotation_lines/QuotationLinesShow.tsx')).toContain('<TextField source="attachment" />');
  });

  it('writes the normalised definitions into the server registry', () => {
    const defs = load('parent-child');
    const registry = render(defs).get('generated/server/registry.ts')!;
    const json = registry.slice(registry.indexOf('= ') + 2, registry.lastIndexOf(';'));
    expect(JSON.parse(json)).toEqual([...defs].sort((a, b) => a.resource.localeCompare(b.resource)));
  });

  it('escapes text that would break a JSX attribute', () => {
    const [def] = load('simple-masterlist');
    const tricky = { ...def, fields: [{ ...def.fields[0], help: 'Say "hi" \\ bye' }] };
    const form = render([tricky]).get('generated/app/colours/ColoursForm.tsx')!;
    expect(form).toContain(`helperText={'Say "hi" \\\\ bye'}`);
  });
});
