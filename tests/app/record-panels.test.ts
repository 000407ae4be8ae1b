/** The record panels' rules (spec section 5) and the YAML's `panels:` (generator, meta-schema). */
import { describe, expect, it } from 'vitest';
import { parseResource } from '../../generator/load';
import { render } from '../../generator/render';
import { acceptOf, addFiles, cutDescription, revisionOf } from '../../src/app/modules/panels/panelRules';

const file = (name: string) => ({ name });

describe('notes: at most 3 files, a name not twice', () => {
  it('adds up to three files and refuses the rest', () => {
    expect(addFiles([], [], [file('a'), file('b'), file('c')])).toEqual({ pending: [file('a'), file('b'), file('c')], refused: false });
    expect(addFiles([], [file('a'), file('b'), file('c')], [file('d')])).toEqual({ pending: [file('a'), file('b'), file('c')], refused: true });
    // Files already stored on the note count too.
    expect(addFiles([file('a'), file('b')], [], [file('c'), file('d')])).toEqual({ pending: [file('c')], refused: true });
  });

  it('skips a file whose name is already there, without refusing', () => {
    expect(addFiles([file('a')], [file('b')], [file('a'), file('b'), file('c')])).toEqual({ pending: [file('b'), file('c')], refused: false });
  });
});

describe('documents', () => {
  it("accepts the document type's extensions, any when it names none", () => {
    expect(acceptOf('.pdf')).toBe('.pdf');
    expect(acceptOf('jpg, .PNG;gif')).toBe('.jpg,.png,.gif');
    expect(acceptOf('')).toBeUndefined();
    expect(acceptOf(null)).toBeUndefined();
  });

  it('reads the revision number as a decimal', () => {
    expect(revisionOf('1.5')).toBe(1.5);
    expect(revisionOf('2,25')).toBe(2.25);
    expect(revisionOf('abc')).toBe(0);
    expect(revisionOf('-1')).toBe(0);
  });

  it('cuts a description at 25 characters', () => {
    expect(cutDescription('Short one')).toBe('Short one');
    expect(cutDescription('x'.repeat(25))).toBe('x'.repeat(25));
    expect(cutDescription('Plant room layout with the new chiller')).toBe('Plant room layout with th…');
  });
});

describe('panels: in the YAML', () => {
  const yaml = (panels: string) => `resource: sites\nfields:\n  name: { required: true }\n${panels}`;

  it('is refused when it names a panel that does not exist', () => {
    const { def, problems } = parseResource(yaml('panels: [notes, gossip]\n'), 'schema/x/sites.yaml');
    expect(def).toBeUndefined();
    expect(problems.join('\n')).toMatch(/panels/);
  });

  it('defaults to none, and the view page gets the panels in the YAML order', () => {
    expect(parseResource(yaml(''), 'schema/x/sites.yaml').def!.panels).toEqual([]);
    const { def } = parseResource(yaml('panels: [logs, notes, logs]\n'), 'schema/x/sites.yaml');
    expect(def!.panels).toEqual(['logs', 'notes']);
    const show = render([def!]).get('generated/app/sites/SitesShow.tsx')!;
    expect(show).toContain('<ResourceShow panels={["logs", "notes"]}>');
  });
});
