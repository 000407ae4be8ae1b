/**
 * Where one thread of a process spends its time, from a Linux `perf` recording with call
 * stacks, in µs per request: a V8 profile (profile-summary.ts) covers the process's whole life,
 * this covers only the seconds recorded, and sees native code (SQLite, V8's JSON and messages,
 * the kernel's sockets) beside the JavaScript. Run the server with BENCH_PROFILE=perf (processes.ts)
 * so that its JavaScript functions have names, and record during one figure:
 *
 *   perf record -F 999 -g -p <server pid> -o run.perf -- sleep 4
 *   perf script -i run.perf -F pid,tid,ip,sym,dso | npx tsx bench/lib/perf-summary.ts <seconds> <requests/s> [top] [thread] [under]
 *
 * `thread`: `main` (the default: the thread whose id is the process's) or a thread id, or `all`.
 * `under`: only the frames called from the first frame matching this text (e.g. `OnMessage`).
 * Prints each function's self time (the sample's innermost frame) and its time inside (callees
 * included, a recursion counted once), sorted by time inside. Samples are 1/999 s (-F 999).
 */
import { readFileSync } from 'node:fs';

/** One sample: its thread and its frames, innermost first. */
interface Sample {
  pid: number;
  tid: number;
  frames: string[];
}

/** `perf script -F pid,tid,ip,sym,dso` output as samples: a `pid/tid` line, then one frame per line. */
export function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  let current: Sample | undefined;
  for (const line of text.split('\n')) {
    const head = /^\s*(\d+)\/(\d+)\s*$/.exec(line);
    if (head) samples.push((current = { pid: Number(head[1]), tid: Number(head[2]), frames: [] }));
    else if (current && line.trim()) current.frames.push(line.trim().replace(/^[0-9a-f]+ /, '').replace(/ \(\/tmp\/perf-\d+\.map\)$/, ' (JavaScript)').replace(/ \([^)]*\/([^)/]*)\)$/, ' ($1)'));
  }
  return samples;
}

export function summarize(samples: Sample[], options: { seconds: number; rate: number; thread?: string; under?: string; hz?: number }) {
  const { seconds, rate, thread = 'main', under, hz = 999 } = options;
  const mine = samples.filter((s) => (thread === 'all' ? true : thread === 'main' ? s.tid === s.pid : s.tid === Number(thread)));
  const self = new Map<string, number>();
  const inside = new Map<string, number>();
  let counted = 0;
  for (const { frames } of mine) {
    const at = under === undefined ? frames.length : frames.findIndex((f) => f.includes(under));
    if (at < 0) continue;
    const below = frames.slice(0, at);
    if (!below.length) continue;
    counted++;
    self.set(below[0], (self.get(below[0]) ?? 0) + 1);
    for (const f of new Set(below)) inside.set(f, (inside.get(f) ?? 0) + 1);
  }
  const usPerRequest = (n: number) => (n * 1e6) / hz / seconds / rate;
  return {
    total: usPerRequest(counted),
    rows: [...inside.keys()]
      .map((fn) => ({ fn, selfUs: usPerRequest(self.get(fn) ?? 0), insideUs: usPerRequest(inside.get(fn) ?? 0) }))
      .sort((a, b) => b.insideUs - a.insideUs),
  };
}

if (process.argv[1]?.endsWith('perf-summary.ts')) {
  process.stdout.on('error', () => process.exit(0)); // piped into head
  const [seconds, rate, top = '40', thread = 'main', under] = process.argv.slice(2);
  if (!Number(seconds) || !Number(rate)) throw new Error('usage: perf script … | npx tsx bench/lib/perf-summary.ts <seconds> <requests/s> [top] [thread] [under]');
  const { total, rows } = summarize(samplesOf(readFileSync(0, 'utf8')), { seconds: Number(seconds), rate: Number(rate), thread, under });
  const us = (n: number) => n.toFixed(1).padStart(7);
  const byLibrary = new Map<string, number>();
  for (const r of rows) {
    const library = /\(([^)]*)\)$/.exec(r.fn)?.[1] ?? '?';
    byLibrary.set(library, (byLibrary.get(library) ?? 0) + r.selfUs);
  }
  console.log(`${us(total)} µs a request on thread ${thread}${under ? ` under ${under}` : ''}; self time by library:`);
  for (const [library, t] of [...byLibrary].sort((a, b) => b[1] - a[1])) console.log(`${us(t)}  ${library}`);
  console.log('   self  inside  function');
  for (const r of rows.slice(0, Number(top))) console.log(`${us(r.selfUs)} ${us(r.insideUs)}  ${r.fn}`);
}
