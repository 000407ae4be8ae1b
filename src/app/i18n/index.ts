/**
 * The i18n provider: react-admin's polyglot provider over English, German, French and
 * Portuguese (Brazil). English ships in the entry chunk and answers for any key another language
 * lacks; each other language is its own chunk, loaded when it is first used. The app starts in
 * the language kept in react-admin's store ('locale', set by the language switcher and the
 * user's profile), else the browser's when the app offers it, else English.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { localStorageStore, resolveBrowserLocale, type I18nProvider, type TranslationMessages } from 'react-admin';
import englishMessages from './en';
import { DEFAULT_LOCALE, isLocaleCode, LANGUAGES, type LocaleCode, type TranslatedLocale } from './languages';

export { LANGUAGES, type LocaleCode } from './languages';

const loaders: Record<TranslatedLocale, () => Promise<{ default: TranslationMessages }>> = {
  de: () => import('./de'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
};

const loaded = new Map<string, TranslationMessages>([['en', englishMessages]]);

/** A language's messages; a locale the app does not offer gets English. */
export async function loadMessages(locale: string): Promise<TranslationMessages> {
  const code: LocaleCode = isLocaleCode(locale) ? locale : DEFAULT_LOCALE;
  let messages = loaded.get(code);
  if (!messages) {
    messages = (await loaders[code as TranslatedLocale]()).default;
    loaded.set(code, messages);
  }
  return messages;
}

/** The language to start in: the stored choice, else the browser's language, else English. */
export function initialLocale(stored: unknown, browser: string): LocaleCode {
  if (isLocaleCode(stored)) return stored;
  return isLocaleCode(browser) ? browser : DEFAULT_LOCALE;
}

/** English, to answer for keys the current language lacks. */
const english = polyglotI18nProvider(() => englishMessages, 'en');

type GetMessages = (locale: string) => TranslationMessages | Promise<TranslationMessages>;

// The starting language must already be loaded: polyglot asks for it synchronously.
const loadedOrLoad: GetMessages = (locale) => loaded.get(locale) ?? loadMessages(locale);

export function createI18nProvider(locale: LocaleCode, getMessages: GetMessages = loadedOrLoad): I18nProvider {
  return polyglotI18nProvider(getMessages, locale, [...LANGUAGES], {
    allowMissing: true,
    onMissingKey: (key: string, options: Record<string, unknown>) => english.translate(key, options),
  });
}

async function startingProvider(): Promise<I18nProvider> {
  const locale = initialLocale(localStorageStore().getItem('locale'), resolveBrowserLocale(DEFAULT_LOCALE));
  // Loaded before the first render, so the app does not flash English first. A failed load
  // (say, a chunk of an older deployment) starts in English rather than not at all.
  await loadMessages(locale).catch((error: unknown) => console.error(`The ${locale} messages could not be loaded:`, error));
  return createI18nProvider(loaded.has(locale) ? locale : DEFAULT_LOCALE);
}

export const i18nProvider = await startingProvider();
