/**
 * The shell's last parts (issue 26, item 2): a page chunk that does not load within the spec's
 * 120 s (here an injected 30 ms) is an error the user sees, with Reload; the scroll button of
 * manage pages points down, and up once the page is scrolled past 250 px.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from 'react-error-boundary';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, useNotificationContext } from 'react-admin';
import { DEFAULT_TIME, fromDateTimeString } from '../../src/app/crud/dateValues';
import { PANEL_TOAST_MS, useTitledNotify } from '../../src/app/modules/panels/panelKit';
import { useToasts } from '../../src/app/crud/list/feedback';
import { ChunkLoadError, CHUNK_TIMEOUT_MS, isChunkLoadError, lazyWithTimeout, withChunkTimeout } from '../../src/app/crud/chunks';
import { createI18nProvider } from '../../src/app/i18n';
import { ScrollButton } from '../../src/app/layout/ScrollButton';
import { ErrorPage } from '../../src/app/pages/info/StatusPages';

afterEach(cleanup);

describe('a chunk that does not load', () => {
  it('times out after the spec\'s 120 s by default, and passes a chunk that arrives', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    await expect(withChunkTimeout(() => Promise.resolve('code'), 50)).resolves.toBe('code');
    const never = withChunkTimeout(() => new Promise<never>(() => {}), 30);
    await expect(never).rejects.toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('is shown as a sentence with Reload, instead of a spinner for ever', async () => {
    const Page = lazyWithTimeout(() => new Promise<{ default: () => null }>(() => {}), 30);
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      render(
        <AdminContext i18nProvider={createI18nProvider('en')}>
          <ErrorBoundary FallbackComponent={ErrorPage}>
            <Suspense fallback={<div data-testid="spinner" />}>
              <Page />
            </Suspense>
          </ErrorBoundary>
        </AdminContext>,
      );
      expect(screen.getByTestId('spinner')).toBeTruthy();
      const shown = await screen.findByTestId('chunk-error');
      expect(shown.textContent).toContain('This part of the app did not load');
      expect(shown.textContent).toContain('It did not arrive within 0 seconds');
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

describe('the scroll button', () => {
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <AdminContext i18nProvider={createI18nProvider('en')}>
          <ScrollButton />
        </AdminContext>
      </MemoryRouter>,
    );

  it('shows on manage pages only: down near the top, up past 250 px, each going where it points', () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    renderAt('/pages/masterlists/uom');
    expect(screen.queryByTestId('scroll-button')).toBeNull();
    cleanup();
    renderAt('/pages/masterlists/uom/manage?id=3');
    const button = screen.getByTestId('scroll-button');
    expect(button.getAttribute('data-direction')).toBe('down');
    expect(button.getAttribute('aria-label')).toBe('To the bottom');
    fireEvent.click(button);
    expect(scrollTo.mock.calls[0][0].top).toBe(document.documentElement.scrollHeight);
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 250 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(button.getAttribute('data-direction')).toBe('down');
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 251 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByTestId('scroll-button').getAttribute('data-direction')).toBe('up');
    expect(screen.getByTestId('scroll-button').getAttribute('aria-label')).toBe('Back to the top');
    fireEvent.click(screen.getByTestId('scroll-button'));
    expect(scrollTo.mock.calls[1][0]).toMatchObject({ top: 0 });
  });
});

describe('the spec\'s defaults', () => {
  it('a date-time given by its day alone is taken at 08:00', () => {
    expect(DEFAULT_TIME).toBe('08:00');
    const at = fromDateTimeString('2026-11-27')!;
    const d = new Date(at * 1000);
    expect([d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2026, 11, 27, 8, 0]);
    expect(fromDateTimeString('2026-11-27T14:30')).toBe(new Date(2026, 10, 27, 14, 30).getTime() / 1000);
  });

  it("a panel's toast stays 3,000 ms", async () => {
    let seen: Array<{ notificationOptions?: { autoHideDuration?: number | null } }> = [];
    const Probe = () => {
      const toast = useTitledNotify();
      seen = useNotificationContext().notifications as typeof seen;
      return <button onClick={() => toast('success', 'Success', 'Saved')}>toast</button>;
    };
    render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <Probe />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'toast' }));
    expect(PANEL_TOAST_MS).toBe(3000);
    expect(seen.at(-1)?.notificationOptions?.autoHideDuration).toBe(3000);
  });
});

describe('toasts (docs/user-guide.md, "Toasts")', () => {
  it('a confirmation stays 3,000 ms and a refusal 6,000 ms, from the shared helper and the panels alike; none is gone in 500 ms', () => {
    let seen: Array<{ type?: string; notificationOptions?: { autoHideDuration?: number | null } }> = [];
    const Probe = () => {
      const panel = useTitledNotify();
      const toasts = useToasts();
      seen = useNotificationContext().notifications as typeof seen;
      return (
        <>
          <button onClick={() => toasts.success()}>saved</button>
          <button onClick={() => toasts.error(new Error('Job cannot be modified'))}>refused</button>
          <button onClick={() => panel('success', 'Success', 'Saved')}>panel saved</button>
          <button onClick={() => panel('error', 'Max 3 files', 'you have uploaded more than 3 files')}>panel refused</button>
        </>
      );
    };
    render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <Probe />
      </AdminContext>,
    );
    const durations: Record<string, number | null | undefined> = {};
    for (const name of ['saved', 'refused', 'panel saved', 'panel refused']) {
      fireEvent.click(screen.getByRole('button', { name }));
      durations[name] = seen.at(-1)?.notificationOptions?.autoHideDuration;
    }
    expect(durations).toEqual({ saved: 3000, refused: 6000, 'panel saved': 3000, 'panel refused': 6000 });
  });
});

describe("the live stream's ticket", () => {
  it('is not kept in the offline outbox when the network fails: it is worth nothing later, and would hold every write behind it', async () => {
    const { createHttpClient } = await import('../../src/app/dataProvider/httpClient');
    const { Outbox } = await import('../../src/app/offline/outbox');
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) } as unknown as Storage;
    const queue = new Outbox(storage, () => 4);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    try {
      const client = createHttpClient('/api/v1', queue);
      await expect(client('/api/v1/events/ticket', { method: 'POST' })).rejects.toBeInstanceOf(TypeError);
      expect(queue.waiting()).toBe(0);
      // An ordinary write still waits in the outbox.
      await expect(client('/api/v1/uom', { method: 'POST', body: { code: 'X' } })).rejects.toMatchObject({ message: 'app.offline.queued' });
      expect(queue.waiting()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
