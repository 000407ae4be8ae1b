/**
 * CPU time from Linux's /proc, for the benchmarks that say where a request's time goes: a
 * process's or thread's, and all of PostgreSQL's. A clock tick is 10 ms (USER_HZ 100).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** µs in a clock tick. */
export const TICK_US = 10_000;

/** utime and stime (clock ticks) of a /proc stat line; the name (field 2) may hold spaces, so count from its ')'. */
export function cpuTicks(statLine: string): { user: number; system: number } {
  const fields = statLine.split(')').at(-1)!.trim().split(' ');
  return { user: Number(fields[11]), system: Number(fields[12]) };
}

/** CPU µs every `postgres` process on the machine has used so far (a busy neighbour's too). */
export function postgresCpuUs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const { user, system } = cpuTicks(stat);
      ticks += user + system;
    } catch {
      // the process ended while we looked
    }
  }
  return ticks * TICK_US;
}
