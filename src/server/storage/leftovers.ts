/**
 * What writes that did not finish left in the local storage folder, removed at every start
 * (docs/operations.md, "A full disk"):
 * - `.upload-*` files: a file being written, before it is renamed into place (storage/index.ts);
 *   a crash or a full disk mid-write leaves one.
 * - folders `{model}/{id}` of a row that was never committed: a file is stored inside the row's
 *   transaction, so a crash before the commit leaves the file of a row that never was (and on
 *   SQLite its id may be given to the next row). A row never committed has no audit entry either
 *   (the entry is written in the same transaction); a deleted row has, and keeps its files, so
 *   that putting it back from the audit log brings them back.
 * Only what is older than `olderThanMs` goes: another instance on the same folder may be writing
 * it right now.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Registry } from '../registry';
import { MODEL, RECORD_ID } from './paths';
import { UPLOAD_PREFIX } from './index';

/** What a write in progress may have on disk at most this long (a transaction, an upload's rename). */
export const LEFTOVER_AGE_MS = 10 * 60_000;

export interface SweptLeftovers {
  uploads: number;
  folders: number;
}

/** The table of a storage folder's model: a collection's own, `notes_attachments` is the notes'. */
function tableOf(registry: Registry, model: string): { resource: string; table: string } | undefined {
  const resource = model === 'notes_attachments' ? 'notes' : model;
  const def = registry.defs.find((d) => d.resource === resource);
  return def ? { resource: def.resource, table: def.table } : undefined;
}

const entriesOf = async (folder: string): Promise<string[]> => readdir(folder).catch(() => []);

/** Ids (of `ids`) that have a row in `table` or an audit entry of `resource`: they were committed. */
async function committedIds(db: Kysely<any>, table: string, resource: string, ids: number[]): Promise<Set<number>> {
  const committed = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    for (const row of await db.selectFrom(table).select('id').where('id', 'in', chunk).execute()) committed.add(Number(row.id));
    const audited = await db.selectFrom('audit_logs').select('header_id').distinct().where('model', '=', resource).where('header_id', 'in', chunk).execute();
    for (const row of audited) committed.add(Number(row.header_id));
  }
  return committed;
}

export async function sweepLeftovers(root: string, db: Kysely<any>, registry: Registry, olderThanMs = LEFTOVER_AGE_MS): Promise<SweptLeftovers> {
  const swept: SweptLeftovers = { uploads: 0, folders: 0 };
  const before = Date.now() - olderThanMs;
  const old = async (path: string) => (await stat(path).catch(() => null))?.mtimeMs ?? Infinity;
  for (const model of await entriesOf(root)) {
    if (!MODEL.test(model)) continue;
    const owner = tableOf(registry, model);
    const uncommitted: number[] = [];
    for (const id of await entriesOf(join(root, model))) {
      if (!RECORD_ID.test(id)) continue;
      const folder = join(root, model, id);
      let files = 0;
      let fresh = (await old(folder)) >= before;
      for (const name of await entriesOf(folder)) {
        const path = join(folder, name);
        const mtime = await old(path);
        if (name.startsWith(UPLOAD_PREFIX) && mtime < before) {
          await rm(path, { force: true });
          swept.uploads += 1;
        } else {
          files += 1;
          if (mtime >= before) fresh = true;
        }
      }
      if (owner && files && !fresh) uncommitted.push(Number(id));
    }
    if (!owner || !uncommitted.length) continue;
    const committed = await committedIds(db, owner.table, owner.resource, uncommitted);
    for (const id of uncommitted) {
      if (committed.has(id)) continue;
      await rm(join(root, model, String(id)), { recursive: true, force: true });
      swept.folders += 1;
    }
  }
  return swept;
}

/** The folder exists and takes a file (a start on a read-only or full disk stops here, naming it: main.ts). */
export async function checkWritable(root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  const probe = join(root, `.write-check-${process.pid}`);
  await writeFile(probe, 'ok');
  await rm(probe, { force: true });
}
