/**
 * The daily jobs' timer (src/server/schedule/daily.ts) on a fake clock: the next 00:30 in
 * Singapore around its midnight (16:30 UTC the day before), a run at start-up and at every 00:30
 * after, never twice for one day when a timer fires early, never two runs at once, none after stop.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { nextDailyRun, scheduleDaily, timeOfDay, type SchedulerClock } from '../../src/server/schedule/daily';

/** Unix seconds of a Singapore wall-clock time. */
const sgt = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => Date.UTC(y, m - 1, d, h - 8, min, s) / 1000;
const iso = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().replace('.000Z', '+08:00');

/** Timers that fire only when the test moves the time on; `early` ms ahead of when they were due. */
class FakeClock implements SchedulerClock {
  private timers: Array<{ at: number; run: () => void; id: number }> = [];
  private ids = 0;
  constructor(
    public ms: number,
    private readonly early = 0,
  ) {}
  now = () => this.ms;
  setTimeout = (run: () => void, ms: number) => {
    const id = ++this.ids;
    this.timers.push({ at: this.ms + ms - this.early, run, id });
    return id;
  };
  clearTimeout = (id: unknown) => {
    this.timers = this.timers.filter((t) => t.id !== id);
  };
  pending = () => this.timers.length;
  /** Move the clock to `target` (ms), firing each timer due on the way at its time. */
  async advanceTo(target: number) {
    for (;;) {
      const next = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.ms = Math.max(this.ms, next.at);
      this.timers = this.timers.filter((t) => t !== next);
      next.run();
      await new Promise((resolve) => setImmediate(resolve)); // let the job's promise settle
    }
    this.ms = target;
  }
}

const quietLog = { debug: () => {}, info: () => {}, error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

describe('the next daily run', () => {
  it('is the next 00:30 of Singapore, around its midnight', () => {
    expect(iso(nextDailyRun(sgt(2026, 11, 24, 0, 29, 59), '00:30'))).toBe('2026-11-24T00:30:00+08:00');
    expect(iso(nextDailyRun(sgt(2026, 11, 24, 0, 30, 0), '00:30'))).toBe('2026-11-25T00:30:00+08:00'); // strictly after
    expect(iso(nextDailyRun(sgt(2026, 11, 23, 23, 59, 59), '00:30'))).toBe('2026-11-24T00:30:00+08:00');
    expect(iso(nextDailyRun(sgt(2026, 11, 24, 0, 0, 0), '00:30'))).toBe('2026-11-24T00:30:00+08:00');
    // 16:29 UTC is 00:29 in Singapore the next day: the run is a minute away, not a day.
    expect(nextDailyRun(Date.UTC(2026, 10, 23, 16, 29) / 1000, '00:30') - Date.UTC(2026, 10, 23, 16, 29) / 1000).toBe(60);
    // Over a month's and a year's end.
    expect(iso(nextDailyRun(sgt(2026, 12, 31, 12), '00:30'))).toBe('2027-01-01T00:30:00+08:00');
    expect(iso(nextDailyRun(sgt(2028, 2, 28, 23), '00:30'))).toBe('2028-02-29T00:30:00+08:00');
    expect(iso(nextDailyRun(sgt(2026, 11, 24, 12), '23:45'))).toBe('2026-11-24T23:45:00+08:00');
  });

  it('refuses a time that is not HH:MM', () => {
    expect(timeOfDay('00:30')).toBe(1800);
    for (const bad of ['24:00', '0:30', '00:60', 'midnight']) expect(() => timeOfDay(bad)).toThrow(/HH:MM/);
  });
});

describe('a daily job', () => {
  it('runs at start-up, then at each 00:30 Singapore time, once a day even when its timer fires early', async () => {
    const clock = new FakeClock(sgt(2026, 11, 23, 22, 15) * 1000, 5);
    const runs: string[] = [];
    const job = scheduleDaily({ name: 'test', at: '00:30', runAtStart: true, run: async () => runs.push(iso(Math.floor(clock.now() / 1000))) }, quietLog, clock);
    await job.idle();
    expect(runs).toEqual(['2026-11-23T22:15:00+08:00']);
    expect(iso(job.nextRun)).toBe('2026-11-24T00:30:00+08:00');

    await clock.advanceTo(sgt(2026, 11, 24, 0, 29) * 1000);
    expect(runs).toHaveLength(1);
    await clock.advanceTo(sgt(2026, 11, 26, 12) * 1000);
    await job.idle();
    // The timer fired 5 ms early (00:29:59.995): the run is that day's, and the next is tomorrow's.
    expect(runs.slice(1)).toEqual(['2026-11-24T00:29:59+08:00', '2026-11-25T00:29:59+08:00', '2026-11-26T00:29:59+08:00']);
    expect(iso(job.nextRun)).toBe('2026-11-27T00:30:00+08:00');
    await job.stop();
    expect(clock.pending()).toBe(0);
    await clock.advanceTo(sgt(2026, 11, 30) * 1000);
    expect(runs).toHaveLength(4);
  });

  it('does not start a run while the last one is still going, and keeps its schedule after a failure', async () => {
    const clock = new FakeClock(sgt(2026, 11, 24, 0, 0) * 1000);
    let release!: () => void;
    let started = 0;
    const job = scheduleDaily(
      {
        name: 'slow',
        at: '00:30',
        runAtStart: false,
        run: () => {
          started++;
          if (started === 2) return Promise.reject(new Error('database away'));
          return new Promise<void>((resolve) => (release = resolve));
        },
      },
      quietLog,
      clock,
    );
    expect(started).toBe(0); // not at start-up when not asked
    await clock.advanceTo(sgt(2026, 11, 24, 0, 30) * 1000);
    expect(started).toBe(1);
    // A whole day later the first run still holds on: the second day's run is skipped.
    await clock.advanceTo(sgt(2026, 11, 25, 1) * 1000);
    expect(started).toBe(1);
    release();
    await job.idle();
    await clock.advanceTo(sgt(2026, 11, 26, 1) * 1000);
    await job.idle(); // the failure is logged, not thrown
    expect(started).toBe(2);
    await clock.advanceTo(sgt(2026, 11, 27, 1) * 1000);
    expect(started).toBe(3);
    const stopping = job.stop();
    release();
    await stopping;
  });
});
