/**
 * The react-admin Store of the app. Keys under `preferences.` are the signed-in user's own
 * settings (list columns, date format): they start from the session user's `preferences`, and
 * changes go to the server through PATCH /auth/me/preferences (debounced, several keys in one
 * call), so they survive a reload, a logout (which clears all local storage) and another
 * browser. Every other key (list params, sidebar, theme) stays in the browser's local store.
 */
import { localStorageStore, type Store } from 'react-admin';
import { session } from '../authProvider/session';

export const SYNCED_PREFIX = 'preferences.';

/** The server's rule for a preference name (src/server/auth/sessions.ts). */
const PREFERENCE_NAME = /^[A-Za-z0-9_.:/-]{1,120}$/;

/** Where the signed-in user's preferences are read from and kept in the browser. */
export interface PreferenceSource {
  /**
   * The signed-in user's preferences with a key that changes whenever the session does (a new
   * sign-in, a refreshed token), or null when nobody is signed in.
   */
  current(): { sessionKey: string; preferences: Record<string, unknown> } | null;
  /**
   * Keep a change with the session, so a reload starts from it ({name: value}, null removes).
   * Only the changed names are written: other code may keep other preferences there too.
   */
  keep(changes: Record<string, unknown>): void;
}

/** The session in localStorage (src/app/authProvider/session.ts) as a preference source. */
export const sessionPreferenceSource: PreferenceSource = {
  current() {
    const s = session.read();
    if (!s?.user) return null;
    return { sessionKey: s.token, preferences: s.user.preferences ?? {} };
  },
  keep(changes) {
    const s = session.read();
    if (!s?.user) return;
    const preferences = { ...s.user.preferences };
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) delete preferences[name];
      else preferences[name] = value;
    }
    session.save({ token: s.token, refreshToken: s.refreshToken, user: { ...s.user, preferences } });
  },
};

export interface PreferencesStoreOptions {
  /** Send a batch of changes ({name: value, or null to remove}) to the server. */
  save: (changes: Record<string, unknown>) => Promise<unknown>;
  source?: PreferenceSource;
  /** The store for every key that is not a preference; react-admin's default otherwise. */
  local?: Store;
  /** How long to wait for more changes before saving. */
  delayMs?: number;
  onSaveError?: (error: unknown, changes: Record<string, unknown>) => void;
}

export interface PreferencesStore extends Store {
  /** Save pending changes now; resolves when the server has answered. */
  flush(): Promise<void>;
}

export function createPreferencesStore({
  save,
  source = sessionPreferenceSource,
  local = localStorageStore(),
  delayMs = 300,
  onSaveError = (error) => console.warn('Preferences were not saved:', error),
}: PreferencesStoreOptions): PreferencesStore {
  const isSynced = (key: string) => key.startsWith(SYNCED_PREFIX) && PREFERENCE_NAME.test(key.slice(SYNCED_PREFIX.length));
  const nameOf = (key: string) => key.slice(SYNCED_PREFIX.length);

  let cache: { sessionKey: string; preferences: Record<string, unknown> } | null = null;
  /** The preferences of whoever is signed in now, re-read when the session changes. */
  const preferences = (): Record<string, unknown> => {
    const now = source.current();
    if (!now) {
      cache = null;
      return {};
    }
    if (cache?.sessionKey !== now.sessionKey) cache = { sessionKey: now.sessionKey, preferences: { ...now.preferences } };
    return cache.preferences;
  };

  const subscriptions = new Map<number, { key: string; callback: (value: unknown) => void }>();
  let nextId = 0;
  const publish = (key: string, value: unknown) => {
    for (const s of [...subscriptions.values()]) if (s.key === key) s.callback(value);
  };

  let pending: Record<string, unknown> = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const changes = pending;
    pending = {};
    if (!Object.keys(changes).length) return inFlight;
    // One request at a time, in order, so an older batch never lands after a newer one.
    inFlight = inFlight.then(() => save(changes).then(() => undefined, (error) => onSaveError(error, changes)));
    return inFlight;
  };

  const change = (key: string, value: unknown) => {
    const prefs = preferences();
    if (!cache) return; // nobody is signed in: there is nowhere to keep it
    const name = nameOf(key);
    if (value === undefined || value === null) delete prefs[name];
    else prefs[name] = value;
    source.keep({ [name]: value ?? null });
    pending[name] = value ?? null;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void flush(), delayMs);
    publish(key, value ?? undefined);
  };

  return {
    setup: () => local.setup(),
    teardown: () => local.teardown(),
    getItem<T = unknown>(key: string, defaultValue?: T): T | undefined {
      if (!isSynced(key)) return local.getItem(key, defaultValue);
      const prefs = preferences();
      const name = nameOf(key);
      return name in prefs ? (prefs[name] as T) : defaultValue;
    },
    setItem(key, value) {
      if (isSynced(key)) change(key, value);
      else local.setItem(key, value);
    },
    removeItem(key) {
      if (isSynced(key)) change(key, undefined);
      else local.removeItem(key);
    },
    removeItems(keyPrefix) {
      if (keyPrefix.startsWith(SYNCED_PREFIX) || SYNCED_PREFIX.startsWith(keyPrefix)) {
        for (const name of Object.keys(preferences())) {
          const key = SYNCED_PREFIX + name;
          if (key.startsWith(keyPrefix)) change(key, undefined);
        }
      }
      local.removeItems(keyPrefix);
    },
    /**
     * react-admin resets the store on logout. The user's preferences stay on the server; only
     * what the browser holds is dropped.
     */
    reset() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = {};
      const names = Object.keys(cache?.preferences ?? {});
      cache = null;
      for (const name of names) publish(SYNCED_PREFIX + name, undefined);
      local.reset();
    },
    subscribe(key, callback) {
      if (!isSynced(key)) return local.subscribe(key, callback);
      const id = nextId++;
      subscriptions.set(id, { key, callback });
      return () => {
        subscriptions.delete(id);
      };
    },
    listItems(keyPrefix = '') {
      const out: Record<string, unknown> = { ...(local.listItems?.(keyPrefix) ?? {}) };
      for (const [name, value] of Object.entries(preferences())) {
        if ((SYNCED_PREFIX + name).startsWith(keyPrefix)) out[SYNCED_PREFIX + name] = value;
      }
      return out;
    },
    flush,
  };
}
