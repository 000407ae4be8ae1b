/** autocannon with a request made afresh for every call, and the figures the benchmarks report. */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method?: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  /** The next request's path (and body): called once per request, so no two need be alike. */
  next: () => { path: string; body?: string };
  /** Seconds to run the autocannon timeout (default 10). */
  timeout?: number;
}

export interface LoadResult {
  requests: number;
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers outside 2xx, plus connection errors and timeouts. */
  failed: number;
  statusCounts: Record<string, number>;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const statusCounts: Record<string, number> = {};
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    timeout: options.timeout ?? 10,
    headers: { 'content-type': 'application/json', ...options.headers },
    requests: [
      {
        method: options.method ?? 'GET',
        setupRequest: (request) => {
          const { path, body } = options.next();
          return { ...request, path, ...(body !== undefined ? { body } : {}) };
        },
        onResponse: (status: number) => {
          statusCounts[status] = (statusCounts[status] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    failed: result.non2xx + result.errors + result.timeouts,
    statusCounts,
  };
}
