/**
 * generated/locales/en.resources.json: the English labels of every resource, field, option and
 * related list, under react-admin's keys (resources.<res>.name / .fields.<field>). The other
 * languages translate these keys in locales/.
 */
import type { ResourceDef } from '../../src/shared/resource-spec';
import type { FileSet } from './common';

export const SYSTEM_FIELD_LABELS: Record<string, string> = {
  id: 'ID',
  uuid: 'UUID',
  status: 'Status',
  created_at: 'Created',
  updated_at: 'Last updated',
  created_by: 'Created by',
  updated_by: 'Updated by',
};

export function englishMessages(defs: ResourceDef[]) {
  const resources: Record<string, unknown> = {};
  for (const def of defs) {
    const options: Record<string, Record<string, string>> = {};
    for (const f of def.fields) {
      if (f.options) options[f.name] = Object.fromEntries(f.options.map((o) => [o.value, o.label]));
    }
    const extraRoutes = def.routes.slice(def.route ? 1 : 0);
    resources[def.resource] = {
      name: `${def.labelSingular} |||| ${def.label}`,
      fields: {
        ...SYSTEM_FIELD_LABELS,
        ...Object.fromEntries(def.fields.map((f) => [f.name, f.label])),
        ...Object.fromEntries(def.children.map((c) => [c.field, c.label])),
      },
      ...(Object.keys(options).length ? { options } : {}),
      // A workflow's states are its state field's options; its transitions label the action buttons.
      ...(def.workflow ? { transitions: Object.fromEntries(def.workflow.transitions.map((t) => [t.name, t.label])) } : {}),
      ...(def.related.length ? { related: Object.fromEntries(def.related.map((r) => [r.resource, r.label])) } : {}),
      // The extra routes' names; a resource may have only extra routes (the admin timeline).
      ...(extraRoutes.length ? { routes: Object.fromEntries(extraRoutes.map((r) => [r.labelKey.split('.').pop(), `${r.labelSingular} |||| ${r.label}`])) } : {}),
    };
  }
  return { resources };
}

export function emitLocales(defs: ResourceDef[], files: FileSet): void {
  const body = { '//': 'GENERATED from schema/ by generator/. Do not edit.', ...englishMessages(defs) };
  files.set('generated/locales/en.resources.json', `${JSON.stringify(body, null, 2)}\n`);
}
