/**
 * Is a translation complete? Compares a language's messages with the English ones key by key:
 * missing and orphaned keys, placeholders (%{name}) that differ, and smart_count strings
 * ("Singular |||| Plural") that lost their forms. Used by `npm run i18n:missing` and
 * tests/app/locales.test.ts.
 */
export interface LanguageReport {
  locale: string;
  /** English keys the language lacks, with the English text to translate. */
  missing: { key: string; english: string }[];
  /** Keys the language has that English no longer has. */
  orphaned: string[];
  /** Keys whose placeholders differ from the English ones. */
  placeholders: { key: string; english: string[]; translation: string[] }[];
  /** Keys whose number of "||||" forms differs from the English one. */
  plurals: { key: string; english: number; translation: number }[];
}

/** The leaves of a message tree by dotted key (polyglot's own view of nested phrases). */
export function flattenMessages(tree: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flattenMessages(value, path, into);
    else into.set(path, value);
  }
  return into;
}

// react-admin passes both to ra.sort.sort_by; German keeps the label's capital, English lowers it.
const SAME_PLACEHOLDER: Record<string, string> = { field_lower_first: 'field' };

export function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/%\{\s*([^}\s]+)\s*\}/g)].map((m) => SAME_PLACEHOLDER[m[1]] ?? m[1]);
  return [...new Set(names)].sort();
}

export const pluralForms = (message: string) => message.split('||||').length;

export function compareMessages(locale: string, english: object, translation: object): LanguageReport {
  const expected = flattenMessages(english);
  const actual = flattenMessages(translation);
  const report: LanguageReport = { locale, missing: [], orphaned: [], placeholders: [], plurals: [] };
  for (const [key, englishText] of expected) {
    const text = actual.get(key);
    if (typeof text !== 'string') {
      report.missing.push({ key, english: String(englishText) });
      continue;
    }
    const wanted = placeholdersOf(String(englishText));
    const found = placeholdersOf(text);
    if (wanted.join() !== found.join()) report.placeholders.push({ key, english: wanted, translation: found });
    if (pluralForms(String(englishText)) !== pluralForms(text)) {
      report.plurals.push({ key, english: pluralForms(String(englishText)), translation: pluralForms(text) });
    }
  }
  report.orphaned = [...actual.keys()].filter((key) => !expected.has(key));
  return report;
}

export const problemCount = (r: LanguageReport) => r.missing.length + r.orphaned.length + r.placeholders.length + r.plurals.length;

/** The file a key of a language is kept in. */
export function messageFile(locale: string, key: string): string {
  if (key.startsWith('ra.')) return `src/app/i18n/ra-${locale}.ts`;
  if (key.startsWith('resources.')) return `locales/${locale}.resources.json`;
  return `locales/${locale}.json`;
}

/** The reports as text, per language and file; empty when every language is complete. */
export function formatReports(reports: LanguageReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    if (!problemCount(r)) continue;
    lines.push(`${r.locale}:`);
    const byFile = (entries: { key: string; text: string }[], what: string) => {
      const files = new Map<string, string[]>();
      for (const { key, text } of entries) files.set(messageFile(r.locale, key), [...(files.get(messageFile(r.locale, key)) ?? []), `    ${key}${text}`]);
      for (const [file, keys] of files) lines.push(`  ${keys.length} ${what} in ${file}:`, ...keys);
    };
    byFile(r.missing.map((m) => ({ key: m.key, text: `  (en: ${JSON.stringify(m.english)})` })), 'missing');
    byFile(r.orphaned.map((key) => ({ key, text: '' })), 'orphaned');
    byFile(
      r.placeholders.map((p) => ({ key: p.key, text: `  placeholders ${fmt(p.translation)}, English has ${fmt(p.english)}` })),
      'with other placeholders',
    );
    byFile(r.plurals.map((p) => ({ key: p.key, text: `  ${p.translation} "||||" forms, English has ${p.english}` })), 'with other plural forms');
  }
  return lines.join('\n');
}

const fmt = (names: string[]) => (names.length ? names.map((n) => `%{${n}}`).join(' ') : 'none');
