/**
 * The SQLite read pool (src/server/db/read-pool.ts): a busy reader is sent its next statement
 * before it is done, yet no statement waits behind a long one while another reader is free, and
 * a reader ended for its time budget fails only the statement it ran, and what it held still runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadPool } from '../../src/server/db/read-pool';

/** A statement that counts for a while (about a second on a quiet machine), and its answer. */
const SLOW = 'with recursive n(i) as (select 1 union all select i + 1 from n where i < ?) select count(*) as c from n';
const SLOW_ROWS = 5_000_000;
const QUICK = 'select ? as v';

describe('the read pool', () => {
  let dir: string;
  let path: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fsb-read-pool-'));
    path = join(dir, 'db.sqlite');
    const db = new SQLite(path);
    db.pragma('journal_mode = WAL');
    db.exec('create table t (x int)');
    db.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A pool with both of its readers started. */
  async function twoReaders(timeoutMs = 60_000): Promise<ReadPool> {
    const pool = new ReadPool(path, 2, timeoutMs);
    // Threads start when the queue needs them: rounds of two at once start the second.
    const readers = (pool as unknown as { readers: Set<{ ready: boolean }> }).readers;
    const started = () => readers.size === 2 && [...readers].every((r) => r.ready);
    for (let i = 0; i < 500 && !started(); i++) {
      await Promise.all([pool.run(QUICK, [1]), pool.run(QUICK, [2])]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(started()).toBe(true);
    return pool;
  }

  it('runs a statement sent behind a long one on the reader that comes free', async () => {
    const pool = await twoReaders();
    try {
      const started = performance.now();
      const slow = pool.run(SLOW, [SLOW_ROWS]).then((rows) => ({ rows, ms: performance.now() - started }));
      const first = pool.run(QUICK, ['first']);
      // Both readers are busy: this one is sent to a reader already running a statement.
      const behind = pool.run(QUICK, ['behind']).then((rows) => ({ rows, ms: performance.now() - started }));
      const readers = (pool as unknown as { readers: Set<{ jobs: unknown[] }> }).readers;
      expect([...readers].map((r) => r.jobs.length).sort()).toEqual([1, 2]);
      expect(await first).toEqual([{ v: 'first' }]);
      const [b, s] = await Promise.all([behind, slow]);
      expect(b.rows).toEqual([{ v: 'behind' }]);
      expect(s.rows).toEqual([{ c: SLOW_ROWS }]);
      expect(s.ms).toBeGreaterThan(100); // the long statement is long enough to tell
      expect(b.ms).toBeLessThan(s.ms / 2);
    } finally {
      await pool.close();
    }
  });

  it('keeps every statement sent while readers are busy, each answered once and in full', async () => {
    const pool = await twoReaders();
    try {
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => pool.run(QUICK, [i])));
      expect(answers).toEqual(Array.from({ length: 200 }, (_, i) => [{ v: i }]));
    } finally {
      await pool.close();
    }
  });

  it('fails only the statement past its time budget; those sent behind it run on a new reader', async () => {
    const pool = await twoReaders(150);
    try {
      const slow = pool.run(SLOW, [SLOW_ROWS * 10]);
      const other = pool.run(SLOW, [SLOW_ROWS * 10]);
      const behind = pool.run(QUICK, ['behind']);
      const failures = await Promise.allSettled([slow, other]);
      expect(failures.map((f) => f.status)).toEqual(['rejected', 'rejected']);
      expect((failures[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(await behind).toEqual([{ v: 'behind' }]);
    } finally {
      await pool.close();
    }
  });

  it('runs again a statement that its ended reader had already taken up', async () => {
    const pool = await twoReaders();
    try {
      const readers = [...(pool as unknown as { readers: Set<{ jobs: unknown[] }> }).readers];
      const first = pool.run(QUICK, ['first']).catch((e: Error) => e.message);
      const other = pool.run(QUICK, ['other']);
      const second = pool.run(QUICK, ['second']); // sent behind "first", on the same reader
      const holder = readers.find((r) => r.jobs.length === 2)!;
      // Hold this thread while the reader answers "first" and takes up "second", then end the
      // reader before its answers are read: "second" goes back to the queue, already claimed.
      const until = performance.now() + 200;
      while (performance.now() < until);
      void (pool as unknown as { retire(r: unknown, e: Error): Promise<void> }).retire(holder, new Error('ended'));
      expect(await first).toBe('ended');
      expect(await other).toEqual([{ v: 'other' }]);
      expect(await second).toEqual([{ v: 'second' }]);
    } finally {
      await pool.close();
    }
  });
});
