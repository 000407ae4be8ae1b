/** generated/app/resources.ts: every resource's icon and a lazy loader of its views (code-split per resource). */
import type { Project } from 'ts-morph';
import type { ResourceDef } from '../../src/shared/resource-spec';
import { appDir, emitSource, Imports, q, type FileSet } from './common';

export function emitAppIndex(project: Project, defs: ResourceDef[], files: FileSet): void {
  const path = 'generated/app/resources.ts';
  files.set(
    path,
    emitSource(project, path, 'schema/', (sf) => {
      const imports = new Imports();
      for (const def of defs) for (const r of def.routes) imports.addDefault(`@mui/icons-material/${r.menu.icon}`, `${r.menu.icon}Icon`);
      sf.addImportDeclaration({ moduleSpecifier: '../../src/app/crud/types', namedImports: ['AppResourceEntry'], isTypeOnly: true });
      imports.applyTo(sf);
      const entries = defs.map((def) => {
        const icon = def.menu ? `${def.menu.icon}Icon` : 'undefined';
        const extra = def.routes.filter((r) => r.path !== def.route).map((r) => `${r.menu.icon}: ${r.menu.icon}Icon`);
        const routeIcons = extra.length ? `, routeIcons: { ${[...new Set(extra)].join(', ')} }` : '';
        return `{ name: ${q(def.resource)}, icon: ${icon}${routeIcons}, load: () => import('./${appDir(def)}') }`;
      });
      sf.addStatements(`export const appResources: AppResourceEntry[] = [\n${entries.join(',\n')},\n];`);
    }),
  );
}
