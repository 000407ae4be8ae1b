/**
 * Another user's requests, timed from a process of their own while a test loads the server: the
 * test's own process may be busy (sending megabytes, running its load), which must not count.
 */
import { spawn } from 'node:child_process';

/** Up to three measurements, stopping at the first within the bound: a stall of a shared machine spoils one, a real starvation all three. */
export async function untilOneWithin<T>(measure: () => Promise<T>, within: (m: T) => boolean): Promise<T[]> {
  const taken: T[] = [];
  while (taken.length < 3 && !taken.some(within)) taken.push(await measure());
  return taken;
}

export interface LatencyProbe {
  /** Stop asking; the slowest answer, how many were asked, and how many were not 200. */
  stop(): Promise<{ slowestMs: number; p99Ms: number; count: number; failed: number }>;
}

// One GET after another (10 ms apart) until stdin closes; then the figures as JSON on stdout.
const PROBE = `
const [url, token] = process.argv.slice(1);
const times = []; let failed = 0; let stopping = false;
process.stdin.on('end', () => (stopping = true)).resume();
const ask = () => fetch(url, { headers: { authorization: 'Bearer ' + token } });
(async () => {
  // The first fetch of a process loads the HTTP client: not the server's time.
  for (let i = 0; i < 3; i++) await (await ask()).arrayBuffer();
  process.stdout.write('ready\\n');
  while (!stopping || times.length < 5) {
    const started = performance.now();
    const res = await ask();
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) failed++;
    await new Promise((r) => setTimeout(r, 10));
  }
  times.sort((a, b) => a - b);
  process.stdout.write(JSON.stringify({ slowestMs: times.at(-1), p99Ms: times[Math.floor(times.length * 0.99)], count: times.length, failed }));
})();
`;

export async function startLatencyProbe(url: string, token: string): Promise<LatencyProbe> {
  const child = spawn(process.execPath, ['-e', PROBE, url, token], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', () => reject(new Error(`the latency probe exited: ${output}`)));
    child.stdout!.on('data', () => output.startsWith('ready') && resolve());
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: async () => {
      child.stdin!.end();
      await exited;
      return JSON.parse(output.slice('ready\n'.length));
    },
  };
}
