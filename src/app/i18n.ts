/** Messages: react-admin's own, the generated resource labels and the app's (English fallback). */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import resourceLabels from '../../generated/locales/en.resources.json';
import appMessages from '../../locales/en.json';

const { '//': _header, ...generated } = resourceLabels as Record<string, unknown>;

export const messages = { en: { ...englishMessages, ...generated, ...appMessages } };

export const i18nProvider = polyglotI18nProvider((locale) => messages[locale as keyof typeof messages] ?? messages.en, 'en', [
  { locale: 'en', name: 'English' },
]);
