/**
 * Group commit on SQLite (src/server/db/group-commit.ts): writes arriving together share one
 * commit, yet each succeeds or fails on its own, and none is answered before it is committed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../src/server/db/group-commit';

describe('group commit (SQLite)', () => {
  let dir: string;
  let file: string;
  let sqlite: SQLite.Database;
  let db: Kysely<any>;
  let commits: number;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fsb-group-commit-'));
    file = join(dir, 'db.sqlite');
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.exec(`
      create table parents (id integer primary key);
      create table notes (id integer primary key, text text not null unique,
        parent_id integer references parents (id) deferrable initially deferred);
      insert into parents (id) values (1);`);
    commits = 0;
    // Count the transactions Kysely begins on this connection.
    const counted = new Proxy(sqlite, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === 'prepare') {
          return (source: string) => {
            if (/^begin/i.test(source)) commits++;
            return target.prepare(source);
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    db = new Kysely<any>({ dialect: new SqliteDialect({ database: counted }) });
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const insert = (text: string, parentId = 1) => (trx: Kysely<any>) =>
    trx.insertInto('notes').values({ text, parent_id: parentId }).returning('id').executeTakeFirstOrThrow();

  /** What another connection (another process, say) sees in the file. */
  const committedTexts = () => {
    const other = new SQLite(file, { readonly: true });
    try {
      return (other.prepare('select text from notes order by text').all() as Array<{ text: string }>).map((r) => r.text);
    } finally {
      other.close();
    }
  };

  it('writes issued together share one transaction; a later write gets its own', async () => {
    const group = new GroupCommit(db);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => group.run(insert(`note ${String(i).padStart(2, '0')}`))));
    expect(answers.map((a) => a.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(commits).toBe(1);
    await group.run(insert('later'));
    expect(commits).toBe(2);
    expect(committedTexts()).toHaveLength(21);
  });

  it('a failing write rolls back alone: the others of its batch commit', async () => {
    const group = new GroupCommit(db);
    const failing = async (trx: Kysely<any>) => {
      await trx.insertInto('notes').values({ text: 'half done' }).execute();
      throw new Error('refused after writing');
    };
    const results = await Promise.allSettled([
      group.run(insert('first')),
      group.run(failing),
      group.run(insert('first')), // unique violation
      group.run(insert('last')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('refused after writing');
    expect((results[2] as PromiseRejectedResult).reason.code).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(commits).toBe(1);
    expect(committedTexts()).toEqual(['first', 'last']);
  });

  it('answers a write only once it is committed, so another connection already sees it', async () => {
    const group = new GroupCommit(db);
    const seen = await Promise.all(['a', 'b', 'c'].map((text) => group.run(insert(text)).then(() => committedTexts().includes(text))));
    expect(seen).toEqual([true, true, true]);
  });

  it('when the commit fails, every write of the batch is refused and none is kept', async () => {
    const group = new GroupCommit(db);
    // A deferred foreign key is checked at COMMIT, so this write's own statements succeed and
    // the whole batch fails at the end.
    const results = await Promise.allSettled([group.run(insert('kept?')), group.run(insert('orphan', 99)), group.run(insert('kept too?'))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason.message)).toMatch(/FOREIGN KEY/);
    expect(committedTexts()).toEqual([]);
    // The connection is usable again afterwards.
    await group.run(insert('after'));
    expect(committedTexts()).toEqual(['after']);
  });

  it('commits a write that runs alone in a batch of its own: those queued before it are answered before it begins', async () => {
    const group = new GroupCommit(db);
    let longBegan = false;
    let answeredBefore = 0;
    const long = async (trx: Kysely<any>) => {
      longBegan = true;
      await new Promise((resolve) => setTimeout(resolve, 50));
      await insert('long')(trx);
    };
    // Queued in one turn: shared, a and b would be answered only after the long one's commit.
    const answers = Promise.all(['a', 'b'].map((text) => group.run(insert(text)).then(() => void (longBegan || answeredBefore++))));
    const alone = group.run(long, true);
    const after = group.run(insert('c'));
    await Promise.all([answers, alone, after]);
    expect(answeredBefore).toBe(2);
    expect(commits).toBe(3); // a and b; the long one; c
    expect(committedTexts()).toEqual(['a', 'b', 'c', 'long']);
  });

  it('runs a long queue in bounded batches, in arrival order', async () => {
    const group = new GroupCommit(db);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => group.run(insert(`n${i}`))));
    expect(answers.map((a) => a.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(commits).toBe(4); // 32 + 32 + 32 + 4
    const count = await sql<{ n: number }>`select count(*) as n from notes`.execute(db);
    expect(count.rows[0].n).toBe(100);
  });
});
