/** Pure render: ResourceDefs -> the whole generated/ file set. No file I/O here (kysely-codegen style). */
import type { ResourceDef } from '../src/shared/resource-spec';
import { createProject, type FileSet } from './emit/common';
import { emitAppIndex } from './emit/app-index';
import { emitLocales } from './emit/locales';
import { emitRegistry } from './emit/registry';
import { emitResourceViews, emitTraitInputs } from './emit/views';

/** What render needs besides the definitions. */
export interface RenderOptions {
  /** Resources with a hand-written override of their views (src/app/resources/<resource>/), which their loader merges in. */
  overrides?: Iterable<string>;
}

export function render(defs: ResourceDef[], options: RenderOptions = {}): FileSet {
  const sorted = [...defs].sort((a, b) => a.resource.localeCompare(b.resource));
  const byName = new Map(sorted.map((d) => [d.resource, d]));
  const project = createProject();
  const files: FileSet = new Map();
  for (const def of sorted) emitResourceViews(project, def, byName, files);
  emitTraitInputs(project, sorted, files);
  emitAppIndex(project, sorted, new Set(options.overrides), files);
  emitRegistry(project, sorted, files);
  emitLocales(sorted, files);
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}
