/**
 * Live changes in the app (api-contract.md, "Live changes"): one event stream per signed-in
 * tab; each change marks react-admin's queries of its collection stale, so every open list,
 * board, calendar and record of that collection refetches without a reload.
 *
 * EventSource cannot send the bearer token, so the stream opens with a short-lived ticket from
 * POST /events/ticket. The browser's own reconnect would reuse an expired ticket: on an error
 * the stream is closed and opened again with a new ticket, after a pause that grows to 30 s.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_URL, httpClient } from '../authProvider/api';

/** Changes that arrive together (a job and its lines) refetch each collection once. */
const BATCH_MS = 100;
const MAX_PAUSE_MS = 30_000;

export function useLiveChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | null = null;
    let stopped = false;
    let pause = 1000;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let flush: ReturnType<typeof setTimeout> | undefined;
    const changed = new Set<string>();
    const deleted: Array<{ collection: string; id: string }> = [];

    const refetch = () => {
      flush = undefined;
      // A deleted record's own queries are not asked again: that would only answer 404. Its
      // react-admin record is dropped; its parts (a document's chain, useDocumentPart's
      // [collection, id, part]) are left as they were while its page goes away.
      const gone = deleted.splice(0);
      const ofGone = ([resource, method, params]: readonly unknown[]) =>
        gone.some((g) => resource === g.collection && (method === 'getOne' ? String((params as { id?: unknown } | undefined)?.id) === g.id : String(method) === g.id));
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[1] === 'getOne' && ofGone(queryKey) });
      for (const collection of changed) void queryClient.invalidateQueries({ queryKey: [collection], predicate: ({ queryKey }) => !ofGone(queryKey) });
      changed.clear();
    };

    const connect = async () => {
      if (stopped) return;
      try {
        const { json } = await httpClient<{ data: { ticket: string } }>(`${API_URL}/events/ticket`, { method: 'POST' });
        if (stopped) return;
        source = new EventSource(`${API_URL}/events?ticket=${encodeURIComponent(json.data.ticket)}`);
        source.onopen = () => (pause = 1000);
        source.onmessage = (message) => {
          const { collection, id, action } = JSON.parse(message.data) as { collection: string; id: number; action: string };
          if (action === 'delete') deleted.push({ collection, id: String(id) });
          changed.add(collection);
          flush ??= setTimeout(refetch, BATCH_MS);
        };
        source.onerror = () => {
          source?.close();
          source = null;
          reconnect();
        };
      } catch {
        reconnect(); // signed out, offline, or a role that reads nothing: try again later
      }
    };
    const reconnect = () => {
      if (stopped) return;
      retry = setTimeout(connect, pause);
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
    };

    void connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retry);
      clearTimeout(flush);
    };
  }, [queryClient]);
}
