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

/** CPU µs each `postgres` process on the machine has used so far (a busy neighbour's too), by pid. */
export function postgresCpuByPid(): Map<string, number> {
  const used = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const { user, system } = cpuTicks(stat);
      used.set(pid, (user + system) * TICK_US);
    } catch {
      // the process ended while we looked
    }
  }
  return used;
}

/** CPU µs every `postgres` process on the machine has used so far. */
export function postgresCpuUs(): number {
  return [...postgresCpuByPid().values()].reduce((a, b) => a + b, 0);
}

/**
 * CPU µs PostgreSQL's processes used since `before` (postgresCpuByPid): a backend that ended
 * meanwhile (a pool closing an idle connection) takes its time out of /proc with it, which in a sum
 * of the whole made the difference negative; per process, only its own time since is counted (an
 * ended one's last moments are lost).
 */
export function postgresCpuSince(before: Map<string, number>): number {
  let used = 0;
  for (const [pid, now] of postgresCpuByPid()) used += now - (before.get(pid) ?? 0);
  return used;
}
