/**
 * Daily jobs inside the server's process: each runs once at start-up (when asked) and then every
 * day at a set time of Singapore's clock (UTC+8 all year, src/shared/singapore-time.ts), e.g. the
 * visit plan at 00:30. The next run is worked out from the clock after every run, so a machine
 * that slept or a slow run never shifts the schedule; a run still going when the next is due is
 * not started twice. With several API instances on one PostgreSQL database, a job runs under a
 * session advisory lock named after it: the instance that gets it runs the job, the others skip
 * that run (SQLite is one instance's file).
 */
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import { SINGAPORE_OFFSET } from '../../shared/singapore-time';

const DAY = 86_400;

/** What the scheduler reads the time from and waits with: the system's, or a test's fake. */
export interface SchedulerClock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

export const systemClock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms);
    timer.unref(); // a pending daily run never keeps the process alive on its own
    return timer;
  },
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/** "HH:MM" of Singapore's day as seconds after its midnight. */
export function timeOfDay(at: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!m) throw new Error(`not a time of day HH:MM: ${at}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60;
}

/** The first moment strictly after `after` (unix seconds) when Singapore's clock shows `at` ("HH:MM"). */
export function nextDailyRun(after: number, at: string): number {
  const offset = timeOfDay(at);
  const midnight = Math.floor((after + SINGAPORE_OFFSET) / DAY) * DAY - SINGAPORE_OFFSET;
  const today = midnight + offset;
  return today > after ? today : today + DAY;
}

export interface DailyJob {
  /** Names the job in the log and its advisory lock. */
  name: string;
  /** Singapore time of day, "HH:MM". */
  at: string;
  runAtStart: boolean;
  run(): Promise<unknown>;
}

export interface ScheduledJob {
  /** When the next timed run is due (unix seconds). */
  readonly nextRun: number;
  /** Settles when the run in progress (if any) has ended. */
  idle(): Promise<void>;
  /** No more runs; settles once the one in progress has ended. */
  stop(): Promise<void>;
}

/** Run `job` at start-up (if asked) and at its time every day, until stopped. */
export function scheduleDaily(job: DailyJob, log: FastifyBaseLogger, clock: SchedulerClock = systemClock): ScheduledJob {
  timeOfDay(job.at); // a bad time stops the start, not the first run
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let stopped = false;
  let timer: unknown;
  let nextRun = nextDailyRun(Math.floor(clock.now() / 1000), job.at);

  const runOnce = (why: 'start' | 'daily') => {
    if (busy || stopped) return; // the previous run is still going: this one is skipped
    busy = true;
    const started = clock.now();
    running = Promise.resolve()
      .then(() => job.run())
      .then(
        // At debug: the start's console stays the banner alone (LOG_LEVEL=debug shows each run).
        (result) => log.debug({ job: job.name, why, ms: clock.now() - started, result }, `daily job ${job.name} ran`),
        (e: unknown) => log.error({ job: job.name, why, err: e }, `daily job ${job.name} failed; it runs again at its next time`),
      )
      .finally(() => {
        busy = false;
      });
  };
  const arm = () => {
    if (stopped) return;
    // Timers may fire a little early or late: the run is for the slot that was due, and the next
    // slot is the first one after both it and now, so no slot runs twice.
    const due = nextRun;
    timer = clock.setTimeout(
      () => {
        runOnce('daily');
        nextRun = nextDailyRun(Math.max(due, Math.floor(clock.now() / 1000)), job.at);
        arm();
      },
      Math.max(0, due * 1000 - clock.now()),
    );
  };

  if (job.runAtStart) runOnce('start');
  arm();
  return {
    get nextRun() {
      return nextRun;
    },
    idle: () => running,
    stop: async () => {
      stopped = true;
      clock.clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Run `work` unless another instance on the same PostgreSQL database is running the job named
 * `name` now (a session advisory lock, held on one connection for the run): 'skipped' then.
 */
export async function onceAcrossInstances<T>(database: Database, name: string, work: () => Promise<T>): Promise<T | 'skipped'> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (conn) => {
    const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(hashtext(${`daily-job:${name}`})) as got`.execute(conn);
    if (!rows[0]?.got) return 'skipped' as const;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${`daily-job:${name}`}))`.execute(conn);
    }
  });
}
