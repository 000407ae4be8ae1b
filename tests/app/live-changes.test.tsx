/**
 * A record deleted elsewhere (a live change) is not read again: its open read is dropped, not
 * refetched into a 404, also when its page opened it by its uuid (users) while the change names
 * the row's id; the collection's other reads are refetched.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type Deliver = (change: { collection: string; id: number; action: string }) => void;
const stream = vi.hoisted(() => ({ deliver: undefined as undefined | ((change: { collection: string; id: number; action: string }) => void) }));
vi.mock('../../src/app/live/sharedStream', () => ({
  subscribeLiveChanges: (_user: string, deliver: Deliver) => {
    stream.deliver = deliver;
    return () => undefined;
  },
}));
const { useLiveChanges } = await import('../../src/app/live/useLiveChanges');

describe('live changes', () => {
  const client = new QueryClient();
  afterEach(() => client.clear());

  it("drops a deleted record's read, by id or by uuid, and refetches the collection's lists", async () => {
    const reads = { byUuid: 0, byId: 0, list: 0 };
    const watch = (queryKey: unknown[], queryFn: () => unknown) => new QueryObserver(client, { queryKey, queryFn }).subscribe(() => undefined);
    const stop = [
      watch(['users', 'getOne', { id: 'b7f1-uuid' }], () => (reads.byUuid++, { id: 7, uuid: 'b7f1-uuid' })),
      watch(['uom', 'getOne', { id: '9' }], () => (reads.byId++, { id: 9 })),
      watch(['users', 'getList', {}], () => (reads.list++, { data: [], total: 0 })),
    ];
    await waitFor(() => expect(reads).toEqual({ byUuid: 1, byId: 1, list: 1 }));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useLiveChanges(), { wrapper });
    stream.deliver!({ collection: 'users', id: 7, action: 'delete' });
    stream.deliver!({ collection: 'uom', id: 9, action: 'delete' });
    await waitFor(() => expect(reads.list).toBe(2));
    expect(client.getQueryCache().find({ queryKey: ['users', 'getOne', { id: 'b7f1-uuid' }] })).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: ['uom', 'getOne', { id: '9' }] })).toBeUndefined();
    expect(reads).toEqual({ byUuid: 1, byId: 1, list: 2 });
    stop.forEach((s) => s());
  });

  it('lets a list being read answer while its changes keep coming, then reads it once more for the last of them', async () => {
    // A read takes 200 ms; a change comes every 40 ms for 2 s (an import committing). Each change
    // used to cancel the read under way and begin another, so the list never answered until they
    // stopped (at most its first read, begun before them).
    const answered: number[] = [];
    let begun = 0;
    const started = Date.now();
    const observer = new QueryObserver(client, {
      queryKey: ['products', 'getList', {}],
      queryFn: async ({ signal }) => {
        const n = ++begun;
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, 200);
          signal.addEventListener('abort', () => (clearTimeout(timer), reject(new Error('cancelled'))));
        });
        answered.push(Date.now() - started);
        return { data: [], total: n };
      },
    });
    const stop = observer.subscribe(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useLiveChanges(), { wrapper });
    let sent = 0;
    const changes = setInterval(() => stream.deliver!({ collection: 'products', id: ++sent, action: 'create' }), 40);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    clearInterval(changes);
    const whileChanging = answered.length;
    const beganWhileChanging = begun;
    expect(whileChanging, `answers while the changes came (reads begun: ${begun})`).toBeGreaterThanOrEqual(3);
    // After the last change the list is read once more (that change included), then left alone:
    // every read answered, and none begun for 600 ms (longer than a read and the 100 ms batching).
    let seen = -1;
    await waitFor(
      () => {
        const settled = begun === seen && answered.length === begun;
        seen = begun;
        expect(settled).toBe(true);
      },
      { timeout: 10_000, interval: 600 },
    );
    expect(answered.length).toBeGreaterThan(whileChanging);
    expect(begun).toBeLessThanOrEqual(beganWhileChanging + 2);
    stop();
  });
});
