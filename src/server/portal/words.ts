/**
 * What the customer portal's server says to a contact (mails and refusals), in the contact's
 * language: the product's message files (locales/*.json, `app.portal_server`), read by i18n.ts
 * as the dispatcher's reasons are, English the fallback.
 */
import type english from '../../../locales/en.json';
import { LOCALES, translate, type Locale } from '../i18n';

export type PortalWord = keyof (typeof english)['app']['portal_server'];

/** A known language, else English. */
export const portalLocale = (language: unknown): Locale => ((LOCALES as readonly string[]).includes(String(language)) ? (language as Locale) : 'en');

/** The portal's sentence `key` in `language`, its %{values} filled in. */
export function portalWord(language: unknown, key: PortalWord, values: Record<string, string | number> = {}): string {
  return translate(portalLocale(language), `app.portal_server.${key}`, values);
}
