/**
 * One event stream per browser, not per tab (issue 27, item 5). Over HTTP/1.1 a browser keeps at
 * most six connections to an origin; a stream per tab left a person with six tabs open no
 * connection for anything else (a list in the seventh waited for seconds).
 *
 * The tabs of one browser (one signed-in user) elect one holder of the stream with the Web Locks
 * API: the tab that holds the lock `fsb-live:<user>` opens GET /events and passes every change it
 * hears to the other tabs on the BroadcastChannel of the same name, and to itself. The other
 * tabs wait for the lock; when the holder closes (or its tab is discarded) the browser releases
 * the lock and the next tab in line opens the stream. Without Web Locks or BroadcastChannel (an
 * old browser) each tab keeps its own stream, as before.
 *
 * EventSource cannot send the bearer token, so the stream opens with a short-lived ticket from
 * POST /events/ticket. The browser's own reconnect would reuse an expired ticket: on an error the
 * stream is closed and opened again with a new ticket, after a pause that grows to 30 s.
 */
import { API_URL, httpClient } from '../authProvider/api';

export interface LiveChange {
  collection: string;
  id: number;
  action: string;
}

const MAX_PAUSE_MS = 30_000;

/** Open the stream and hand each change to `deliver` until `signal` aborts; resolves then. */
function holdStream(deliver: (change: LiveChange) => void, signal: AbortSignal): Promise<void> {
  return new Promise<void>((done) => {
    let source: EventSource | null = null;
    let pause = 1000;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      if (signal.aborted) return;
      try {
        const { json } = await httpClient<{ data: { ticket: string } }>(`${API_URL}/events/ticket`, { method: 'POST' });
        if (signal.aborted) return;
        source = new EventSource(`${API_URL}/events?ticket=${encodeURIComponent(json.data.ticket)}`);
        source.onopen = () => (pause = 1000);
        source.onmessage = (message) => deliver(JSON.parse(message.data) as LiveChange);
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
      if (signal.aborted) return;
      retry = setTimeout(connect, pause);
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
    };
    signal.addEventListener('abort', () => {
      source?.close();
      clearTimeout(retry);
      done();
    });
    void connect();
  });
}

/** Whether this browser can share one stream between its tabs. */
export function canShareStream(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.locks && typeof BroadcastChannel !== 'undefined';
}

/**
 * Hear every live change in this tab, through the browser's one stream; answers the unsubscribe.
 * `scope` (the signed-in user) keeps one user's stream from serving another's tabs.
 */
export function subscribeLiveChanges(scope: string, onChange: (change: LiveChange) => void): () => void {
  const stop = new AbortController();
  if (!canShareStream()) {
    void holdStream(onChange, stop.signal);
    return () => stop.abort();
  }
  const name = `fsb-live:${scope}`;
  const channel = new BroadcastChannel(name);
  channel.onmessage = (message: MessageEvent<LiveChange>) => onChange(message.data);
  // Queued behind the holder; granted when it goes. The callback's promise holds the lock.
  navigator.locks
    .request(name, { signal: stop.signal }, () =>
      holdStream((change) => {
        onChange(change);
        channel.postMessage(change);
      }, stop.signal),
    )
    .catch(() => undefined); // aborted while waiting: this tab closed before its turn
  return () => {
    stop.abort();
    channel.close();
  };
}
