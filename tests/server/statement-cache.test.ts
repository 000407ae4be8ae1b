/** The SQLite statement cache: the same SQL reuses one statement, results stay right, close works. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/server/db/connect';

describe('SQLite statement cache', () => {
  it('reuses a statement per SQL text, gives a fresh one while it is busy, and closes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fsb-cache-'));
    try {
      const db = withStatementCache(new SQLite(join(dir, 'x.db')));
      db.exec('create table t (n integer)');
      const insert = db.prepare('insert into t (n) values (?)');
      expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
      for (let i = 1; i <= 3; i++) db.prepare('insert into t (n) values (?)').run(i);
      const select = db.prepare('select n from t order by n');
      const seen: number[] = [];
      for (const row of select.iterate() as Iterable<{ n: number }>) {
        // While `select` iterates it is busy: the same SQL must give another statement.
        const again = db.prepare('select n from t order by n');
        expect(again).not.toBe(select);
        expect(again.all()).toHaveLength(3);
        seen.push(row.n);
      }
      expect(seen).toEqual([1, 2, 3]);
      expect(db.pragma('journal_mode', { simple: true })).toBeTypeOf('string');
      db.close();
      expect(db.open).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the rows better-sqlite3 itself gives, also after the table gains a column', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fsb-cache-'));
    try {
      const plain = new SQLite(join(dir, 'x.db'));
      const db = withStatementCache(plain);
      db.exec("create table t (id integer primary key, name text, price real); insert into t (name, price) values ('a', 1.5), (null, 2)");
      const queries = ['select * from t order by id', 'select t.id, u.id, t.name from t join t as u on u.id = t.id order by t.id', 'select count(*) as n from t where id > 5'];
      for (const q of queries) expect(db.prepare(q).all()).toEqual(plain.prepare(q).all());
      expect(db.prepare('select t.id, u.id from t join t as u on u.id = t.id + 1').all()).toEqual([{ id: 2 }]); // the last of two same-named columns
      db.exec("alter table t add column brand text; update t set brand = 'b'");
      expect(db.prepare(queries[0]).all()).toEqual([
        { id: 1, name: 'a', price: 1.5, brand: 'b' },
        { id: 2, name: null, price: 2, brand: 'b' },
      ]);
      expect(db.prepare('select id from t where id = ?').all(3)).toEqual([]); // no row first: nothing to build from yet
      expect(db.prepare('select id from t where id = ?').all(2)).toEqual([{ id: 2 }]);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
