/** A Server-Sent Events client for tests and benchmarks: reads `GET /api/v1/events` as a stream of changes. */

export interface ChangeMessage {
  collection: string;
  id: number;
  action: string;
}

export interface EventStream {
  status: number;
  /** The next change, or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ChangeMessage>;
  /** Changes received and not yet taken by next(). */
  pending(): ChangeMessage[];
  close(): void;
}

/** Open the stream with a bearer token or a ticket; resolves once the headers arrived. */
export async function openEventStream(origin: string, auth: { token?: string; ticket?: string }): Promise<EventStream> {
  const controller = new AbortController();
  const url = `${origin}/api/v1/events${auth.ticket !== undefined ? `?ticket=${encodeURIComponent(auth.ticket)}` : ''}`;
  const res = await fetch(url, { headers: auth.token ? { authorization: `Bearer ${auth.token}` } : {}, signal: controller.signal });
  const queue: ChangeMessage[] = [];
  const waiting: Array<(m: ChangeMessage) => void> = [];
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
            if (!data) continue;
            const message = JSON.parse(data) as ChangeMessage;
            const waiter = waiting.shift();
            if (waiter) waiter(message);
            else queue.push(message);
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: res.status,
    next: (timeoutMs = 3000) =>
      queue.length
        ? Promise.resolve(queue.shift()!)
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(take), 1);
              reject(new Error(`no change within ${timeoutMs} ms`));
            }, timeoutMs);
            const take = (m: ChangeMessage) => {
              clearTimeout(timer);
              resolve(m);
            };
            waiting.push(take);
          }),
    pending: () => [...queue],
    close: () => controller.abort(),
  };
}
