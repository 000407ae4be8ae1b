/** The app's view of the generated registry: a resource's definition, paths and form defaults. */
import { useResourceContext } from 'react-admin';
import { resources } from '../../../generated/server/registry';
import type { FieldDef, ResourceDef } from '../../shared/resource-spec';
import { singaporeMidnight } from '../../shared/singapore-time';

const byName = new Map(resources.map((d) => [d.resource, d]));

export const allResources: ResourceDef[] = resources;

export function resourceDef(name: string): ResourceDef {
  const def = byName.get(name);
  if (!def) throw new Error(`Unknown resource ${name}`);
  return def;
}

export function useResourceDef(): ResourceDef {
  const resource = useResourceContext();
  if (!resource) throw new Error('useResourceDef needs a resource context');
  return resourceDef(resource);
}

export function fieldDef(def: ResourceDef, name: string): FieldDef | undefined {
  return def.fields.find((f) => f.name === name);
}

/**
 * A new record: each field's YAML default and the resource's default status; a document of the
 * sales chain is dated today, its Singapore day (its date is the first required date field, the one
 * its GST and exchange rates follow).
 */
export function recordDefaults(def: ResourceDef, now = Date.now()): Record<string, unknown> {
  const out: Record<string, unknown> = { status: def.defaultStatus };
  for (const f of def.fields) if (f.default !== undefined && !f.readonly) out[f.name] = f.default;
  const dated = def.traits.includes('chained_document') ? def.fields.find((f) => f.type === 'date' && f.required && !f.readonly) : undefined;
  if (dated && out[dated.name] === undefined) out[dated.name] = singaporeMidnight(Math.floor(now / 1000));
  return out;
}
