/** The languages the app offers, each named in its own language (the language switcher lists these). */
export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'fr', name: 'Français' },
  // Brazilian Portuguese (pt-BR) wording.
  { locale: 'pt', name: 'Português' },
] as const;

export type LocaleCode = (typeof LANGUAGES)[number]['locale'];
export type TranslatedLocale = Exclude<LocaleCode, 'en'>;

export const DEFAULT_LOCALE: LocaleCode = 'en';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return LANGUAGES.some((language) => language.locale === value);
}
