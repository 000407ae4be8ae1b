/**
 * Where a stored file lives: `{model}/{id}/{name}` (api-contract.md, Files), the same key in the
 * local folder and in the object store. Every name is sanitised on the way in, and every path
 * is checked on the way out.
 */
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

export const isSafePath = (path: StoredPath): boolean => MODEL.test(path.model) && RECORD_ID.test(String(path.id)) && isSafeFileName(path.name);

/** The key of a stored file in any backend. */
export const keyOf = (path: StoredPath): string => `${path.model}/${path.id}/${path.name}`;

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
