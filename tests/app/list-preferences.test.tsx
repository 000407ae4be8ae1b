/**
 * The preferences store behind the list's column chooser and date format: values start from the
 * session user's preferences, changes reach PATCH /auth/me/preferences in one debounced batch
 * and are kept with the session (a reload starts from them), a logout's reset never deletes
 * them on the server, and every other react-admin key stays in the browser.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { memoryStore, RecordContextProvider, StoreContextProvider } from 'react-admin';
import { session } from '../../src/app/authProvider/session';
import { UnixDateField } from '../../src/app/crud/fields';
import { createPreferencesStore, sessionPreferenceSource, type PreferenceSource } from '../../src/app/preferences';
import type { SessionUser } from '../../src/shared/wire';

function fakeSource(initial: Record<string, unknown> | null) {
  const state = { sessionKey: 's1', preferences: initial, kept: [] as Array<Record<string, unknown>> };
  const source: PreferenceSource = {
    current: () => (state.preferences ? { sessionKey: state.sessionKey, preferences: state.preferences } : null),
    keep: (changes) => void state.kept.push(changes),
  };
  return { state, source };
}

const user = (preferences: Record<string, unknown>): SessionUser => ({
  id: 7,
  uuid: null,
  first_name: null,
  last_name: null,
  company_id: null,
  username: 'ann',
  thumbnail: null,
  email: null,
  status: 'O',
  role: 'admin',
  home: '/dashboard',
  ability: [],
  preferences,
});

describe('preferences store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('reads preference keys from the session user, with the default when unset', () => {
    const { source } = fakeSource({ 'list.masterlists/uom.hidden': ['name'] });
    const store = createPreferencesStore({ save: vi.fn(), source, local: memoryStore() });
    expect(store.getItem('preferences.list.masterlists/uom.hidden', [])).toEqual(['name']);
    expect(store.getItem('preferences.dateLocale', 'en-CA')).toBe('en-CA');
  });

  it('sends changes in one debounced PATCH batch, keeps them with the session and tells subscribers', async () => {
    const { state, source } = fakeSource({ dateLocale: 'en-CA', old: 1 });
    const save = vi.fn(async () => ({}));
    const store = createPreferencesStore({ save, source, local: memoryStore(), delayMs: 300 });
    const seen: unknown[] = [];
    store.subscribe('preferences.dateLocale', (v) => seen.push(v));

    store.setItem('preferences.dateLocale', 'en-GB');
    store.setItem('preferences.list.uom.hidden', ['name']);
    store.removeItem('preferences.old');
    expect(store.getItem('preferences.dateLocale')).toBe('en-GB');
    expect(seen).toEqual(['en-GB']);
    expect(save).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(300);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ dateLocale: 'en-GB', 'list.uom.hidden': ['name'], old: null });
    expect(state.kept).toEqual([{ dateLocale: 'en-GB' }, { 'list.uom.hidden': ['name'] }, { old: null }]);
  });

  it('keeps every other key in the local store and never sends it', async () => {
    const { source } = fakeSource({});
    const save = vi.fn(async () => ({}));
    const local = memoryStore();
    local.setup();
    const store = createPreferencesStore({ save, source, local });
    store.setItem('list./pages/masterlists/uom.listParams', { page: 2 });
    store.setItem('preferences.has space', true); // not a name the server accepts
    expect(local.getItem('list./pages/masterlists/uom.listParams')).toEqual({ page: 2 });
    expect(local.getItem('preferences.has space')).toBe(true);
    await vi.runAllTimersAsync();
    expect(save).not.toHaveBeenCalled();
  });

  it('on reset (logout) drops what the browser holds without touching the server', async () => {
    const { state, source } = fakeSource({ dateLocale: 'en-GB' });
    const save = vi.fn(async () => ({}));
    const store = createPreferencesStore({ save, source, local: memoryStore() });
    store.setItem('preferences.pending', 1);
    store.reset();
    await vi.runAllTimersAsync();
    expect(save).not.toHaveBeenCalled();
    // The next user signs in: their own preferences are read.
    state.sessionKey = 's2';
    state.preferences = { dateLocale: 'en-CA' };
    expect(store.getItem('preferences.dateLocale')).toBe('en-CA');
    state.preferences = null;
    expect(store.getItem('preferences.dateLocale', 'fallback')).toBe('fallback');
  });

  it('reports a failed save, and keeps the value in the browser', async () => {
    const { source } = fakeSource({});
    const onSaveError = vi.fn();
    const store = createPreferencesStore({ save: () => Promise.reject(new Error('offline')), source, local: memoryStore(), onSaveError });
    store.setItem('preferences.dateLocale', 'en-GB');
    await store.flush();
    expect(onSaveError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }), { dateLocale: 'en-GB' });
    expect(store.getItem('preferences.dateLocale')).toBe('en-GB');
  });

  it('with the real session: a change survives a reload (a new store over the same storage)', async () => {
    session.save({ token: 't', refreshToken: 'r', userId: 7, user: user({ theme: 'dark' }) });
    const save = vi.fn(async () => ({}));
    createPreferencesStore({ save, local: memoryStore() }).setItem('preferences.list.uom.hidden', ['name']);
    const reloaded = createPreferencesStore({ save, local: memoryStore(), source: sessionPreferenceSource });
    expect(reloaded.getItem('preferences.list.uom.hidden')).toEqual(['name']);
    // Other preferences kept with the session (the skin) are left as they were.
    expect(session.read()?.user?.preferences).toEqual({ theme: 'dark', 'list.uom.hidden': ['name'] });
  });
});

describe('dates in the user date locale', () => {
  const record = { id: 1, updated_at: Date.UTC(2025, 4, 31, 4) / 1000 }; // 31 May 2025, midday in Singapore

  const renderWith = (preferences: Record<string, unknown>) => {
    session.save({ token: 't', refreshToken: 'r', userId: 7, user: user(preferences) });
    const store = createPreferencesStore({ save: async () => ({}), local: memoryStore() });
    return render(
      <StoreContextProvider value={store}>
        <RecordContextProvider value={record}>
          <UnixDateField source="updated_at" />
        </RecordContextProvider>
      </StoreContextProvider>,
    );
  };

  afterEach(() => localStorage.clear());

  it('shows en-CA (YYYY-MM-DD) by default', () => {
    renderWith({});
    expect(screen.getByText(/^2025-05-3[01]$/)).toBeTruthy();
  });

  it('shows en-GB (DD/MM/YYYY) when the user chose it', () => {
    renderWith({ dateLocale: 'en-GB' });
    expect(screen.getByText(/^3[01]\/05\/2025$/)).toBeTruthy();
  });
});
