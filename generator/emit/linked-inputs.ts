/**
 * The input of a reference the YAML links to other fields of its form (depends_on,
 * default_choice, choices, fills): the kit's LinkedReferenceInput with those links spelled out as props,
 * so the generated form reads as what it does; with `picker`, the named search dialog beside it
 * (src/app/crud/pickers/). Plain references stay react-admin's own.
 */
import type { FieldDef } from '../../src/shared/resource-spec';
import { attr, CRUD_KIT, Imports } from './common';

/** Whether the field needs the linked input rather than a plain ReferenceInput. */
export function isLinkedReference(field: FieldDef): boolean {
  return field.type === 'reference' && !!(field.dependsOn || field.fills || field.picker || field.choices);
}

/** A JS object literal of string, number and boolean values, keys in YAML order. */
function objectLiteral(values: Record<string, string | number | boolean>): { expr: string } {
  const entries = Object.entries(values).map(([k, v]) => `${k}: ${typeof v === 'string' ? `'${v.replace(/'/g, "\\'")}'` : String(v)}`);
  return { expr: `{ ${entries.join(', ')} }` };
}

export function linkedReferenceInput(field: FieldDef, imports: Imports, rules: string, extraProps: string): string {
  imports.add(CRUD_KIT, 'LinkedReferenceInput');
  const props = [
    attr('source', field.name),
    attr('reference', field.reference!),
    field.dependsOn ? attr('dependsOn', objectLiteral(field.dependsOn)) : '',
    field.defaultChoice ? attr('defaultChoice', objectLiteral(field.defaultChoice)) : '',
    field.choices ? attr('choices', objectLiteral(field.choices)) : '',
    field.fills ? attr('fills', objectLiteral(field.fills)) : '',
    field.picker ? attr('picker', field.picker) : '',
    attr('validate', { expr: `${rules}.${field.name}` }),
  ].filter(Boolean);
  return `<LinkedReferenceInput ${props.join(' ')}${extraProps} />`;
}
