/**
 * The portal's words in the product's four languages (locales/portal/<lang>.json; English is
 * bundled, the others load when chosen). The language is the one the contact chose here before,
 * else the contact's own (when the server knows it), else the browser's first that we offer.
 * `t('key', {name})` fills %{name}; a key with "||||" holds the singular and plural forms,
 * chosen by %{smart_count} (polyglot's notation, as the staff app's messages use).
 */
import { createContext, useContext } from 'react';
import english from '../../locales/portal/en.json';
import { DEFAULT_LOCALE, isLocaleCode, LANGUAGES, type LocaleCode } from '../app/i18n/languages';
import { fallbackSentences, speak } from './api';

export { LANGUAGES };
export type { LocaleCode };
export type Messages = typeof english;
type Vars = Record<string, string | number>;

const KEY = 'portal_locale';

const loaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<{ default: Messages }>> = {
  de: () => import('../../locales/portal/de.json'),
  fr: () => import('../../locales/portal/fr.json'),
  pt: () => import('../../locales/portal/pt.json'),
};

export async function loadPortalMessages(locale: LocaleCode): Promise<Messages> {
  return locale === 'en' ? english : (await loaders[locale]()).default;
}

/** The language to start in: the one chosen here before, else the browser's first we offer. */
export function initialPortalLocale(): LocaleCode {
  const kept = localStorage.getItem(KEY);
  if (isLocaleCode(kept)) return kept;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag?.slice(0, 2).toLowerCase();
    if (isLocaleCode(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export const chosenLocale = () => isLocaleCode(localStorage.getItem(KEY));
export const keepLocale = (locale: LocaleCode) => localStorage.setItem(KEY, locale);

function lookup(messages: unknown, key: string): string | undefined {
  let at: unknown = messages;
  for (const part of key.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  return typeof at === 'string' ? at : undefined;
}

export function translator(locale: LocaleCode, messages: Messages) {
  const plural = new Intl.PluralRules(locale);
  return (key: string, vars: Vars = {}): string => {
    let text = lookup(messages, key) ?? lookup(english, key) ?? key;
    if (text.includes('||||')) {
      const [one, other] = text.split('||||').map((s) => s.trim());
      text = plural.select(Number(vars.smart_count ?? 0)) === 'one' ? one : other;
    }
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}

export type Translate = ReturnType<typeof translator>;

export interface Language {
  locale: LocaleCode;
  t: Translate;
  setLocale(locale: LocaleCode, keep?: boolean): void;
}

export const LanguageContext = createContext<Language>({ locale: 'en', t: translator('en', english), setLocale: () => undefined });
export const useLanguage = () => useContext(LanguageContext);
export const useT = () => useContext(LanguageContext).t;

/** The sentences the API module says when the server gave none, in the chosen language. */
export function localiseFallbacks(t: Translate, locale: LocaleCode): void {
  speak(locale);
  fallbackSentences.network = t('errors.network');
  fallbackSentences.unknown = t('errors.unknown');
}
