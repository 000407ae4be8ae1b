/**
 * Loading a resource's views (src/app/crud/resourceViews.ts): loaded once, and the promise marked
 * settled as React's use() reads it, so a page whose code is here renders without suspending; a
 * failed load is tried again on the next visit.
 */
import { describe, expect, it, vi } from 'vitest';
import { loadResourceViews } from '../../src/app/crud/resourceViews';
import type { AppResourceEntry, ResourceViews } from '../../src/app/crud/types';

const views = { list: () => null, show: () => null, columns: [], recordRepresentation: 'name' } as ResourceViews;
const entry = (name: string, load: AppResourceEntry['load']): AppResourceEntry => ({ name, icon: undefined, load });

describe('loadResourceViews', () => {
  it('loads once and marks the promise fulfilled with its value', async () => {
    const load = vi.fn(async () => ({ default: views }));
    const first = loadResourceViews(entry('test_once', load));
    expect(first).not.toHaveProperty('status');
    await first;
    const again = loadResourceViews(entry('test_once', load));
    expect(again).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(again).toMatchObject({ status: 'fulfilled', value: { default: views } });
  });

  it('forgets a failed load, so the next one tries again', async () => {
    const load = vi.fn<AppResourceEntry['load']>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ default: views });
    const failed = loadResourceViews(entry('test_retry', load));
    await expect(failed).rejects.toThrow('chunk failed');
    expect(failed).toMatchObject({ status: 'rejected' });
    const retried = loadResourceViews(entry('test_retry', load));
    expect(retried).not.toBe(failed);
    await expect(retried).resolves.toEqual({ default: views });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
