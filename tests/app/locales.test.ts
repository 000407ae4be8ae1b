/**
 * The four languages: de, fr and pt have every key of English (react-admin's own messages,
 * the generated resource labels, the app's messages) and nothing more, with the same
 * placeholders and plural forms; the provider offers all four, loads the others on demand and
 * falls back to English for a missing key.
 */
import { describe, expect, it } from 'vitest';
import raEnglish from 'ra-language-english';
import english from '../../src/app/i18n/en';
import german from '../../src/app/i18n/de';
import french from '../../src/app/i18n/fr';
import portuguese from '../../src/app/i18n/pt';
import raGerman from '../../src/app/i18n/ra-de';
import raFrench from '../../src/app/i18n/ra-fr';
import raPortuguese from '../../src/app/i18n/ra-pt';
import { compareMessages, flattenMessages, formatReports, placeholdersOf } from '../../src/app/i18n/completeness';
import { createI18nProvider, i18nProvider, initialLocale, loadMessages } from '../../src/app/i18n';
import generatedLabels from '../../generated/locales/en.resources.json';
import appMessages from '../../locales/en.json';

const translations = { de: german, fr: french, pt: portuguese };

describe('locales', () => {
  it('English holds every key of react-admin, the generated resource labels and locales/en.json', () => {
    const keys = flattenMessages(english);
    const sources = [raEnglish, { resources: generatedLabels.resources }, appMessages];
    const expected = sources.flatMap((source) => [...flattenMessages(source).keys()]);
    expect(expected.filter((key) => !keys.has(key))).toEqual([]);
    expect(keys.size).toBe(expected.length);
    expect(keys.has('//')).toBe(false);
  });

  it('de, fr and pt are complete: no missing or orphaned key, same placeholders and plural forms', () => {
    const reports = Object.entries(translations).map(([locale, messages]) => compareMessages(locale, english, messages));
    const listing = formatReports(reports);
    // On failure the message lists each language's keys by file (as `npm run i18n:missing` does).
    expect(listing, `\n${listing}\n`).toBe('');
  });

  it("react-admin's messages in de, fr and pt have exactly the key tree of ra-language-english", () => {
    const englishKeys = [...flattenMessages(raEnglish).keys()].sort();
    for (const messages of [raGerman, raFrench, raPortuguese]) {
      expect([...flattenMessages(messages).keys()].sort()).toEqual(englishKeys);
    }
  });

  it('the check finds a missing, an orphaned, a changed placeholder and a lost plural form', () => {
    const en = { app: { a: 'Add %{name}', b: 'One row |||| %{smart_count} rows', c: 'Sort by %{field_lower_first}', d: 'Done' } };
    const de = { app: { a: '%{nom} hinzufügen', b: '%{smart_count} Zeilen', c: 'Nach %{field} sortieren', extra: 'x' } };
    const report = compareMessages('de', en, de);
    expect(report.missing).toEqual([{ key: 'app.d', english: 'Done' }]);
    expect(report.orphaned).toEqual(['app.extra']);
    expect(report.placeholders).toEqual([{ key: 'app.a', english: ['name'], translation: ['nom'] }]);
    expect(report.plurals).toEqual([{ key: 'app.b', english: 2, translation: 1 }]);
    const listing = formatReports([report]);
    expect(listing).toContain('1 missing in locales/de.json:');
    expect(listing).toContain('app.d  (en: "Done")');
    expect(listing).toContain('1 orphaned in locales/de.json:');
    expect(placeholdersOf('%{a} and %{ b } and %{a}')).toEqual(['a', 'b']);
  });
});

describe('i18n provider', () => {
  it('offers English, Deutsch, Français and Português, starting in English in an English browser', () => {
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'de', name: 'Deutsch' },
      { locale: 'fr', name: 'Français' },
      { locale: 'pt', name: 'Português' },
    ]);
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });

  it('starts in the stored language, else the browser language it offers, else English', () => {
    expect(initialLocale('fr', 'de')).toBe('fr');
    expect(initialLocale(undefined, 'pt')).toBe('pt');
    expect(initialLocale('xx', 'ja')).toBe('en');
    expect(initialLocale(null, 'en')).toBe('en');
  });

  it('loads a language on demand and translates app, resource and react-admin messages', async () => {
    const provider = createI18nProvider('en');
    await provider.changeLocale('de');
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('ra.action.save')).toBe('Speichern');
    expect(provider.translate('app.dashboard.welcome', { name: 'Mei Ling' })).toBe('Willkommen, Mei Ling');
    expect(provider.translate('resources.companies.name', { smart_count: 2 })).toBe('Unternehmen');
    expect(provider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 Elemente gelöscht');
    await provider.changeLocale('pt');
    expect(provider.translate('ra.action.delete')).toBe('Excluir');
    await provider.changeLocale('fr');
    expect(provider.translate('ra.action.delete')).toBe('Supprimer');
    expect(await loadMessages('xx')).toBe(english);
  });

  it('falls back to the English message, with its placeholders filled, for a key a language lacks', () => {
    const germanWithoutDashboard = { ...german, app: { ...(german.app as object), dashboard: undefined } };
    const provider = createI18nProvider('de', () => germanWithoutDashboard);
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('app.dashboard.welcome', { name: 'Mei Ling' })).toBe('Welcome, Mei Ling');
    expect(provider.translate('resources.companies.name', { smart_count: 1 })).toBe('Unternehmen');
    expect(provider.translate('app.list.retry')).toBe('Erneut versuchen');
    // A key English lacks too comes back as the key, as react-admin expects.
    expect(provider.translate('app.no_such_key')).toBe('app.no_such_key');
  });
});
