/**
 * Words the server writes for a person (the dispatcher's reasons), in that person's language:
 * the app's own message files (locales/*.json), read once, with polyglot's `%{name}` values and
 * its `a |||| b` plural by `smart_count` (one form for 1, the other otherwise, as en, de, fr and
 * pt need). English is the fallback, as in the app.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './config';

export const LOCALES = ['en', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

const messages = new Map<Locale, Record<string, unknown>>();

function messagesOf(locale: Locale): Record<string, unknown> {
  const kept = messages.get(locale);
  if (kept) return kept;
  const read = JSON.parse(readFileSync(join(PROJECT_ROOT, 'locales', `${locale}.json`), 'utf8')) as Record<string, unknown>;
  messages.set(locale, read);
  return read;
}

function lookup(tree: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The reader's language: their saved preference, else the first of Accept-Language we have, else English. */
export function localeOf(preferences: Record<string, unknown> | undefined, acceptLanguage: string | undefined): Locale {
  const wanted = [preferences?.locale, ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0].trim())];
  for (const tag of wanted) {
    const base = typeof tag === 'string' ? tag.toLowerCase().slice(0, 2) : '';
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  }
  return 'en';
}

export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const template = lookup(messagesOf(locale), key) ?? lookup(messagesOf('en'), key) ?? key;
  const forms = template.split(' |||| ');
  const chosen = forms.length > 1 && 'smart_count' in values ? forms[Number(values.smart_count) === 1 ? 0 : 1] : forms[0];
  return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
