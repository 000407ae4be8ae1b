/** The signed-in user's own settings, kept on the server (see store.ts) and read with useStore. */
import { useLocaleState, useStore } from 'react-admin';
import { dateLocaleOf, isDatePreference, type DateLocale, type DatePreference } from '../crud/list/format';
import { SYNCED_PREFIX } from './store';

export { createPreferencesStore, sessionPreferenceSource, SYNCED_PREFIX, type PreferencesStore, type PreferenceSource } from './store';

/** Store key of a user preference: synced to the server because of its prefix. */
export const preferenceKey = (name: string) => `${SYNCED_PREFIX}${name}`;

/**
 * The locale dates are shown in, with the user's preference and its setter: by default the app
 * language's (English: 2024-05-31, German: 31.5.2024), or en-CA or en-GB whatever the language.
 */
export function useDateLocale(): [DateLocale, (preference: DatePreference) => void, DatePreference] {
  const [value, setValue] = useStore<string>(preferenceKey('dateLocale'), 'language');
  const [language] = useLocaleState();
  const preference = isDatePreference(value) ? value : 'language';
  return [dateLocaleOf(preference, language), setValue, preference];
}
