/** The signed-in user's own settings, kept on the server (see store.ts) and read with useStore. */
import { useStore } from 'react-admin';
import { DEFAULT_DATE_LOCALE, isDateLocale, type DateLocale } from '../crud/list/format';
import { SYNCED_PREFIX } from './store';

export { createPreferencesStore, sessionPreferenceSource, SYNCED_PREFIX, type PreferencesStore, type PreferenceSource } from './store';

/** Store key of a user preference: synced to the server because of its prefix. */
export const preferenceKey = (name: string) => `${SYNCED_PREFIX}${name}`;

/** The locale dates are shown in: en-CA (2024-05-31) by default, or en-GB (31/05/2024). */
export function useDateLocale(): [DateLocale, (locale: DateLocale) => void] {
  const [value, setValue] = useStore<string>(preferenceKey('dateLocale'), DEFAULT_DATE_LOCALE);
  return [isDateLocale(value) ? value : DEFAULT_DATE_LOCALE, setValue];
}
