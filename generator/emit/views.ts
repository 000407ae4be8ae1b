/**
 * The react-admin views of one resource (react-admin demo style: one folder per resource, one
 * file per view, index.ts exporting them). The views are thin: columns and inputs come from the
 * YAML, behaviour (paging, toolbar, routes, validation, defaults) from the hand-written kit in
 * src/app/crud, so a fix there serves every resource.
 */
import type { Project } from 'ts-morph';
import type { FieldDef, ResourceDef } from '../../src/shared/resource-spec';
import { appDir, attr, camel, CRUD_KIT, emitSource, Imports, pascal, q, type FileSet } from './common';
import { displayElement, inputElement } from './fields';

function columnsFile(project: Project, def: ResourceDef, path: string): string {
  return emitSource(project, path, def.source, (sf) => {
    const imports = new Imports().add(CRUD_KIT, 'StatusField');
    const cells = def.fields
      .filter((f) => f.list)
      .map((f) => displayElement(f, imports, { inList: true, stateField: def.workflow?.field }))
      .filter((e): e is string => e !== null);
    cells.push('<StatusField key="status" source="status" />');
    imports.applyTo(sf);
    sf.addStatements(
      `/** The list columns of ${def.resource}, shared by its list and any related list that shows it. */\n` +
        `export const ${camel(def.resource)}Columns = [\n${cells.join(',\n')},\n];`,
    );
  });
}

function listFile(project: Project, def: ResourceDef, path: string): string {
  const name = pascal(def.resource);
  return emitSource(project, path, def.source, (sf) => {
    new Imports().add(CRUD_KIT, 'DataList').add('./columns', `${camel(def.resource)}Columns`).applyTo(sf);
    sf.addStatements(`export const ${name}List = () => <DataList>{${camel(def.resource)}Columns}</DataList>;`);
  });
}

/**
 * One element per field of `def`, except that a trait's fields are one shared piece drawn once
 * for every resource taking it (generated/app/traits/): `traitPart` names it, `own` draws a field.
 */
function elementsOf(def: ResourceDef, traitPart: (trait: string) => string, own: (field: FieldDef) => string | null): string[] {
  const out: string[] = [];
  const drawn = new Set<string>();
  for (const f of def.fields) {
    if (f.trait) {
      if (!drawn.has(f.trait)) out.push(traitPart(f.trait));
      drawn.add(f.trait);
      continue;
    }
    const element = own(f);
    if (element) out.push(element);
  }
  return out;
}

const traitInputsName = (trait: string) => `${camel(trait)}Inputs`;
const traitFieldsName = (trait: string) => `${camel(trait)}Fields`;

/** The inputs of `def`'s fields; a trait's are its generated array of inputs. */
function inputsOf(def: ResourceDef, imports: Imports, rules: string, labels?: string): string[] {
  return elementsOf(
    def,
    (trait) => {
      imports.add(`../traits/${pascal(trait)}Inputs`, traitInputsName(trait));
      return `{${traitInputsName(trait)}(${rules}${labels ? `, ${q(labels)}` : ''})}`;
    },
    // The map widget is the input of the address it keeps (its search box shows it).
    (f) => (f.name === def.addressMap?.address ? null : inputElement(f, imports, { rules, ...(labels ? { labelKey: `${labels}.${f.name}` } : {}) })),
  );
}

/** The rows of `def`'s page; a trait's are its generated array of fields, which SimpleShowLayout flattens into rows. */
function fieldsOf(def: ResourceDef, imports: Imports): string[] {
  return elementsOf(
    def,
    (trait) => {
      imports.add(`../traits/${pascal(trait)}Fields`, traitFieldsName(trait));
      return `{${traitFieldsName(trait)}}`;
    },
    (f) => displayElement(f, imports, { inList: false, stateField: def.workflow?.field }),
  );
}

/**
 * generated/app/traits/<Trait>Inputs.tsx and <Trait>Fields.tsx: the inputs and the page rows of a
 * trait's fields, drawn once for every resource taking it (a resource may redeclare a trait
 * field's label or rules, not its input or its display).
 */
