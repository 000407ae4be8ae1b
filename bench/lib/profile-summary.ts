/**
 * The heaviest functions of a V8 CPU profile (node --cpu-prof), by self time, to find what a
 * benchmark's server spends its time on.
 *   npx tsx bench/lib/profile-summary.ts <file.cpuprofile> [top] [regexp]
 * With a regexp: the matching functions by time spent inside them (callees included).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** Self time per function, and the time spent inside it (callees included) for `inside`. */
export function summarize(file: string, top = 25): Array<{ fn: string; selfPct: number; totalPct: number }> {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
  const counts = new Map<number, number>();
  for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const keyOf = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/main\//, '')}:${lineNumber + 1}` : '';
    return `${functionName || '(anonymous)'} ${where}`.trim();
  };
  const self = new Map<string, number>();
  const inside = new Map<string, number>();
  // Samples under a node: its own plus its children's.
  const under = (node: ProfileNode): number => (counts.get(node.id) ?? 0) + (node.children ?? []).reduce((n, c) => n + under(nodes.get(c)!), 0);
  const walk = (node: ProfileNode, open: Set<string>) => {
    const key = keyOf(node);
    self.set(key, (self.get(key) ?? 0) + (counts.get(node.id) ?? 0));
    if (!open.has(key)) inside.set(key, (inside.get(key) ?? 0) + under(node)); // recursion counted once
    const next = new Set(open).add(key);
    for (const c of node.children ?? []) walk(nodes.get(c)!, next);
  };
  walk(profile.nodes[0], new Set());
  const total = profile.samples.length;
  const pct = (n: number) => Math.round((1000 * n) / total) / 10;
  return [...self.keys()]
    .map((fn) => ({ fn, selfPct: pct(self.get(fn) ?? 0), totalPct: pct(inside.get(fn) ?? 0) }))
    .sort((a, b) => b.selfPct - a.selfPct)
    .slice(0, top);
}

if (process.argv[1]?.endsWith('profile-summary.ts')) {
  const rows = summarize(process.argv[2], 100000);
  const pattern = process.argv[4] ? new RegExp(process.argv[4]) : null;
  const shown = pattern ? rows.filter((r) => pattern.test(r.fn)).sort((a, b) => b.totalPct - a.totalPct) : rows;
  console.log(' self%  total%  function');
  for (const { fn, selfPct, totalPct } of shown.slice(0, Number(process.argv[3] ?? 25))) console.log(`${String(selfPct).padStart(6)}  ${String(totalPct).padStart(6)}  ${fn}`);
}
