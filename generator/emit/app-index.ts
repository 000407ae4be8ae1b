/**
 * generated/app/resources.ts: every resource's icon and a lazy loader of its views (code-split per
 * resource), with the hand-written override (src/app/resources/<resource>/) merged in where one
 * exists: the generator wires the overrides, so the CRUD kit never imports them.
 */
import type { Project } from 'ts-morph';
import type { ResourceDef } from '../../src/shared/resource-spec';
import { appDir, emitSource, Imports, q, type FileSet } from './common';

export function emitAppIndex(project: Project, defs: ResourceDef[], overrides: ReadonlySet<string>, files: FileSet): void {
  const path = 'generated/app/resources.ts';
  files.set(
    path,
    emitSource(project, path, 'schema/', (sf) => {
      const imports = new Imports();
      for (const def of defs) for (const r of def.routes) imports.addDefault(`@mui/icons-material/${r.menu.icon}`, `${r.menu.icon}Icon`);
      sf.addImportDeclaration({ moduleSpecifier: '../../src/app/crud/types', namedImports: ['AppResourceEntry'], isTypeOnly: true });
      if (defs.some((d) => overrides.has(d.resource))) sf.addImportDeclaration({ moduleSpecifier: '../../src/app/crud/resourceViews', namedImports: ['withOverride'] });
      imports.applyTo(sf);
      const entries = defs.map((def) => {
        const icon = def.menu ? `${def.menu.icon}Icon` : 'undefined';
        const extra = def.routes.filter((r) => r.path !== def.route).map((r) => `${r.menu.icon}: ${r.menu.icon}Icon`);
        const routeIcons = extra.length ? `, routeIcons: { ${[...new Set(extra)].join(', ')} }` : '';
        const generated = `import('./${appDir(def)}')`;
        const load = overrides.has(def.resource) ? `withOverride(${generated}, import('../../src/app/resources/${def.resource}'))` : generated;
        return `{ name: ${q(def.resource)}, icon: ${icon}${routeIcons}, load: () => ${load} }`;
      });
      sf.addStatements(`export const appResources: AppResourceEntry[] = [\n${entries.join(',\n')},\n];`);
    }),
  );
}
