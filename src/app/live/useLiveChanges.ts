/**
 * Live changes in the app (api-contract.md, "Live changes"): each change marks react-admin's
 * queries of its collection stale, so every open list, board, calendar and record of that
 * collection refetches without a reload. The changes come from the browser's one event stream,
 * shared by its tabs (sharedStream.ts).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../authProvider/session';
import { subscribeLiveChanges } from './sharedStream';

/** Changes that arrive together (a job and its lines) refetch each collection once. */
const BATCH_MS = 100;

/**
 * Where technicians on the way are (map/OnTheWay.tsx). A technician's position is a `position`
 * event of their job (server routes/technician-positions.ts), every 30 s or so per technician:
 * it refetches this query alone, not every list, board and record of job orders. Keyed under the
 * job orders, so the job's other changes (its work started) refetch it as well.
 */
export const ON_THE_WAY_QUERY = ['joborder_headers', 'positions'];

export function useLiveChanges(): void {
  const queryClient = useQueryClient();
  const user = session.read()?.userId ?? 0;
  useEffect(() => {
    let flush: ReturnType<typeof setTimeout> | undefined;
    const changed = new Set<string>();
    const deleted: Array<{ collection: string; id: string }> = [];
    let positions = false;
    /**
     * Reads that were under way when a change of theirs came: asked again once they have answered.
     * Asked again at once, they would be cancelled and begun anew (react-query's invalidate), and
     * changes coming faster than a list is read (an import commits every fraction of a second)
     * kept a list that was loading from ever showing.
     */
    const waiting = new Map<string, readonly unknown[]>();
    const cache = queryClient.getQueryCache();
    const fetching = (query: { state: { fetchStatus: string } }) => query.state.fetchStatus === 'fetching';

    const refetch = () => {
      flush = undefined;
      // A deleted record's own queries are not asked again: that would only answer 404. Its
      // react-admin record is dropped; its parts (a document's chain, useDocumentPart's
      // [collection, id, part]) are left as they were while its page goes away.
      // A record opened by its uuid (users) has its getOne keyed by the uuid while the change names
      // the row's id: the record read is asked which id it holds.
      const gone = deleted.splice(0);
      const ofGone = ({ queryKey: [resource, method, params], state }: { queryKey: readonly unknown[]; state: { data?: unknown } }) =>
        gone.some(
          (g) =>
            resource === g.collection &&
            (method === 'getOne'
              ? String((params as { id?: unknown } | undefined)?.id) === g.id || String((state.data as { id?: unknown } | undefined)?.id) === g.id
              : String(method) === g.id),
        );
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] === 'getOne' && ofGone(query) });
      for (const [hash, queryKey] of waiting) {
        const query = cache.get(hash);
        if (query && fetching(query)) continue;
        waiting.delete(hash);
        if (query) void queryClient.invalidateQueries({ queryKey, exact: true });
      }
      for (const collection of changed) {
        for (const query of cache.findAll({ queryKey: [collection], predicate: (q) => fetching(q) && !ofGone(q) })) waiting.set(query.queryHash, query.queryKey);
        void queryClient.invalidateQueries({ queryKey: [collection], predicate: (query) => !ofGone(query) && !waiting.has(query.queryHash) });
      }
      changed.clear();
      if (positions) void queryClient.invalidateQueries({ queryKey: ON_THE_WAY_QUERY, exact: true });
      positions = false;
      if (waiting.size) flush = setTimeout(refetch, BATCH_MS);
    };

    const unsubscribe = subscribeLiveChanges(String(user), ({ collection, id, action }) => {
      if (action === 'position') positions = true;
      else {
        if (action === 'delete') deleted.push({ collection, id: String(id) });
        changed.add(collection);
      }
      flush ??= setTimeout(refetch, BATCH_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(flush);
    };
  }, [queryClient, user]);
}
