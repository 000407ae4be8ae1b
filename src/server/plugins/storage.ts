/**
 * The first storage helpers, given the storage root (STORAGE_DIR): they now reach whichever
 * store the server opened for that root (storage/index.ts: the folder, or an S3-compatible
 * store by setting), so their callers keep working unchanged. New code uses a FileStore.
 */
import { fileStoreAt, LocalFileStore } from '../storage';
import type { StoredPath } from '../storage/paths';

export { MODEL, RECORD_ID, isSafeFileName, sanitiseFileName, parseStoredPath, type StoredPath } from '../storage/paths';

/**
 * The real path of a stored file when the store is the local folder and the file a regular file
 * inside it (links followed), else null. Reading through `fileStoreAt(root).read` works for both.
 */
export async function resolveStored(root: string, path: StoredPath): Promise<string | null> {
  const store = fileStoreAt(root);
  return store instanceof LocalFileStore ? store.resolve(path) : null;
}

/** Write a file as `{model}/{id}/{name}` (the name already sanitised), replacing it whole or not at all. */
export async function storeFile(root: string, path: StoredPath, bytes: Buffer): Promise<void> {
  await fileStoreAt(root).put(path, bytes);
}

export async function removeStored(root: string, path: StoredPath): Promise<void> {
  await fileStoreAt(root).remove(path);
}
