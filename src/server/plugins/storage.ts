/**
 * Files under STORAGE_DIR, kept as `{model}/{id}/{name}` (api-contract.md, Files). Every name is
 * sanitised on the way in, and every path is checked on the way out: after decoding, after
 * following symbolic links, it must still lie inside the storage root.
 */
import { mkdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { randomBytes } from 'node:crypto';

export const MODEL = /^[a-z][a-z0-9_-]{0,62}$/;
export const RECORD_ID = /^[1-9][0-9]{0,8}$/; // 32-bit ids on PostgreSQL

/** A name a file may be stored (and asked for) under: no separators, no control characters, no leading dot. */
export function isSafeFileName(name: string): boolean {
  return name.length > 0 && name.length <= 200 && !/[/\\\0-\x1f\x7f:*?"<>|]/.test(name) && !name.startsWith('.') && name.trim() === name;
}

/** An uploaded file's name made safe: its last path part, odd characters turned into `_`. */
export function sanitiseFileName(name: string, fallback = 'file'): string {
  const last = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s_-]+/, '')
    .trim()
    .slice(-150);
  return isSafeFileName(cleaned) ? cleaned : fallback;
}

export interface StoredPath {
  model: string;
  id: number;
  name: string;
}

/**
 * `{model}/{id}/{name}` from the raw, still percent-encoded path of a request. Segments are split
 * before decoding, so an encoded `/` (%2f) or `..` (%2e%2e) stays inside one segment and fails
 * the name rules instead of moving up a folder.
 */
export function parseStoredPath(rawPath: string): StoredPath | null {
  const parts = rawPath.split('/');
  if (parts.length !== 3) return null;
  let decoded: string[];
  try {
    decoded = parts.map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
  const [model, id, name] = decoded;
  if (!MODEL.test(model) || !RECORD_ID.test(id) || !isSafeFileName(name)) return null;
  return { model, id: Number(id), name };
}

/** The real path of a stored file when it is a regular file inside the root (links followed), else null. */
export async function resolveStored(root: string, path: StoredPath): Promise<string | null> {
  try {
    const realRoot = await realpath(root);
    const real = await realpath(join(root, path.model, String(path.id), path.name));
    if (!real.startsWith(realRoot + sep)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** Write a file as `{model}/{id}/{name}` (the name already sanitised), replacing it whole or not at all. */
export async function storeFile(root: string, path: StoredPath, bytes: Buffer): Promise<void> {
  if (!MODEL.test(path.model) || !RECORD_ID.test(String(path.id)) || !isSafeFileName(path.name)) throw new Error(`unsafe storage path ${JSON.stringify(path)}`);
  const folder = join(root, path.model, String(path.id));
  await mkdir(folder, { recursive: true });
  const temporary = join(folder, `.upload-${randomBytes(8).toString('hex')}`);
  await writeFile(temporary, bytes, { mode: 0o640 });
  await rename(temporary, join(folder, path.name));
}

export async function removeStored(root: string, path: StoredPath): Promise<void> {
  if (!MODEL.test(path.model) || !isSafeFileName(path.name)) return;
  await rm(join(root, path.model, String(path.id), path.name), { force: true });
}
