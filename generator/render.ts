/** Pure render: ResourceDefs -> the whole generated/ file set. No file I/O here (kysely-codegen style). */
import type { ResourceDef } from '../src/shared/resource-spec';
import { createProject, type FileSet } from './emit/common';
import { emitAppIndex } from './emit/app-index';
import { emitLocales } from './emit/locales';
import { emitRegistry } from './emit/registry';
import { emitResourceViews, emitTraitInputs } from './emit/views';

export function render(defs: ResourceDef[]): FileSet {
  const sorted = [...defs].sort((a, b) => a.resource.localeCompare(b.resource));
  const byName = new Map(sorted.map((d) => [d.resource, d]));
  const project = createProject();
  const files: FileSet = new Map();
  for (const def of sorted) emitResourceViews(project, def, byName, files);
  emitTraitInputs(project, sorted, files);
  emitAppIndex(project, sorted, files);
  emitRegistry(project, sorted, files);
  emitLocales(sorted, files);
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}
