/**
 * Skin and language kept in the user's profile. They live in react-admin's store under its own
 * keys 'theme' ('light' | 'dark') and 'locale'; at sign-in they are set from the SessionUser's
 * preferences, and a change the user makes afterwards is saved with PATCH /auth/me/preferences,
 * so it follows them to another browser and survives a logout (which clears local storage).
 */
import { useEffect, useRef } from 'react';
import { useI18nProvider, useStore, useStoreContext, type I18nProvider, type Store } from 'react-admin';
import type { SessionUser } from '../../shared/wire';
import { accountApi } from '../authProvider/api';
import { session } from '../authProvider/session';
import { loadMessages } from '../i18n';

export const PROFILE_STORE_KEYS = ['theme', 'locale'] as const;
export type ProfileStoreKey = (typeof PROFILE_STORE_KEYS)[number];

const THEMES = ['light', 'dark'];

/** Whether a stored preference is a value this app can apply. */
function usable(key: ProfileStoreKey, value: unknown, i18n: I18nProvider): value is string {
  if (typeof value !== 'string') return false;
  if (key === 'theme') return THEMES.includes(value);
  return (i18n.getLocales?.() ?? []).some((l) => l.locale === value);
}

/**
 * At sign-in: put the user's saved skin and language in the store, or the defaults when they
 * saved none (so nothing is left over from whoever used this browser before).
 */
export function applyProfilePreferences(store: Store, i18n: I18nProvider, user: Pick<SessionUser, 'preferences'> | null | undefined): void {
  const saved = user?.preferences ?? {};
  for (const key of PROFILE_STORE_KEYS) {
    if (usable(key, saved[key], i18n)) store.setItem(key, saved[key]);
    else store.removeItem(key);
  }
}

/**
 * What applying a user's preferences needs first: the messages of their language, so the first
 * page after signing in renders in it rather than in the language before, then again. A language
 * that fails to load is left to react-admin's own locale change, which reports it.
 */
export async function loadProfilePreferences(user: Pick<SessionUser, 'preferences'> | null | undefined): Promise<void> {
  const locale = user?.preferences?.locale;
  if (typeof locale === 'string') await loadMessages(locale).catch(() => undefined);
}

/** A hook for the sign-in screens: apply the new session's preferences to the store. */
export function useApplyProfilePreferences(): () => void {
  const store = useStoreContext();
  const i18n = useI18nProvider();
  return () => applyProfilePreferences(store, i18n, session.read()?.user);
}

/** The value the profile holds for a key, as this browser last knew it. */
function savedValue(key: ProfileStoreKey): unknown {
  return session.read()?.user?.preferences?.[key];
}

/** Save one key to the profile, and keep the session's copy in step so a reload does not save it again. */
async function saveToProfile(key: ProfileStoreKey, value: string): Promise<void> {
  await accountApi.updatePreferences({ [key]: value });
  const s = session.read();
  if (s?.user) session.save({ token: s.token, refreshToken: s.refreshToken, user: { ...s.user, preferences: { ...s.user.preferences, [key]: value } } });
}

/** Watches one store key of a signed-in user and saves changes to their profile. */
function useSaveOnChange(key: ProfileStoreKey): void {
  const [value] = useStore<string | undefined>(key);
  const last = useRef<unknown>(undefined);
  useEffect(() => {
    if (value === undefined || value === last.current) return;
    last.current = value;
    if (value === savedValue(key) || !session.read()) return;
    saveToProfile(key, value).catch((error) => console.warn(`The ${key} preference was not saved:`, error));
  }, [key, value]);
}

/** Rendered once in the signed-in layout. */
export function useProfilePreferenceSync(): void {
  useSaveOnChange('theme');
  useSaveOnChange('locale');
}
