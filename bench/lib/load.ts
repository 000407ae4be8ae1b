/** autocannon, and the figures the benchmarks report. */
import autocannon from 'autocannon';

interface CommonOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method?: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  /** Seconds to run the autocannon timeout (default 10). */
  timeout?: number;
}

export type LoadOptions = CommonOptions &
  (
    | {
        /**
         * Paths asked in turn (each client walks the list from its start). autocannon builds each
         * request once: the load generator shares the machine's cores with the server, and
         * building a request afresh for every call cost it more than the server's whole answer to
         * a kept page.
         */
        paths: string[];
      }
    | {
        /** The next request's path and body, made for every call (so no two need be alike). */
        next: () => { path: string; body?: string };
      }
  );

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
  /**
   * The load generator's own CPU time a request (µs; this process's, where autocannon runs): on
   * a machine it shares with the server, the part of each rate that is the client's.
   */
  clientCpuUs: number;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const method = options.method ?? 'GET';
  const requests =
    'paths' in options
      ? options.paths.map((path) => ({ method, path }))
      : [
          {
            method,
            setupRequest: (request: autocannon.Request) => {
              const { path, body } = options.next();
              return { ...request, path, ...(body !== undefined ? { body } : {}) };
            },
          },
        ];
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    timeout: options.timeout ?? 10,
    headers: { 'content-type': 'application/json', ...options.headers },
    requests,
  });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    failed: result.non2xx + result.errors + result.timeouts,
    statusCounts: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count])),
    clientCpuUs: Math.round((cpu.user + cpu.system) / Math.max(1, result.requests.total)),
  };
}