export function emitTraitInputs(project: Project, defs: ResourceDef[], files: FileSet): void {
  const traits = [...new Set(defs.flatMap((d) => d.traits))].sort();
  for (const trait of traits) {
    const owner = defs.find((d) => d.traits.includes(trait))!;
    const path = `generated/app/traits/${pascal(trait)}Inputs.tsx`;
    files.set(
      path,
      emitSource(project, path, `schema/traits/${trait}.yaml`, (sf) => {
        const imports = new Imports();
        sf.addImportDeclaration({ moduleSpecifier: CRUD_KIT, namedImports: ['FieldRules'], isTypeOnly: true });
        const inputs = owner.fields
          .filter((f) => f.trait === trait)
          // Inside child lines the label names the line's resource, and a new line starts from the defaults.
          .map((f) => inputElement(f, imports, { rules: 'rules', labelKey: { expr: `labels && \`\${labels}.${f.name}\`` }, withDefault: true, keyed: true }))
          .filter((e): e is string => e !== null);
        imports.applyTo(sf);
        // The inputs themselves, not a component holding them: a form and react-admin's line iterator take each as one input.
        sf.addStatements(
          `/** The inputs of the ${trait} trait's fields; inside child lines \`labels\` names the line resource's label keys. */\n` +
            `export const ${traitInputsName(trait)} = (rules: FieldRules, labels?: string) => [\n${inputs.join(',\n')},\n];`,
        );
      }),
    );
    const fieldsPath = `generated/app/traits/${pascal(trait)}Fields.tsx`;
    files.set(
      fieldsPath,
      emitSource(project, fieldsPath, `schema/traits/${trait}.yaml`, (sf) => {
        const imports = new Imports();
        const fields = owner.fields
          .filter((f) => f.trait === trait)
          .map((f) => displayElement(f, imports, { inList: false, keyed: true }))
          .filter((e): e is string => e !== null);
        imports.applyTo(sf);
        sf.addStatements(`/** The page rows of the ${trait} trait's fields, for every resource taking it. */\nexport const ${traitFieldsName(trait)} = [\n${fields.join(',\n')},\n];`);
      }),
    );
  }
}

function formFile(project: Project, def: ResourceDef, path: string, byName: Map<string, ResourceDef>): string {
  const name = pascal(def.resource);
  return emitSource(project, path, def.source, (sf) => {
    const imports = new Imports().add(CRUD_KIT, 'fieldRules', 'ResourceForm');
    const inputs = inputsOf(def, imports, 'rules');
    const childRules: string[] = [];
    for (const c of def.children) {
      const child = byName.get(c.resource)!;
      const rules = `${camel(child.resource)}Rules`;
      childRules.push(`const ${rules} = fieldRules(${q(child.resource)});`);
      imports.add(CRUD_KIT, 'ChildLines');
      const lineInputs = inputsOf({ ...child, fields: child.fields.filter((f) => f.name !== c.target) }, imports, rules, `resources.${child.resource}.fields`);
      inputs.push(`<ChildLines ${attr('source', c.field)} ${attr('label', `resources.${def.resource}.fields.${c.field}`)}>\n${lineInputs.join('\n')}\n</ChildLines>`);
    }
    if (def.addressMap) {
      imports.add(CRUD_KIT, 'AddressMapInput');
      const fills = Object.entries(def.addressMap).map(([role, field]) => attr(role, field!));
      inputs.push(`<AddressMapInput ${fills.join(' ')} />`);
    }
    imports.applyTo(sf);
    sf.addStatements([
      `const rules = fieldRules(${q(def.resource)});`,
      ...childRules,
      `export const ${name}Form = () => (\n<ResourceForm>\n${inputs.join('\n')}\n</ResourceForm>\n);`,
    ]);
  });
}

function createFile(project: Project, def: ResourceDef, path: string): string {
  const name = pascal(def.resource);
  return emitSource(project, path, def.source, (sf) => {
    new Imports().add(CRUD_KIT, 'ResourceCreate').add(`./${name}Form`, `${name}Form`).applyTo(sf);
    sf.addStatements(`export const ${name}Create = () => (\n<ResourceCreate>\n<${name}Form />\n</ResourceCreate>\n);`);
  });
}

