/** generated/server/registry.ts: the normalised ResourceDefs that the server and the app both read. */
import type { Project } from 'ts-morph';
import type { ResourceDef } from '../../src/shared/resource-spec';
import { emitSource, type FileSet } from './common';

export function emitRegistry(project: Project, defs: ResourceDef[], files: FileSet): void {
  const path = 'generated/server/registry.ts';
  files.set(
    path,
    emitSource(project, path, 'schema/', (sf) => {
      sf.addImportDeclaration({ moduleSpecifier: '../../src/shared/resource-spec', namedImports: ['ResourceDef'], isTypeOnly: true });
      sf.addStatements(`export const resources: ResourceDef[] = ${JSON.stringify(defs, null, 2)};`);
    }),
  );
}
