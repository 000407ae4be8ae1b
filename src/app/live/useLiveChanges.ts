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

export function useLiveChanges(): void {
  const queryClient = useQueryClient();
  const user = session.read()?.userId ?? 0;
  useEffect(() => {
    let flush: ReturnType<typeof setTimeout> | undefined;
    const changed = new Set<string>();
    const deleted: Array<{ collection: string; id: string }> = [];

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
      for (const collection of changed) void queryClient.invalidateQueries({ queryKey: [collection], predicate: (query) => !ofGone(query) });
      changed.clear();
    };

    const unsubscribe = subscribeLiveChanges(String(user), ({ collection, id, action }) => {
      if (action === 'delete') deleted.push({ collection, id: String(id) });
      changed.add(collection);
      flush ??= setTimeout(refetch, BATCH_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(flush);
    };
  }, [queryClient, user]);
}