function editFile(project: Project, def: ResourceDef, path: string, byName: Map<string, ResourceDef>): string {
  const name = pascal(def.resource);
  return emitSource(project, path, def.source, (sf) => {
    const imports = new Imports().add(CRUD_KIT, 'ResourceEdit').add(`./${name}Form`, `${name}Form`);
    if (def.workflow) imports.add(CRUD_KIT, 'WorkflowActions');
    const related = def.related.map((r) => {
      const target = byName.get(r.resource)!;
      const rName = pascal(target.resource);
      imports.add(CRUD_KIT, 'RelatedList');
      imports.add(`../${appDir(target)}/columns`, `${camel(target.resource)}Columns`);
      const shown = `<RelatedList ${attr('reference', r.resource)} ${attr('target', r.target)} columns={${camel(target.resource)}Columns}`;
      // A read-only collection (kept by the server) is listed, never added to or edited here.
      if (target.readonly) return `${shown} />`;
      imports.add(`../${appDir(target)}/${rName}Form`, `${rName}Form`);
      return `${shown} form={<${rName}Form />} />`;
    });
    imports.applyTo(sf);
    sf.addStatements(
      `export const ${name}Edit = () => (\n<ResourceEdit>\n${def.workflow ? '<WorkflowActions />\n' : ''}<${name}Form />\n${related.join('\n')}\n</ResourceEdit>\n);`,
    );
  });
}

function showFile(project: Project, def: ResourceDef, path: string, byName: Map<string, ResourceDef>): string {
  const name = pascal(def.resource);
  return emitSource(project, path, def.source, (sf) => {
    const imports = new Imports().add(CRUD_KIT, 'ResourceShow', 'StatusField', 'UnixDateField');
    const rows = fieldsOf(def, imports);
    if (def.workflow) {
      // The transitions the user may run now, as buttons above the record.
      imports.add(CRUD_KIT, 'WorkflowActions');
      rows.unshift('<WorkflowActions />');
    }
    for (const c of def.children) {
      const child = byName.get(c.resource)!;
      imports.add(CRUD_KIT, 'ChildLinesField').add(`../${appDir(child)}/columns`, `${camel(child.resource)}Columns`);
      rows.push(`<ChildLinesField ${attr('source', c.field)} ${attr('reference', child.resource)} ${attr('label', `resources.${def.resource}.fields.${c.field}`)} columns={${camel(child.resource)}Columns} />`);
    }
    imports.applyTo(sf);
    sf.addStatements(
      `export const ${name}Show = () => (\n<ResourceShow${def.panels.length ? ` panels={${JSON.stringify(def.panels)}}` : ''}>\n${rows.join('\n')}\n<StatusField source="status" />\n` +
        `<UnixDateField source="created_at" showTime />\n<UnixDateField source="updated_at" showTime />\n</ResourceShow>\n);`,
    );
  });
}

function indexFile(project: Project, def: ResourceDef, path: string): string {
  const name = pascal(def.resource);
  const views = def.readonly ? ['List', 'Show'] : ['List', 'Create', 'Edit', 'Show'];
  return emitSource(project, path, def.source, (sf) => {
    const imports = new Imports().add('./columns', `${camel(def.resource)}Columns`);
    views.forEach((v) => imports.add(`./${name}${v}`, `${name}${v}`));
    if (!def.readonly) imports.add(`./${name}Form`, `${name}Form`);
    sf.addImportDeclaration({ moduleSpecifier: CRUD_KIT, namedImports: ['ResourceViews'], isTypeOnly: true });
    imports.applyTo(sf);
    const members = [
      `list: ${name}List`,
      ...(def.readonly ? [] : [`create: ${name}Create`, `edit: ${name}Edit`, `form: ${name}Form`]),
      `show: ${name}Show`,
      `columns: ${camel(def.resource)}Columns`,
      `recordRepresentation: ${q(def.representation)}`,
    ];
    sf.addStatements(`const views: ResourceViews = {\n${members.join(',\n')},\n};\nexport default views;`);
  });
}

export function emitResourceViews(project: Project, def: ResourceDef, byName: Map<string, ResourceDef>, files: FileSet): void {
  const dir = `generated/app/${appDir(def)}`;
  const name = pascal(def.resource);
  files.set(`${dir}/columns.tsx`, columnsFile(project, def, `${dir}/columns.tsx`));
  files.set(`${dir}/${name}List.tsx`, listFile(project, def, `${dir}/${name}List.tsx`));
  if (!def.readonly) {
    files.set(`${dir}/${name}Form.tsx`, formFile(project, def, `${dir}/${name}Form.tsx`, byName));
    files.set(`${dir}/${name}Create.tsx`, createFile(project, def, `${dir}/${name}Create.tsx`));
    files.set(`${dir}/${name}Edit.tsx`, editFile(project, def, `${dir}/${name}Edit.tsx`, byName));
  }
  files.set(`${dir}/${name}Show.tsx`, showFile(project, def, `${dir}/${name}Show.tsx`, byName));
  files.set(`${dir}/index.ts`, indexFile(project, def, `${dir}/index.ts`));
}
