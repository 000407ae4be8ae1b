/** Client-side validators from the YAML: the same rules the server checks, so most errors show before saving. */
import { email, maxLength, maxValue, minValue, number, regex, required, type Validator } from 'react-admin';
import { resourceDef } from './registry';
import { passwordLengthRule } from '../authProvider/passwordRules';

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;

const validJson: Validator = (value) => (typeof value === 'string' && value.trim() !== '' ? 'app.validation.json' : undefined);

/** A resource's validators by field name. */
export type FieldRules = Record<string, Validator[]>;

export function fieldRules(resource: string): FieldRules {
  const rules: Record<string, Validator[]> = {};
  for (const f of resourceDef(resource).fields) {
    const list: Validator[] = [];
    if (f.required) list.push(required());
    if (f.maxLength) list.push(maxLength(f.maxLength));
    if (f.type === 'email') list.push(email());
    if (f.type === 'number' || f.type === 'integer') list.push(number());
    if (f.type === 'money') list.push(regex(MONEY, 'app.validation.money'));
    if (f.min !== undefined) list.push(minValue(f.min));
    if (f.max !== undefined) list.push(maxValue(f.max));
    if (f.type === 'password') list.push(passwordLengthRule);
    if (f.type === 'json') list.push(validJson);
    rules[f.name] = list;
  }
  return rules;
}
