/** Printing a benchmark's table and keeping its figures in bench/results/<name>.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

export const RESULTS_DIR = join(import.meta.dirname, '..', 'results');

export type Cell = string | number | boolean | null | undefined;

function show(value: Cell): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'boolean') return value ? 'yes' : 'NO';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toLocaleString('en') : value.toLocaleString('en', { maximumFractionDigits: 2 });
  return value;
}

/** A Markdown table (pastes straight into the README). */
export function printTable(title: string, header: string[], rows: Cell[][]): void {
  const lines = [header, header.map(() => '---'), ...rows.map((r) => r.map(show))];
  console.log(`\n### ${title}\n`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  console.log();
}

export function saveResults(name: string, figures: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  // The load average says whether anything else competed for the 2 cores during the run.
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, loadavg: loadavg() };
  writeFileSync(file, `${JSON.stringify({ name, at: new Date().toISOString(), machine, figures }, null, 2)}\n`);
  console.log(`figures written to ${file}`);
  return file;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
